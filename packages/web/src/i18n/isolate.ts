/**
 * Issue 33: a user's text (a nickname, a username) inside a sentence that is a plain string, isolated by U+2068
 * FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, so its own direction cannot reorder the sentence around
 * it: a Latin nickname in an Arabic line, an Arabic one in an English line. Markup uses `<bdi>` instead.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;
