import type { LogEntry } from "@quizdeck/game/commands";
import { GameRuleError } from "@quizdeck/game/game-state";
import { describe, expect, it } from "vitest";
import type { LogStore } from "../src/realtime/ports/log-store";
import type { Placement } from "../src/realtime/ports/placement";

/**
 * One contract per port with two implementations, run against each (docs/code-style.md §7: a contract suite for anything
 * with two implementations): the log store on the database and on Redis, placement local and on Redis.
 */
export interface LogStoreFixture {
  /** A store, as a node that starts now would have it. */
  open(): LogStore;
  /** An id that may be logged (the database store needs the game's row). */
  newGameId(): Promise<string>;
}

const entry = (n: number): LogEntry => ({
  command: { kind: "next", userId: `host-${n}` },
  now: 1000 + n,
  randoms: [n / 10],
});

export function logStoreContract(name: string, fixture: () => LogStoreFixture) {
  describe(`${name} log store (contract)`, () => {
    it("gives back every entry in order, also to a store opened after a restart", async () => {
      const { open, newGameId } = fixture();
      const store = open();
      const gameId = await newGameId();
      for (const n of [1, 2, 3]) store.append(gameId, entry(n));
      await store.close();
      expect(await open().load(gameId)).toEqual([entry(1), entry(2), entry(3)]);
    });

    it("keeps games apart, and a loaded log goes on where it stopped", async () => {
      const { open, newGameId } = fixture();
      const [first, second] = [await newGameId(), await newGameId()];
      const before = open();
      before.append(first, entry(1));
      before.append(second, entry(9));
      await before.flush();
      const after = open();
      expect(await after.load(first)).toEqual([entry(1)]);
      after.append(first, entry(2));
      await after.flush();
      expect(await open().load(first)).toEqual([entry(1), entry(2)]);
      expect(await open().load(second)).toEqual([entry(9)]);
    });

    it("says when an entry is stored: another store reads it then, with nothing flushed", async () => {
      const { open, newGameId } = fixture();
      const gameId = await newGameId();
      await open().append(gameId, entry(1));
      expect(await open().load(gameId)).toEqual([entry(1)]);
    });

    it("answers an empty log for an unknown game, and forgets a dropped one", async () => {
      const { open, newGameId } = fixture();
      const store = open();
      const gameId = await newGameId();
      expect(await store.load(gameId)).toEqual([]);
      store.append(gameId, entry(1));
      await store.drop(gameId);
      expect(await open().load(gameId)).toEqual([]);
    });
  });
}

export function placementContract(name: string, open: () => Placement) {
  describe(`${name} placement (contract)`, () => {
    it("makes the claiming node the owner until it releases the game", async () => {
      const placement = open();
      const gameId = `contract-${Math.random()}`;
      expect(await placement.ownerOf(gameId)).toBeNull();
      expect(await placement.claim(gameId)).toBe(true);
      expect(await placement.ownerOf(gameId)).toBe(placement.nodeId);
      await placement.release(gameId);
      expect(await placement.ownerOf(gameId)).toBeNull();
      expect(await placement.claim(gameId)).toBe(true);
      await placement.close();
      expect(await open().ownerOf(gameId)).toBeNull();
    });
  });
}

/** What several nodes add: one owner at a time, and commands forwarded to it. */
export function sharedPlacementContract(name: string, open: () => Placement) {
  describe(`${name} placement across nodes (contract)`, () => {
    it("lets one node own a game and runs the others' commands there under their ids, refusals included", async () => {
      const [owner, other] = [open(), open()];
      const idsSeen: (string | undefined)[] = [];
      await owner.start(
        async (gameId, command, commandId) => {
          idsSeen.push(commandId);
          if (command.kind === "end") throw new GameRuleError("not_host", "Only the host can do that");
          return { isHost: gameId.length > 0 && command.kind === "join" };
        },
        () => undefined,
      );
      await other.start(
        async () => ({}),
        () => undefined,
      );
      const gameId = `contract-${Math.random()}`;
      expect(await owner.claim(gameId)).toBe(true);
      expect(await other.claim(gameId)).toBe(false);
      expect(await other.ownerOf(gameId)).toBe(owner.nodeId);
      const join = { kind: "join", userId: "u", username: "U" } as const;
      expect(await other.forward(owner.nodeId, gameId, join, "command-1")).toEqual({ isHost: true });
      await expect(other.forward(owner.nodeId, gameId, { kind: "end", userId: "u" }, "command-2")).rejects.toThrow(
        "Only the host can do that",
      );
      expect(idsSeen).toEqual(["command-1", "command-2"]);
      await owner.close();
      expect(await other.claim(gameId)).toBe(true);
      await other.close();
    });
  });
}
