import { z } from "zod";
import { gameIdParams } from "./games";
import { digitsToNumber, userId } from "./ids";

/** The report of a finished game (issue 11): what the class got right and wrong, per question and per player. */
export interface ReportQuestion {
  /** 0-based card index as played. */
  index: number;
  /** Issue 14: the card played, so a player's misses enter their review queue (absent in older reports). */
  cardId?: number;
  question: string;
  /** Original order: 0 is the correct answer (multiple choice: two to four of them). */
  answers: string[];
  /** Answers per original answer index. */
  counts: number[];
  answered: number;
  /** Players in the game when the question closed (answered + not). */
  players: number;
  correct: number;
  /** Mean answer time of those who answered. */
  averageMs: number | null;
}

/** `choice`: original answer index, null = no answer. */
export interface ReportAnswer {
  choice: number | null;
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

/** A player's answer to one question, in the report's words: the page and the CSV say the same. */
export type AnswerResult = "Correct" | "Incorrect" | "No answer" | "Not in the game yet" | "Removed";

/**
 * A question the player was not in is "Not in the game yet" before their first one (they joined late) and
 * "Removed" after their last one when the host removed them (docs/product.md "Game report").
 */
export function answerResult(player: Pick<ReportPlayer, "answers" | "removed">, position: number): AnswerResult {
  const answer = player.answers[position];
  if (answer?.absent) {
    const lastIn = player.answers.findLastIndex((other) => !other.absent);
    return player.removed && position > lastIn ? "Removed" : "Not in the game yet";
  }
  const choice = answer?.choice ?? null;
  return choice === null ? "No answer" : choice === 0 ? "Correct" : "Incorrect";
}

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
