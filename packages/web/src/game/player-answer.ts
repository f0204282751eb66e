import type { CheckAnswer } from "@quizdeck/shared/socket-events";

/**
 * One answer in its question type's form (issue 30), as `submit_answer` carries it: the shown answer picked, the
 * shown answers picked or put in order, or the typed text.
 */
export type PlayerAnswer = { Answer_id: number } | { Answer_ids: number[] } | { Text: string };

/** The answer the server locked in, in the form it was sent. */
export function answerOfCheck(check: CheckAnswer): PlayerAnswer {
  if (check.Answer_ids !== undefined) return { Answer_ids: check.Answer_ids };
  if (check.Text !== undefined) return { Text: check.Text };
  return { Answer_id: check.Answer_id };
}
