import { describe, expect, it } from "vitest";
import { z } from "zod";
import { asName, hasControlCharacter, hasInvisibleCharacter, normaliseName, withoutControlCharacters } from "./text";

describe("hasControlCharacter", () => {
  it.each(["\u0000", "a\u0001", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\u009f", "a\u000bb", "a\u000cb"])(
    "finds the control character in %j, in any text",
    (text) => {
      expect(hasControlCharacter(text)).toBe(true);
      expect(hasControlCharacter(text, { multiline: true })).toBe(true);
    },
  );

  it.each(["a\tb", "a\nb", "a\r\nb"])("lets a multi-line text keep tabs and line breaks: %j", (text) => {
    expect(hasControlCharacter(text, { multiline: true })).toBe(false);
    expect(hasControlCharacter(text)).toBe(true);
  });

  it("refuses the Unicode line and paragraph separators in a single-line text only", () => {
    expect(hasControlCharacter("a\u2028b")).toBe(true);
    expect(hasControlCharacter("a\u2029b", { multiline: true })).toBe(false);
  });

  it.each(["", "Plain text", "Café ☕ 東京", "tab-free"])("finds nothing in %j", (text) => {
    expect(hasControlCharacter(text)).toBe(false);
  });
});

describe("normaliseName", () => {
  it("composes to NFC", () => {
    expect(normaliseName("Cafe\u0301")).toBe("Caf\u00e9");
    expect(normaliseName("Cafe\u0301")).toHaveLength(4);
  });

  it.each([
    [" \t Ada \n", "Ada"],
    ["\u3000Ada\u00a0", "Ada"],
    ["\u200bAda\u200b", "Ada"],
    ["\ufeffAda\u2060", "Ada"],
    ["\u3164Ada\u115f\u1160\uffa0\u2800", "Ada"],
    ["\u00adAda\u034f", "Ada"],
    ["\u200b \u3164 \u200b", ""],
  ])("trims white space and invisible characters at both ends: %j", (name, expected) => {
    expect(normaliseName(name)).toBe(expected);
  });

  it("keeps what is inside, and bidi controls and emoji parts at the ends", () => {
    expect(normaliseName("Ada \u200b Lee")).toBe("Ada \u200b Lee");
    expect(normaliseName("\u202eevil")).toBe("\u202eevil");
    expect(normaliseName("evil\u200f ")).toBe("evil\u200f");
    expect(normaliseName("Ada \u2764\ufe0f ")).toBe("Ada \u2764\ufe0f");
    expect(normaliseName("Ada \u2764\ufe0f\u200b")).toBe("Ada \u2764\ufe0f");
    expect(normaliseName("Ada\ufe0f")).toBe("Ada");
    expect(normaliseName("\u{1f469}\u200d")).toBe("\u{1f469}");
  });
});

describe("hasInvisibleCharacter", () => {
  it.each([
    ["a zero-width space", "ab\u200bc"],
    ["a zero-width non-joiner", "ab\u200cc"],
    ["a zero-width joiner between letters", "ab\u200dc"],
    ["a word joiner", "ab\u2060c"],
    ["a byte order mark", "ab\ufeffc"],
    ["the Hangul filler", "ab\u3164c"],
    ["the Hangul choseong filler", "ab\u115fc"],
    ["the halfwidth Hangul filler", "ab\uffa0c"],
    ["the Braille blank", "ab\u2800c"],
    ["a soft hyphen", "ab\u00adc"],
    ["a right-to-left override", "\u202eevil"],
    ["a left-to-right embedding", "a\u202ab"],
    ["a right-to-left isolate", "a\u2067b"],
    ["a pop directional isolate", "a\u2069"],
    ["a right-to-left mark", "a\u200fb"],
    ["an Arabic letter mark", "a\u061cb"],
    ["a tag character outside a flag", "a\u{e0041}"],
    ["a variation selector after a letter", "a\ufe0fb"],
  ])("finds %s", (_label, name) => {
    expect(hasInvisibleCharacter(name)).toBe(true);
  });

  it.each([
    ["plain letters", "Ada Lovelace"],
    ["accents and other scripts", "Zoë 東京 Ελένη"],
    ["a heart with its variation selector", "\u2764\ufe0f"],
    ["a keycap", "1\ufe0f\u20e3"],
    ["a technologist (ZWJ sequence)", "\u{1f469}\u200d\u{1f4bb}"],
    ["a skin-toned technologist", "\u{1f469}\u{1f3fd}\u200d\u{1f4bb}"],
    ["the rainbow flag", "\u{1f3f3}\ufe0f\u200d\u{1f308}"],
    ["the flag of Scotland", "\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}"],
  ])("allows %s", (_label, name) => {
    expect(hasInvisibleCharacter(name)).toBe(false);
  });
});

describe("asName and withoutControlCharacters (zod)", () => {
  const name = asName(z.string(), "Name").min(1, { error: "Name cannot be empty" });
  const first = (input: unknown) => {
    const result = name.safeParse(input);
    return result.success ? result.data : result.error.issues[0]?.message;
  };

  it("stores the normalised name and checks it after normalising", () => {
    expect(first(" Cafe\u0301\u200b ")).toBe("Caf\u00e9");
    expect(first("\u3164")).toBe("Name cannot be empty");
  });

  it("names the field in its messages", () => {
    expect(first("a\u0000b")).toBe("Name must not contain control characters");
    expect(first("a\nb")).toBe("Name must not contain control characters");
    expect(first("a\u200bb")).toBe("Name must not contain invisible or direction-changing characters");
  });

  it("keeps tabs and line breaks in a multi-line text only", () => {
    const text = withoutControlCharacters(z.string(), "Answer", true);
    expect(text.safeParse("a\tb\nc").success).toBe(true);
    expect(text.safeParse("a\u0000").error?.issues[0]?.message).toBe("Answer must not contain control characters");
  });
});
