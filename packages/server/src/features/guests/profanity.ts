import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

/**
 * Issue 12: nicknames are checked against a maintained word list (obscenity's English dataset, with its
 * recommended transformers for look-alike letters, repeats and leet-speak), never a hand-written one.
 */
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

export const isRude = (text: string): boolean => matcher.hasMatch(text);
