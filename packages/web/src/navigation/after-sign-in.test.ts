import { describe, expect, test } from "vitest";
import { carriedNext, pathAfterSignIn } from "./after-sign-in";
import { loginToJoin } from "./login-link";

describe("where login and signup lead (issue 27)", () => {
  test("back to the game code's link the login page was opened with, else the dashboard", () => {
    const search = new URL(loginToJoin("KQ7MNP"), "http://x").search;
    expect(pathAfterSignIn(search)).toBe("/join/KQ7MNP");
    expect(carriedNext(search)).toBe("?next=%2Fjoin%2FKQ7MNP");
    for (const next of ["", "?next=https%3A%2F%2Fevil.example", "?next=%2F%2Fevil.example", "?next=%2Fsettings"]) {
      expect(pathAfterSignIn(next), next).toBe("/dashboard");
      expect(carriedNext(next), next).toBe("");
    }
  });
});
