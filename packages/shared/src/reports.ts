import { z } from "zod";
import type { CardType } from "./card-types";
import { gameIdParams } from "./games";
import { digitsToNumber, userId } from "./ids";
import type { TypedWord } from "./socket-events";

/** The report of a finished game (issue 11): what the class got right and wrong, per question and per player. */
export interface ReportQuestion {
  /** 0-based card index as played. */
  index: number;
  /** Issue 14: the card played, so a player's misses enter their review queue (absent in older reports). */
  cardId?: number;
  question: string;
  /** Issue 30: the card's type; absent (older reports) is multiple choice. */
  type?: CardType;
  /**
   * The card's answers in its own order. Multiple choice and true or false: 0 is the correct answer; select all
   * and poll: the options; put in order: the items in the right order; type the answer: the accepted answers.
   */
  answers: string[];
  /** Answers per original answer index (select all: how many picked each option; put in order, type the answer: []). */
  counts: number[];
  /** Select all: the indexes of the right options. */
  correctChoices?: number[];
  /** Type the answer: the most typed answers. */
  words?: TypedWord[];
  answered: number;
  /** Players in the game when the question closed (answered + not). */
  players: number;
  correct: number;
  /** Mean answer time of those who answered. */
  averageMs: number | null;
}

/**
 * `choice`: original answer index (multiple choice, true or false, poll), null = none. Issue 30: the other types
 * keep the answer as `text` (the typed text, the picked options joined with ", ", the items joined with " → "), and
 * every type's answer has its `result` (absent in older reports: there `choice` 0 is right).
 */
export interface ReportAnswer {
  choice: number | null;
  text?: string;
  result?: "correct" | "incorrect" | "answered";
  ms: number | null;
  points: number;
  /** Issue 14: present (true) when the player was not in the question (joined after it): no answer, no miss. */
  absent?: true;
}

export interface ReportPlayer {
  userId: string;
  username: string;
  /** Null for a player the host removed (`removed`): they have no rank. */
  rank: number | null;
  score: number;
  correct: number;
  unanswered: number;
  averageMs: number | null;
  joinedLate: boolean;
  /** Issue 12: present (true) for a guest, who has no profile to link to. */
  guest?: true;
  /**
   * Issue 29: present (true) for a player the host removed after the start: their answers so far are kept, but
   * they are out of the ranks and the stats (absent in reports stored before).
   */
  removed?: true;
  /** One per ReportQuestion, same order (one the player was not in is null/null/0 with `absent`). */
  answers: ReportAnswer[];
}

/** A player's answer to one question, in the report's words: the page and the CSV say the same ("Answered": a poll). */
export type AnswerResult =
  | "Correct"
  | "Incorrect"
  | "Answered"
  | "No answer"
  | "Not in the game yet"
  | "Not reached"
  | "Removed";

const resultWords = { correct: "Correct", incorrect: "Incorrect", answered: "Answered" } as const;

/** Whether the player answered the question at all. */
export const hasAnswered = (answer: ReportAnswer | undefined) =>
  answer !== undefined && (answer.result !== undefined || answer.choice !== null);

/** Whether the answer was right (never a poll's, nor a missing one). */
export const answeredRight = (answer: ReportAnswer | undefined) =>
  answer?.result === undefined ? answer?.choice === 0 : answer.result === "correct";

/**
 * The questions a player missed, as their study queue takes them: answered wrong or not at all, of those they
 * were in; a poll is never a miss.
 */
export const missedQuestions = (questions: Pick<ReportQuestion, "type">[], answers: ReportAnswer[]): number =>
  answers.filter((answer, at) => !answer.absent && questions[at]?.type !== "poll" && !answeredRight(answer)).length;

/**
 * A question the player was not in is "Not in the game yet" before their first one (they joined late), "Removed"
 * after their last one when the host removed them, and otherwise "Not reached" after it (a student-paced game that
 * ended before they got there) (docs/product.md "Game report").
 */
export function answerResult(player: Pick<ReportPlayer, "answers" | "removed">, position: number): AnswerResult {
  const answer = player.answers[position];
  if (answer?.absent) {
    const lastIn = player.answers.findLastIndex((other) => !other.absent);
    if (player.removed && position > lastIn) return "Removed";
    return lastIn >= 0 && position > lastIn ? "Not reached" : "Not in the game yet";
  }
  if (!hasAnswered(answer)) return "No answer";
  if (answer?.result) return resultWords[answer.result];
  return answeredRight(answer) ? "Correct" : "Incorrect";
}

/** What the player answered, in words: the answer picked, or (issue 30) the typed text, the options, the order. */
export function answerShown(question: Pick<ReportQuestion, "answers">, answer: ReportAnswer | undefined): string {
  if (answer?.text !== undefined) return answer.text;
  const choice = answer?.choice ?? null;
  return choice === null ? "" : (question.answers[choice] ?? "");
}

/** One of a question's answers as the report lists it: `count` null when the type does not count picks. */
export interface ReportAnswerLine {
  text: string;
  count: number | null;
  right: boolean;
}

/**
 * A question's answers as the report lists them, per type (issue 30): multiple choice and true or false each answer
 * with its count, the first right; select all each option, the right ones marked; a poll each option, none right;
 * put in order the items in the right order, each right; type the answer the accepted answers (what was typed is
 * in `words`).
 */
export function reportAnswerLines(
  question: Pick<ReportQuestion, "type" | "answers" | "counts" | "correctChoices">,
): ReportAnswerLine[] {
  const type = question.type ?? "multiple_choice";
  const rightOnes = new Set(question.correctChoices ?? []);
  const counted = type !== "order" && type !== "type_answer";
  const isRight = (index: number) => {
    if (type === "select_all") return rightOnes.has(index);
    if (type === "poll") return false;
    return counted ? index === 0 : true;
  };
  return question.answers.map((text, index) => ({
    text,
    count: counted ? (question.counts[index] ?? 0) : null,
    right: isRight(index),
  }));
}

/** Whether the question has right answers to count: a poll has none (its "% correct" means nothing). */
export const hasRightAnswer = (question: Pick<ReportQuestion, "type">) => question.type !== "poll";

export interface GameReportData {
  deckTitle: string | null;
  questions: ReportQuestion[];
  players: ReportPlayer[];
}

// ---------- REST: GET /api/games/reports, GET /api/games/{id}/report (docs/api.md) ----------

/** One finished game of the signed-in user, in the "Past games" list: one they hosted or (issue 29) played. */
export interface PastGame {
  gameId: string;
  deckTitle: string | null;
  /** ISO 8601. */
  endedAt: string;
  players: number;
  questions: number;
  /** "hosted": the report is theirs; "played": they were a player (the report is the host's alone). */
  role: "hosted" | "played";
  /** A played game's points; null for a hosted one. */
  score: number | null;
  /** A played game's place (ties share it) among `ranked` players; null for a hosted one, or when unknown. */
  rank: number | null;
  ranked: number | null;
}

/** A page of a longer list: `total` items in all, this page starting at `offset`. */
export interface Page<Item> {
  items: Item[];
  total: number;
  limit: number;
  offset: number;
}

/** A player's line of the report, without their answers (those are in the CSV). */
export type ReportPlayerSummary = Omit<ReportPlayer, "answers">;

export interface GameReport {
  gameId: string;
  deckTitle: string | null;
  endedAt: string;
  questions: ReportQuestion[];
  /** Best first (ties share a rank). */
  players: Page<ReportPlayerSummary>;
}

/** `/api/games/{Game_id}/report/players/{userId}`: one player's line of the report (issue 29). */
export const reportPlayerParams = gameIdParams.extend({ userId });

export const REPORT_PAGE_DEFAULT = 50;
export const REPORT_PAGE_MAX = 200;

const pageNumber = (field: string, min: number, max: number) =>
  z.preprocess(
    digitsToNumber,
    z
      .number({ error: `${field} must be a whole number` })
      .int({ error: `${field} must be a whole number` })
      .min(min, { error: `${field} must be at least ${min}` })
      .max(max, { error: `${field} must be at most ${max}` }),
  );

/** `?limit=&offset=` of a paginated list: whole numbers written with digits only. */
export const pageQuery = z.object({
  limit: pageNumber("limit", 1, REPORT_PAGE_MAX).default(REPORT_PAGE_DEFAULT),
  offset: pageNumber("offset", 0, 1_000_000_000).default(0),
});
export type PageQuery = z.infer<typeof pageQuery>;
