import unhomoglyph from "unhomoglyph";

/**
 * Letters in boxes and circles that NFKC leaves alone (🅐, 🅰, 🇦), read as the letter they show. The enclosed
 * letters NFKC does map (ⓐ, 🄰) need nothing here.
 */
const ENCLOSED_LETTERS: [first: number, to: number][] = [
  [0x1f150, 0x1f169], // negative circled A–Z
  [0x1f170, 0x1f189], // negative squared A–Z
  [0x1f1e6, 0x1f1ff], // regional indicators A–Z
];
const ENCLOSED = /[\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}\u{1F1E6}-\u{1F1FF}]/gu;

function readEnclosed(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  const range = ENCLOSED_LETTERS.find(([first, last]) => code >= first && code <= last);
  return range ? String.fromCharCode(0x61 + code - range[0]) : character;
}

/** A name as its letters read: NFKC, full case folding (upper then lower turns "ß" into "ss"), boxed letters. */
export function foldName(name: string): string {
  return name.normalize("NFKC").replace(ENCLOSED, readEnclosed).toUpperCase().toLowerCase();
}

/**
 * The name with letters of other scripts that look like Latin ones (Cyrillic а, Greek ο, Armenian ս) read as
 * those, through the Unicode confusables map (UTS #39); ASCII stays as typed.
 */
export function withLatinLookAlikes(text: string): string {
  return text.replace(/[^\p{ASCII}]/gu, (character) => unhomoglyph(character));
}

/**
 * Issue 26: the key two nicknames of one game are compared by, for "taken" and for the kick list. The UTS #39
 * skeleton of the folded name, folded again (the skeleton's prototypes include capitals such as "O" for "0"),
 * so "Zed", "ZED", "Zеd" (Cyrillic е) and "Ｚｅｄ" are one name. Not meant to be shown.
 */
export function nicknameKey(name: string): string {
  return foldName(unhomoglyph(foldName(name).normalize("NFD")).normalize("NFD"));
}
