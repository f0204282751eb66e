import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

/**
 * Names that hold a listed word and are names, not insults (a student called Harshit must be able to join):
 * added to the dataset's own whitelist.
 */
const NAMES = ["harshit", "analisa"];

const dataset = englishDataset.build();

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

export const isRude = (text: string): boolean =>
  matcher.getAllMatches(text).some((match) => hasLetter.test(text.slice(match.startIndex, match.endIndex + 1)));
