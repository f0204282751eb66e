import { describe, expect, it } from "vitest";
import { nicknameKey } from "./nickname-key";

/** Issue 26 item 6: names are compared as people read them. */
describe("nicknameKey", () => {
  it("gives names that look alike the same key", () => {
    const same: [string, string][] = [
      ["Zed", "Zеd"], // Cyrillic е
      ["Zed", "Ｚｅｄ"], // fullwidth
      ["Zed", "ZED"],
      ["Ana", "Аna"], // Cyrillic А
      ["Ana", "Αna"], // Greek Α
      ["Zoë", "ZOË"],
      ["Zoë", "Zoe\u0308"], // decomposed ë
      ["Straße", "STRASSE"],
      ["Robin", "𝐑𝐨𝐛𝐢𝐧"], // mathematical bold
      ["Bo", "B0"], // a digit that reads as a letter
    ];
    for (const [a, b] of same) expect(nicknameKey(b), `${a} / ${b}`).toBe(nicknameKey(a));
  });

  it("keeps names people tell apart apart", () => {
    const different: [string, string][] = [
      ["Zed", "Zad"],
      ["Zoë", "Zoe"],
      ["Ana", "Anna"],
      ["Ana Lee", "AnaLee"],
      ["Sam 1", "Sam 2"],
    ];
    for (const [a, b] of different) expect(nicknameKey(b), `${a} / ${b}`).not.toBe(nicknameKey(a));
  });
});
