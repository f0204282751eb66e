import type { LogEntry } from "@quizdeck/game/commands";
import { describe, expect, it } from "vitest";
import { AppliedCommands, COMMAND_IDS_KEPT_MS } from "./applied-commands";

const entry = (now: number, id?: string): LogEntry => ({
  command: { kind: "next", userId: "host" },
  now,
  randoms: [],
  ...(id === undefined ? {} : { id }),
});

describe("the forwarded commands a game ran lately (issue 32)", () => {
  it("takes the recent ids from the log; old ids and entries without one (older logs, local commands) are not kept", () => {
    const now = 10 * COMMAND_IDS_KEPT_MS;
    const applied = new AppliedCommands(
      [entry(now - COMMAND_IDS_KEPT_MS - 1, "old"), entry(now - 5000), entry(now - 1000, "recent")],
      now,
    );
    expect(applied.has("recent")).toBe(true);
    expect(applied.has("old")).toBe(false);
  });

  it("remembers each new id, and forgets those older than the time kept as new ones come", () => {
    const applied = new AppliedCommands([], 0);
    applied.remember("first", 1000);
    applied.remember("second", 2000);
    expect(applied.has("first")).toBe(true);
    applied.remember("third", 1500 + COMMAND_IDS_KEPT_MS);
    expect([applied.has("first"), applied.has("second"), applied.has("third")]).toEqual([false, true, true]);
  });
});
