import type { QuestionResult } from "@quizdeck/shared/socket-events";
import { useEffect, useState } from "react";

/**
 * Issue 14: the questions this player missed in this game (wrong or unanswered), counted from their own
 * question results as they arrive. Kept in sessionStorage per game, so a reload before the podium keeps them.
 */
type Outcomes = Record<number, QuestionResult["outcome"]>;

const storageKey = (gameId: string) => `quizdeck.outcomes.${gameId}`;

function readOutcomes(gameId: string): Outcomes {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(gameId)) ?? "{}") as unknown;
    return typeof stored === "object" && stored !== null ? (stored as Outcomes) : {};
  } catch {
    return {};
  }
}

/** How many of the outcomes are not "correct". */
export const missedCount = (outcomes: Outcomes): number =>
  Object.values(outcomes).filter((outcome) => outcome !== "correct").length;

/** Adds one question's result; the same object back when nothing changed. */
export function withResult(outcomes: Outcomes, result: QuestionResult): Outcomes {
  if (outcomes[result.CardIndex] === result.outcome) return outcomes;
  return { ...outcomes, [result.CardIndex]: result.outcome };
}

export function useMissedQuestions(gameId: string, latest: QuestionResult | null): number {
  const [outcomes, setOutcomes] = useState<Outcomes>(() => readOutcomes(gameId));
  useEffect(() => {
    if (!latest) return;
    setOutcomes((before) => {
      const after = withResult(before, latest);
      if (after !== before) {
        try {
          sessionStorage.setItem(storageKey(gameId), JSON.stringify(after));
        } catch {
          // No storage: the count still holds for this page.
        }
      }
      return after;
    });
  }, [gameId, latest]);
  return missedCount(outcomes);
}
