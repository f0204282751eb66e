import type { JoinLookup } from "@quizdeck/shared/games";

/** How long a look-up's answer is reused: Go, pressed after the last character, finds it already there. */
const REUSE_MS = 10_000;

/**
 * GET /api/games/{code}/join, shared between the look-up that starts as soon as a whole code is in the box and
 * the one Go (or a linked code) asks for, so a phone pays the round trip while its player reaches for Go.
 * A failed look-up is forgotten: asking again tries again.
 */
export function createCodeLookup(find: (code: string) => Promise<JoinLookup>, now: () => number = Date.now) {
  let last: { code: string; at: number; answer: Promise<JoinLookup> } | null = null;
  return function lookUp(code: string): Promise<JoinLookup> {
    if (last?.code === code && now() - last.at < REUSE_MS) return last.answer;
    const answer = find(code);
    const entry = { code, at: now(), answer };
    last = entry;
    // A look-up started early may never be used; its failure is reported by whoever uses it.
    answer.catch(() => {
      if (last === entry) last = null;
    });
    return answer;
  };
}
