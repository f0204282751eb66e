import { foldName, withLatinLookAlikes } from "@quizdeck/game/nickname-key";
import { DataSet, englishDataset, englishRecommendedTransformers, pattern, RegExpMatcher } from "obscenity";

/**
 * Names that hold a listed word and are names, not insults (a student called Harshit must be able to join):
 * added to the dataset's own whitelist.
 */
const NAMES = ["harshit", "analisa"];

/** Spellings by sound the dataset does not list. */
const dataset = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .addPhrase((phrase) => phrase.setMetadata({ originalWord: "fuck" }).addPattern(pattern`phuck`))
  .build();

/**
 * Issue 12: nicknames are checked against a maintained word list (obscenity's English dataset, with its
 * recommended transformers for look-alike letters, repeats and leet-speak), never a hand-written one.
 */
const matcher = new RegExpMatcher({
  ...dataset,
  whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...NAMES],
  ...englishRecommendedTransformers,
});

/** A match needs a letter: leet-speak reads "455" as a word, and "Guest 4550" is not one. */
const hasLetter = /\p{L}/u;

/**
 * Single letters or digits with separators between them ("f.u.c.k", "F-U-C-K", "f_u_c_k", "f u c k"). Only
 * single ones are joined: joining words would find "shit" in "Tash Ito".
 */
const SPELLED_OUT = /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:[\s\p{P}\p{S}]+[\p{L}\p{N}])+(?![\p{L}\p{N}])/gu;
const SEPARATORS = /[\s\p{P}\p{S}]+/gu;

const matches = (text: string): boolean =>
  matcher.getAllMatches(text).some((match) => hasLetter.test(text.slice(match.startIndex, match.endIndex + 1)));

/**
 * Issue 26: the name is read as people read it (NFKC, case folding, boxed and styled letters, letters of other
 * scripts that look Latin), then once more with spelled-out letters joined.
 */
export function isRude(name: string): boolean {
  // "¡" stands for an i ("sh¡t"), which the confusables map does not say.
  const folded = withLatinLookAlikes(foldName(name)).replaceAll("¡", "i");
  if (matches(folded)) return true;
  const joined = folded.replace(SPELLED_OUT, (letters) => letters.replace(SEPARATORS, ""));
  return joined !== folded && matches(joined);
}
