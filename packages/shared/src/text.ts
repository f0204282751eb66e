import type { z } from "zod";

/**
 * Text rules of issue 9 (rules 3 and 6), shared by every schema that takes text from a client.
 *
 * Control characters: C0 (NUL included), DEL and C1 are never stored; a text that may hold several lines (a card
 * text) keeps tab, line feed and carriage return (a pasted Windows line break). U+2028/U+2029 break lines too,
 * so a single-line text refuses them.
 *
 * Names (usernames, group names, deck titles) must look like what they are: NFC-normalised, trimmed of white
 * space and of invisible characters at both ends, and with no invisible characters inside — the
 * Default_Ignorable_Code_Point set (zero-width spaces and joiners, fillers such as U+3164, soft hyphen, variation
 * selectors, tags…) plus the Braille blank U+2800. Bidirectional controls are never trimmed, always refused:
 * one at the start of a name still reorders what follows. Zero-width joiners and non-joiners are refused in
 * every script, also where Persian or Indic spelling uses them: a name that cannot hide anything is worth more.
 *
 * Emoji stay possible: a variation selector right after an emoji ("❤️"), a zero-width joiner between two
 * pictographs ("👩‍💻", "🏳️‍🌈") and the tag characters of a subdivision flag ("🏴󠁧󠁢󠁳󠁣󠁴󠁿") are part of the emoji
 * they belong to, not hidden content.
 */

const CONTROL = /\p{Cc}/u;
const LINE_SEPARATOR = /[\u2028\u2029]/u;
const TAB_OR_LINE_BREAK = /[\t\n\r]/g;

const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/u;

/** The invisible characters that are part of an emoji (see above); each is allowed only where it stands here. */
const EMOJI_PART = new RegExp(
  [
    String.raw`(?<=\p{Emoji})[\uFE0E\uFE0F]`,
    String.raw`(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic})`,
    String.raw`(?<=\u{1F3F4}[\u{E0020}-\u{E007E}]*)[\u{E0020}-\u{E007F}]`,
  ].join("|"),
  "gu",
);

const LEADING_BLANK = new RegExp(String.raw`^(?:\p{White_Space}|(?!${BIDI_CONTROL.source})${INVISIBLE.source})+`, "u");
const TRAILING_BLANK = new RegExp(
  String.raw`(?:\p{White_Space}|(?!${BIDI_CONTROL.source})(?!${EMOJI_PART.source})${INVISIBLE.source})+$`,
  "u",
);

/** True when `text` holds a control character; `multiline` texts may hold tabs and line breaks. */
export function hasControlCharacter(text: string, { multiline = false } = {}): boolean {
  if (multiline) return CONTROL.test(text.replace(TAB_OR_LINE_BREAK, ""));
  return CONTROL.test(text) || LINE_SEPARATOR.test(text);
}

/** NFC, then white space and invisible characters trimmed from both ends (bidi controls and emoji parts stay). */
export function normaliseName(name: string): string {
  return name.normalize("NFC").replace(LEADING_BLANK, "").replace(TRAILING_BLANK, "");
}

/** True when `name` holds an invisible or direction-changing character that is not part of an emoji. */
export function hasInvisibleCharacter(name: string): boolean {
  return BIDI_CONTROL.test(name) || INVISIBLE.test(name.replace(EMOJI_PART, ""));
}

/** Adds the control-character rule to a string schema; `label` starts the message ("Answer must not…"). */
export function withoutControlCharacters(schema: z.ZodString, label: string, multiline = false): z.ZodString {
  return schema.refine((text) => !hasControlCharacter(text, { multiline }), {
    error: `${label} must not contain control characters`,
  });
}

/**
 * Makes a string schema a name. Zod runs checks in order: add length checks after this, so that they see the
 * name as it will be stored; a name blank after normalising is left to the caller's `.min(1)` or default.
 */
export function asName(schema: z.ZodString, label: string): z.ZodString {
  return withoutControlCharacters(schema.overwrite(normaliseName), label).refine(
    (name) => !hasInvisibleCharacter(name),
    { error: `${label} must not contain invisible or direction-changing characters` },
  );
}
