import type { JoinLookup } from "@quizdeck/shared/games";
import { describe, expect, it } from "vitest";
import { createCodeLookup } from "./code-lookup";

const game = (code: string): JoinLookup => ({ Game_id: "7", Host_id: "1", Join_Code: code, Guests_allowed: true });

function server() {
  const asked: string[] = [];
  let fail = false;
  const find = async (code: string) => {
    asked.push(code);
    if (fail) throw new Error("offline");
    return game(code);
  };
  return { asked, find, failNext: (value: boolean) => (fail = value) };
}

describe("createCodeLookup", () => {
  it("asks the server once for a code looked up early and then by Go", async () => {
    const { asked, find } = server();
    const lookUp = createCodeLookup(find);
    const early = lookUp("ABCDEF");
    expect(await lookUp("ABCDEF")).toEqual(game("ABCDEF"));
    expect(await early).toEqual(game("ABCDEF"));
    expect(asked).toEqual(["ABCDEF"]);
  });

  it("asks again for another code, and for the same code once its answer is 10 s old", async () => {
    const { asked, find } = server();
    let clock = 0;
    const lookUp = createCodeLookup(find, () => clock);
    await lookUp("ABCDEF");
    await lookUp("GHJKLM");
    await lookUp("GHJKLM");
    clock = 10_000;
    await lookUp("GHJKLM");
    expect(asked).toEqual(["ABCDEF", "GHJKLM", "GHJKLM"]);
  });

  it("forgets a failed look-up, so asking again tries again", async () => {
    const { asked, find, failNext } = server();
    const lookUp = createCodeLookup(find);
    failNext(true);
    await expect(lookUp("ABCDEF")).rejects.toThrow("offline");
    failNext(false);
    expect(await lookUp("ABCDEF")).toEqual(game("ABCDEF"));
    expect(asked).toEqual(["ABCDEF", "ABCDEF"]);
  });
});
