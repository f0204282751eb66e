/** The question cycle: a question opens, answers come in, it closes and every player gets their result. */
import { pointsFactor } from "@quizdeck/shared/card-types";
import { LEADERBOARD_SIZE } from "@quizdeck/shared/constants";
import type { CardForClient, QuestionEnded, QuestionResult } from "@quizdeck/shared/socket-events";
import { answerAsSeen, cardForClient } from "./card-view";
import {
  type Emit,
  GameRuleError,
  type GameState,
  isStudentPaced,
  type OpenQuestion,
  type Outcome,
  type PlayableCard,
} from "./game-state";
import { submitPacedAnswer } from "./paced";
import { cardTypeOf, givenAnswer, judgedAnswer, type PlayerAnswer, questionTypeOf } from "./question-types/index";
import { asRanked, rankPlayers } from "./ranking";
import { recordAnswer, reportQuestion } from "./report";
import { type Clock, none, RECONNECT_GRACE_MS, ruleMessages } from "./rules";
import { pointsFor } from "./scoring";
import { answerCountOf, phaseChanged } from "./views";

export function openQuestion(state: GameState, cardIndex: number, clock: Clock): Outcome {
  state.phase = "question";
  state.cardIndex = cardIndex;
  const waiting = new Set<string>();
  for (const player of state.players.values()) if (player.connected) waiting.add(player.userId);
  const card = state.cards[cardIndex] as PlayableCard;
  const type = questionTypeOf(card);
  const order = type.shownOrder(card, clock.random);
  state.question = {
    cardIndex,
    order,
    deadline: clock.now + (card.timeLimit ?? state.settings.timePerQuestion) * 1000,
    openedAt: clock.now,
    total: state.players.size,
    participants: new Set(state.players.keys()),
    answers: new Map(),
    answerMs: new Map(),
    counts: type.countsAnswers ? order.map(() => 0) : [],
    answered: 0,
    correct: 0,
    totalMs: 0,
    waiting,
    awayUntil: new Map(),
  };
  // The host hears at once who the question waits for.
  state.answerCountDirty = true;
  const shown = cardForClient(state, clock.now) as CardForClient;
  const emits: Emit[] = [{ to: "room", event: "card_for_client", payload: shown }, phaseChanged(state)];
  // Nobody connected to wait for: the question would only run out its time.
  if (waiting.size === 0) return { emits: [...emits, ...closeQuestion(state, clock).emits] };
  return { emits };
}

/**
 * One answer per player per question, before the deadline, in the form of the question's type (a number is one
 * shown answer, as before issue 30); points by the docs/product.md §9 rule times the card's points factor.
 */
export function submitAnswer(state: GameState, userId: string, given: PlayerAnswer | number, clock: Clock): Outcome {
  if (userId === state.hostId) throw new GameRuleError("host_cannot_play", ruleMessages.hostCannotPlay);
  const player = state.players.get(userId);
  if (!player) throw new GameRuleError("not_in_game", ruleMessages.notInGame);
  const answer = typeof given === "number" ? { choice: given } : given;
  if (state.phase === "paced" && isStudentPaced(state)) return submitPacedAnswer(state, player, answer, clock);
  const question = state.question;
  if (state.phase !== "question" || !question) throw new GameRuleError("no_open_question", ruleMessages.noOpenQuestion);
  if (!question.participants.has(userId)) {
    throw new GameRuleError("no_open_question", ruleMessages.joinedDuringQuestion);
  }
  if (question.answers.has(userId)) throw new GameRuleError("already_answered", ruleMessages.alreadyAnswered);
  if (clock.now > question.deadline) throw new GameRuleError("too_late", ruleMessages.tooLate);
  const card = state.cards[question.cardIndex] as PlayableCard;
  const type = questionTypeOf(card);
  const verdict = type.judge(card, question.order, answer);
  const correct = verdict === true;
  const position = question.answers.size + 1;
  const total = Math.max(question.total, position);
  const points =
    verdict === null
      ? 0
      : pointsFor(correct, position, total, state.settings.pointsForWrong) * pointsFactor[card.points ?? "standard"];
  player.score += points;
  state.ranks = null;
  const reply = judgedAnswer(answer, { position, totalPos: total, correct, points, score: player.score });
  question.answers.set(userId, reply);
  const ms = clock.now - question.openedAt;
  question.answerMs.set(userId, ms);
  for (const shown of type.counted(answer)) question.counts[shown] = (question.counts[shown] ?? 0) + 1;
  question.answered += 1;
  question.totalMs += ms;
  if (correct) question.correct += 1;
  question.waiting.delete(userId);
  state.answerCountDirty = true;
  const emits: Emit[] = [{ to: "user", userId, event: "check_answer", payload: answerAsSeen(state, reply) }];
  if (question.waiting.size === 0) emits.push(...closeQuestion(state, clock).emits);
  return { emits };
}

/** The answer stays (later answers keep their positions) but no longer counts in the question's figures. */
export function forgetAnswer(state: GameState, question: OpenQuestion, userId: string): void {
  const reply = question.answers.get(userId);
  if (!reply) return;
  const type = questionTypeOf(state.cards[question.cardIndex] as PlayableCard);
  for (const shown of type.counted(givenAnswer(reply))) question.counts[shown] = (question.counts[shown] ?? 1) - 1;
  question.answered -= 1;
  if (reply.correct) question.correct -= 1;
  question.totalMs -= question.answerMs.get(userId) ?? 0;
}

export function stopWaitingFor(state: GameState, userId: string, clock: Clock): Outcome {
  const question = state.question;
  if (state.phase !== "question" || !question) return none();
  question.waiting.delete(userId);
  question.awayUntil.delete(userId);
  return question.waiting.size === 0 ? closeQuestion(state, clock) : none();
}

/** The player's connection dropped: the question still waits for their answer a moment (RECONNECT_GRACE_MS). */
export function waitForReturn(state: GameState, userId: string, clock: Clock): void {
  const question = state.question;
  if (state.phase !== "question" || !question?.waiting.has(userId)) return;
  question.awayUntil.delete(userId);
  question.awayUntil.set(userId, clock.now + RECONNECT_GRACE_MS);
}

/** When the first player who dropped stops being waited for, or null. */
export function firstReturnDeadline(question: OpenQuestion): number | null {
  for (const until of question.awayUntil.values()) return until;
  return null;
}

/** Stops waiting for the players whose moment to come back is over; the question closes when nobody is left. */
export function giveUpOnDropped(state: GameState, clock: Clock): Outcome {
  const question = state.question;
  if (state.phase !== "question" || !question) return none();
  let gaveUp = false;
  for (const [userId, until] of question.awayUntil) {
    if (until > clock.now) break;
    question.awayUntil.delete(userId);
    question.waiting.delete(userId);
    gaveUp = true;
  }
  return gaveUp && question.waiting.size === 0 ? closeQuestion(state, clock) : none();
}

/**
 * The question is over: one sort ranks everyone, then one pass gives each player in the question their own
 * result and adds the question to every player's report record.
 */
export function closeQuestion(state: GameState, _clock: Clock): Outcome {
  const { ended, results } = settleQuestion(state, state.question as OpenQuestion);
  state.phase = "results";
  state.answerCountDirty = false;
  const emits: Emit[] = [{ to: "room", event: "question_ended", payload: ended }];
  for (const { userId, result } of results)
    emits.push({ to: "user", userId, event: "question_result", payload: result });
  emits.push(phaseChanged(state));
  return { emits };
}

export function settleQuestion(
  state: GameState,
  question: OpenQuestion,
): { ended: QuestionEnded; results: { userId: string; result: QuestionResult }[] } {
  const ranked = rankPlayers(state.players.values());
  const ranks = new Map<string, number>();
  state.ranks = ranks;
  const card = state.cards[question.cardIndex] as PlayableCard;
  const { words, ...reveal } = questionTypeOf(card).reveal(card, question.order, typedAnswers(question));
  const poll = cardTypeOf(card) === "poll";
  const results: { userId: string; result: QuestionResult }[] = [];
  for (const { player, rank } of ranked) {
    ranks.set(player.userId, rank);
    recordAnswer(player.record, question, card, player.userId);
    if (!question.participants.has(player.userId)) continue;
    const reply = question.answers.get(player.userId);
    player.result = {
      CardIndex: question.cardIndex,
      outcome: reply ? (poll ? "answered" : reply.correct ? "correct" : "incorrect") : "timeout",
      points: reply?.points ?? 0,
      score: player.score,
      rank,
      playerCount: ranked.length,
      rankChange: player.rank === null ? null : player.rank - rank,
      ...reveal,
    };
    player.rank = rank;
    results.push({ userId: player.userId, result: player.result });
  }
  state.reportQuestions.push(reportQuestion(question, card, words));
  const ended: QuestionEnded = {
    CardIndex: question.cardIndex,
    Type: cardTypeOf(card),
    ...reveal,
    ...(words ? { words } : {}),
    ...(poll ? {} : { correctCount: question.correct }),
    counts: [...question.counts],
    answered: question.answered,
    total: question.participants.size,
    Scores: ranked.slice(0, LEADERBOARD_SIZE).map(asRanked),
  };
  state.lastResult = ended;
  return { ended, results };
}

/** What the question's players still in the game typed (type the answer), in the order they answered. */
function typedAnswers(question: OpenQuestion): string[] {
  const typed: string[] = [];
  for (const [userId, reply] of question.answers) {
    if (reply.Text !== undefined && question.participants.has(userId)) typed.push(reply.Text);
  }
  return typed;
}

/** Takes the answer count for the host's throttled announcement, or null when it has not changed. */
export function drainAnswerCount(state: GameState): Extract<Emit, { event: "answer_count" }> | null {
  const count = state.answerCountDirty ? answerCountOf(state) : null;
  if (!count) return null;
  state.answerCountDirty = false;
  return { to: "host", event: "answer_count", payload: count };
}
