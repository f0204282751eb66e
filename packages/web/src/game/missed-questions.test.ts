import type { QuestionResult } from "@quizdeck/shared/socket-events";
import { describe, expect, test } from "vitest";
import { missedCount, withResult } from "./missed-questions";

const result = (CardIndex: number, outcome: QuestionResult["outcome"]): QuestionResult =>
  ({ CardIndex, outcome, points: 0, score: 0, rank: 1, playerCount: 1, rankChange: null }) as QuestionResult;

describe("missed questions", () => {
  test("wrong and unanswered count, right ones do not, each question once", () => {
    let outcomes = {};
    outcomes = withResult(outcomes, result(0, "correct"));
    outcomes = withResult(outcomes, result(1, "incorrect"));
    outcomes = withResult(outcomes, result(2, "timeout"));
    const same = withResult(outcomes, result(2, "timeout"));
    expect(same).toBe(outcomes);
    expect(missedCount(same)).toBe(2);
  });
});
