import { describe, expect, it } from "vitest";
import { matchTypedAnswer, normalizeTypedAnswer, withinOneEdit } from "./typed-answer";

describe("typed answers (issue 30)", () => {
  it("compares ignoring case, accents, surrounding spaces and punctuation", () => {
    expect(normalizeTypedAnswer("  Ça  va, Mr. Müller!  ")).toBe("ca va mr muller");
    expect(matchTypedAnswer(["São Paulo"], " sao paulo. ")).toBe("São Paulo");
    expect(matchTypedAnswer(["H2O"], "h2o")).toBe("H2O");
  });

  it("takes any of the accepted answers, and answers the one matched as written", () => {
    expect(matchTypedAnswer(["United States", "USA", "U.S."], "us")).toBe("U.S.");
    expect(matchTypedAnswer(["United States", "USA"], "Canada")).toBeNull();
  });

  it("forgives one typo in answers of six letters or more, never in shorter ones", () => {
    expect(matchTypedAnswer(["Berlin"], "Berln")).toBe("Berlin");
    expect(matchTypedAnswer(["Berlin"], "Brelin")).toBe("Berlin");
    expect(matchTypedAnswer(["Berlin"], "Berlinn")).toBe("Berlin");
    expect(matchTypedAnswer(["Berlin"], "Verlin")).toBe("Berlin");
    expect(matchTypedAnswer(["Berlin"], "Brlinn")).toBeNull();
    expect(matchTypedAnswer(["Paris"], "Pari")).toBeNull();
    expect(matchTypedAnswer(["Paris"], "Parsi")).toBeNull();
  });

  it("an exact match wins over a near one", () => {
    expect(matchTypedAnswer(["Austria", "Australia"], "australia")).toBe("Australia");
  });

  it("an empty or punctuation-only answer matches nothing, even an accepted answer that normalises to nothing", () => {
    expect(matchTypedAnswer(["Paris"], "")).toBeNull();
    expect(matchTypedAnswer(["Paris"], " ?! ")).toBeNull();
    expect(matchTypedAnswer(["?!"], "")).toBeNull();
  });

  it("counts one edit of characters, not of UTF-16 units", () => {
    expect(withinOneEdit("abcdef", "abcdef")).toBe(true);
    expect(withinOneEdit("日本語です", "日本語でず")).toBe(true);
    expect(withinOneEdit("ab", "ba")).toBe(true);
    expect(withinOneEdit("abc", "cba")).toBe(false);
    expect(withinOneEdit("abcdef", "abcd")).toBe(false);
  });
});
