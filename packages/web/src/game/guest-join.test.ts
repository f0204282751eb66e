import { messages } from "@quizdeck/shared/messages";
import { describe, expect, test } from "vitest";
import { joinCodeInPath, nicknameProblem, normalizedNickname, stepAfterLookup, stepForRefusal } from "./guest-join";

describe("a guest's way into a game (issue 12)", () => {
  test("signed-in users go straight to the lobby, whoever the game allows", () => {
    expect(stepAfterLookup({ Guests_allowed: true }, true)).toBe("lobby");
    expect(stepAfterLookup({ Guests_allowed: false }, true)).toBe("lobby");
  });

  test("a signed-out visitor picks a nickname, unless the game is for signed-in players only", () => {
    expect(stepAfterLookup({ Guests_allowed: true }, false)).toBe("nickname");
    expect(stepAfterLookup({ Guests_allowed: false }, false)).toBe("signed_in_only");
  });

  test("nicknames are 2 to 20 characters after trimming", () => {
    expect(nicknameProblem("")).toBe(messages.nicknameEmpty);
    expect(nicknameProblem("   ")).toBe(messages.nicknameEmpty);
    expect(nicknameProblem(" A ")).toBe(messages.nicknameLength);
    expect(nicknameProblem("x".repeat(21))).toBe(messages.nicknameLength);
    expect(nicknameProblem("Al")).toBeNull();
    expect(nicknameProblem(` ${"x".repeat(20)} `)).toBeNull();
  });

  test("invisible characters do not count towards the length", () => {
    expect(nicknameProblem("A\u200B")).not.toBeNull();
    expect(normalizedNickname("  Zoë  ")).toBe("Zoë");
  });

  test("a taken or removed nickname asks for another; a full or closed game for another code", () => {
    expect(stepForRefusal("nickname_taken")).toBe("nickname");
    expect(stepForRefusal("removed")).toBe("nickname");
    // A refused nickname (the word list) or too many joins from the network: try again where they are.
    expect(stepForRefusal("bad_request")).toBe("nickname");
    expect(stepForRefusal("rate_limited")).toBe("nickname");
    // The server's own trouble (a 500, a proxy's 502): the same nickname may get in a moment later.
    expect(stepForRefusal("internal")).toBe("nickname");
    expect(stepForRefusal("game_full")).toBe("code");
    expect(stepForRefusal("game_locked")).toBe("code");
    expect(stepForRefusal("gone")).toBe("code");
    // The session request says it as "forbidden", the live game as "signed_in_only" (issue 27).
    expect(stepForRefusal("signed_in_only")).toBe("signed_in_only");
    expect(stepForRefusal("forbidden")).toBe("signed_in_only");
    expect(stepForRefusal(undefined)).toBe("code");
  });
});

describe("a link's join code (issue 27)", () => {
  test("/join/{code} names a game by its code, in any case; other /join paths name none", () => {
    expect(joinCodeInPath("/join/KQ7MNP")).toBe("KQ7MNP");
    expect(joinCodeInPath("/join/kq7mnp")).toBe("KQ7MNP");
    for (const path of [
      "/join",
      "/join/lobby",
      "/join/abcdefghijkl",
      "/join/KQ7MN",
      "/join/KQ7MN0",
      "/join/%E0%A4%A",
      "/join/KQ7MNP/x",
    ]) {
      expect(joinCodeInPath(path), path).toBeNull();
    }
  });
});
