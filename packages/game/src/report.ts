/**
 * The game's report (issue 11): per question and per player, kept up as the game runs — O(1) per answer (in the
 * open question's sums), once per question at its close, and put together once at the end.
 */
import {
  type GameReportData,
  missedQuestions,
  type ReportAnswer,
  type ReportPlayer,
  type ReportQuestion,
} from "@quizdeck/shared/reports";
import type { TypedWord } from "@quizdeck/shared/socket-events";
import type { GameState, JudgedAnswer, OpenQuestion, PlayableCard, Player, PlayerRecord } from "./game-state";
import { cardTypeOf, givenAnswer, questionTypeOf } from "./question-types/index";
import type { PlayerRank } from "./ranking";

const noAnswer = (): ReportAnswer => ({ choice: null, ms: null, points: 0 });
/** A question the player was not in (they joined later): not a miss for study mode's queue. */
const notInQuestion = (): ReportAnswer => ({ choice: null, ms: null, points: 0, absent: true });

const average = (totalMs: number, count: number) => (count === 0 ? null : Math.round(totalMs / count));

/** A new player's record; a late joiner has missed `closedQuestions` questions. */
export function emptyRecord(closedQuestions: number): PlayerRecord {
  return {
    answers: Array.from({ length: closedQuestions }, notInQuestion),
    correct: 0,
    unanswered: 0,
    answered: 0,
    totalMs: 0,
  };
}

/** A question's sums as the report needs them: an open question's, or a student-paced question's (issue 31). */
export type QuestionFigures = Pick<
  OpenQuestion,
  "cardIndex" | "order" | "counts" | "answered" | "correct" | "totalMs"
> & {
  participants: { size: number };
};

/** The closed question's line of the report, from the sums counted as the answers came. */
export function reportQuestion(question: QuestionFigures, card: PlayableCard, words?: TypedWord[]): ReportQuestion {
  const type = cardTypeOf(card);
  const counts = question.counts.map(() => 0);
  question.order.forEach((original, shown) => {
    if (original < counts.length) counts[original] = question.counts[shown] ?? 0;
  });
  return {
    index: question.cardIndex,
    ...(card.cardId === undefined ? {} : { cardId: card.cardId }),
    question: card.question,
    // Multiple choice keeps the shape reports had before issue 30.
    ...(type === "multiple_choice" ? {} : { type }),
    answers: questionTypeOf(card).texts(card),
    counts,
    ...(type === "select_all" ? { correctChoices: card.correctChoices ?? [] } : {}),
    ...(words ? { words } : {}),
    answered: question.answered,
    players: question.participants.size,
    correct: question.correct,
    averageMs: average(question.totalMs, question.answered),
  };
}

/** A player's answer in the report: the card's answer index for one pick, else its text; the result. */
function reportedAnswer(order: number[], card: PlayableCard, reply: JudgedAnswer, ms: number): ReportAnswer {
  const type = questionTypeOf(card);
  const answer = givenAnswer(reply);
  const kind = cardTypeOf(card);
  const picked = "choice" in answer ? (order[answer.choice] ?? null) : null;
  if (kind === "multiple_choice") return { choice: picked, ms, points: reply.points };
  return {
    choice: picked,
    ...(type.reportText ? { text: type.reportText(card, order, answer) } : {}),
    result: kind === "poll" ? "answered" : reply.correct ? "correct" : "incorrect",
    ms,
    points: reply.points,
  };
}

/** Adds the closed question to one player's record: their answer, a missed one, or none for a late joiner. */
export function recordAnswer(record: PlayerRecord, question: OpenQuestion, card: PlayableCard, userId: string): void {
  if (!question.participants.has(userId)) record.answers.push(notInQuestion());
  else recordOwnAnswer(record, card, question.order, question.answers.get(userId), question.answerMs.get(userId) ?? 0);
}

/** Adds a question the player was in: their answer (shown in `order`, after `ms`), or a missed one. */
export function recordOwnAnswer(
  record: PlayerRecord,
  card: PlayableCard,
  order: number[],
  reply: JudgedAnswer | null | undefined,
  ms: number,
): void {
  if (!reply) {
    record.unanswered += 1;
    record.answers.push(noAnswer());
    return;
  }
  record.answers.push(reportedAnswer(order, card, reply, ms));
  record.answered += 1;
  record.totalMs += ms;
  if (reply.correct) record.correct += 1;
}

/** The report: the ranked players best first, then those the host removed (no rank; issue 29). */
export function buildReport(
  deckTitle: string | null,
  questions: ReportQuestion[],
  ranked: PlayerRank[],
  removed: Player[],
): GameReportData {
  return {
    deckTitle,
    questions,
    players: [
      ...ranked.map(({ player, rank }) => reportPlayer(player, rank)),
      ...removed.map((player) =>
        Object.assign(reportPlayer(player, null, questions.length), { removed: true as const }),
      ),
    ],
  };
}

/** After the end: the questions the player missed, their study queue's new cards. */
export const missedBy = (state: GameState, player: Player): number =>
  missedQuestions(state.reportQuestions, player.record.answers);

/** Questions a player was never sent (they joined later, or the game ended before they got there). */
export function recordNotIn(record: PlayerRecord, questionCount: number): void {
  while (record.answers.length < questionCount) record.answers.push(notInQuestion());
}

/** A removed player's record stops at their removal: the questions after it they were not in. */
function reportPlayer(player: Player, rank: number | null, questionCount = player.record.answers.length): ReportPlayer {
  const { record } = player;
  const notIn = Array.from({ length: questionCount - record.answers.length }, notInQuestion);
  return {
    userId: player.userId,
    username: player.username,
    rank,
    score: player.score,
    correct: record.correct,
    unanswered: record.unanswered,
    averageMs: average(record.totalMs, record.answered),
    joinedLate: player.joinedLate,
    ...(player.guest ? { guest: true as const } : {}),
    answers: notIn.length === 0 ? record.answers : [...record.answers, ...notIn],
  };
}
