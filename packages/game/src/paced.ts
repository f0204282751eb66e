/**
 * Issue 31, student-paced games: after the countdown each player gets the deck's questions one after another on
 * their own — question, answer, their result at once, then their next question when they ask for it. Each
 * question's time runs from when it was sent to that player (the logged clock time), and one left to run out is
 * settled when the player moves on or the game ends: no timer per player.
 */
import { pointsFactor } from "@quizdeck/shared/card-types";
import type { CardForClient, CheckAnswer, PacedProgress, QuestionResult } from "@quizdeck/shared/socket-events";
import {
  addAnswerFigures,
  attemptsOf,
  countedScore,
  countsAsItGoes,
  isCountedAttempt,
  keepBetterAttempt,
} from "./attempts";
import { answerAsSeen, clientCard } from "./card-view";
import {
  type AnswerFigures,
  type Emit,
  GameRuleError,
  type GameState,
  isStudentPaced,
  type Outcome,
  type PacedGame,
  type PacedQuestion,
  type PacedQuestionFigures,
  type PacedRun,
  type PlayableCard,
  type Player,
} from "./game-state";
import { refuseAfterDeadline } from "./homework";
import { pacedFinished, pacedRank, progressOf } from "./paced-views";
import { cardTypeOf, judgedAnswer, type PlayerAnswer, questionTypeOf } from "./question-types/index";
import { emptyRecord, type QuestionFigures, recordNotIn, recordOwnAnswer, reportQuestion } from "./report";
import { type Clock, none, ruleMessages } from "./rules";
import { pacedPointsFor } from "./scoring";
import { phaseChanged } from "./views";

/** The end of the countdown: every player gets their first question. */
export function startPaced(state: GameState, clock: Clock): Outcome {
  state.phase = "paced";
  state.startsAt = null;
  const paced: PacedGame = {
    runs: new Map(),
    questions: state.cards.map(noFigures),
    finished: 0,
    progressDirty: true,
    ranks: null,
    rankedAt: Number.NEGATIVE_INFINITY,
  };
  state.paced = paced;
  const emits: Emit[] = [phaseChanged(state)];
  for (const userId of state.players.keys()) emits.push(...beginRun(state, paced, userId, clock));
  return { emits };
}

function noFigures(card: PlayableCard): PacedQuestionFigures {
  const counts = questionTypeOf(card).countsAnswers
    ? questionTypeOf(card)
        .texts(card)
        .map(() => 0)
    : [];
  return { counts, players: 0, answered: 0, correct: 0, totalMs: 0, typed: [] };
}

/** A player who joins (late) a student-paced game under way starts at its first question; one coming back goes on. */
export function joinPaced(state: GameState, userId: string, clock: Clock): Outcome {
  const paced = state.paced;
  if (state.phase !== "paced" || !paced || paced.runs.has(userId) || !state.players.has(userId)) return none();
  return { emits: beginRun(state, paced, userId, clock) };
}

function beginRun(state: GameState, paced: PacedGame, userId: string, clock: Clock): Emit[] {
  const run: PacedRun = { attempt: 1, best: null, question: null, ...freshAttempt(state, clock) };
  paced.runs.set(userId, run);
  paced.progressDirty = true;
  return sendQuestion(state, paced, userId, run, 0, clock);
}

/** What an attempt starts from: no answers, no score, active from now. */
function freshAttempt(
  state: GameState,
  clock: Clock,
): Pick<PacedRun, "score" | "given" | "result" | "cells" | "answered" | "correct" | "activeAt"> {
  return {
    score: 0,
    given: [],
    result: null,
    cells: state.cards.map(() => null),
    answered: 0,
    correct: 0,
    activeAt: clock.now,
  };
}

/** Try again: a student who finished homework with attempts left starts a new attempt at its first question. */
export function tryAgain(state: GameState, userId: string, clock: Clock): Outcome {
  const { player, paced, run } = playerRun(state, userId);
  refuseAfterDeadline(state, clock.now);
  if (run.question) throw new GameRuleError("question_open", ruleMessages.finishAttemptFirst);
  if (run.attempt >= attemptsOf(state)) throw new GameRuleError("no_attempts_left", ruleMessages.noAttemptsLeft);
  Object.assign(run, { attempt: run.attempt + 1, ...freshAttempt(state, clock) });
  player.record = emptyRecord(0);
  paced.finished -= 1;
  paced.progressDirty = true;
  return { emits: sendQuestion(state, paced, userId, run, 0, clock) };
}

/** Sends the player their question `cardIndex`, or after the last one tells them they are done. */
function sendQuestion(
  state: GameState,
  paced: PacedGame,
  userId: string,
  run: PacedRun,
  cardIndex: number,
  clock: Clock,
): Emit[] {
  const card = state.cards[cardIndex];
  const player = state.players.get(userId) as Player;
  if (!card) {
    run.question = null;
    keepBetterAttempt(state, player, run);
    paced.finished += 1;
    return [{ to: "user", userId, event: "paced_finished", payload: pacedFinished(state, run) }];
  }
  const question: PacedQuestion = {
    cardIndex,
    order: questionTypeOf(card).shownOrder(card, clock.random),
    sentAt: clock.now,
    deadline: clock.now + (card.timeLimit ?? state.settings.timePerQuestion) * 1000,
    answer: null,
  };
  run.question = question;
  if (countsAsItGoes(run)) (paced.questions[cardIndex] as PacedQuestionFigures).players += 1;
  const shown = clientCard(state, question, clock.now) as CardForClient;
  return [{ to: "user", userId, event: "card_for_client", payload: shown }];
}

/** The player's open question, or the refusal that says why there is none. */
function openQuestionOf(state: GameState, userId: string): { run: PacedRun; question: PacedQuestion } {
  const run = state.paced?.runs.get(userId);
  const question = run?.question;
  if (!run || !question) throw new GameRuleError("no_open_question", ruleMessages.noOpenQuestion);
  return { run, question };
}

/**
 * One answer to the player's own question, before its deadline: judged and scored at once by the student-paced
 * rule (scoring.ts) times the card's points factor; the player gets `check_answer` and their `question_result`.
 */
export function submitPacedAnswer(state: GameState, player: Player, answer: PlayerAnswer, clock: Clock): Outcome {
  refuseAfterDeadline(state, clock.now);
  const paced = state.paced as PacedGame;
  const { run, question } = openQuestionOf(state, player.userId);
  if (question.answer) throw new GameRuleError("already_answered", ruleMessages.alreadyAnswered);
  if (clock.now > question.deadline) throw new GameRuleError("too_late", ruleMessages.tooLate);
  const card = state.cards[question.cardIndex] as PlayableCard;
  const type = questionTypeOf(card);
  const verdict = type.judge(card, question.order, answer);
  const correct = verdict === true;
  const ms = clock.now - question.sentAt;
  const limitMs = question.deadline - question.sentAt;
  const points =
    verdict === null
      ? 0
      : pacedPointsFor(correct, ms, limitMs, state.settings.pointsForWrong) * pointsFactor[card.points ?? "standard"];
  run.score += points;
  player.score = countedScore(run);
  state.ranks = null;
  const figures = paced.questions[question.cardIndex] as PacedQuestionFigures;
  const reply = judgedAnswer(answer, {
    position: figures.answered + 1,
    totalPos: state.players.size,
    correct,
    points,
    score: run.score,
  });
  question.answer = reply;
  const given: AnswerFigures = {
    counted: type.counted(answer).map((shown) => question.order[shown] as number),
    ms,
    correct,
    typed: "text" in answer ? answer.text : null,
  };
  if (countsAsItGoes(run)) addAnswerFigures(figures, given, 1);
  if (attemptsOf(state) > 1) run.given[question.cardIndex] = given;
  run.answered += 1;
  if (correct) run.correct += 1;
  run.cells[question.cardIndex] = verdict === null ? "answered" : correct ? "right" : "wrong";
  run.activeAt = clock.now;
  recordOwnAnswer(player.record, card, question.order, reply, ms);
  paced.progressDirty = true;
  const seen: CheckAnswer = answerAsSeen(state, reply, question.cardIndex);
  return {
    emits: [
      { to: "user", userId: player.userId, event: "check_answer", payload: seen },
      { to: "user", userId: player.userId, event: "question_result", payload: settleRun(state, player, run, clock) },
    ],
  };
}

/** The player's result of their current question (answered, or run out), kept for a reconnect. */
function settleRun(state: GameState, player: Player, run: PacedRun, clock: Clock): QuestionResult {
  const question = run.question as PacedQuestion;
  const card = state.cards[question.cardIndex] as PlayableCard;
  const { words: _words, ...reveal } = questionTypeOf(card).reveal(card, question.order, []);
  const reply = question.answer;
  run.result = {
    CardIndex: question.cardIndex,
    outcome: reply ? (cardTypeOf(card) === "poll" ? "answered" : reply.correct ? "correct" : "incorrect") : "timeout",
    points: reply?.points ?? 0,
    score: run.score,
    rank: pacedRank(state, player.userId, clock.now),
    playerCount: state.players.size,
    rankChange: null,
    ...reveal,
  };
  return run.result;
}

/**
 * The player's next question, after their result or their question's time ran out (then it counts as not
 * answered and they get its result first); after their last, `paced_finished` again.
 */
export function nextPacedQuestion(state: GameState, userId: string, clock: Clock): Outcome {
  const { player, paced, run } = playerRun(state, userId);
  refuseAfterDeadline(state, clock.now);
  const question = run.question;
  if (!question)
    return { emits: [{ to: "user", userId, event: "paced_finished", payload: pacedFinished(state, run) }] };
  const emits: Emit[] = [];
  if (!question.answer) {
    if (clock.now <= question.deadline) throw new GameRuleError("question_open", ruleMessages.answerFirst);
    emits.push({ to: "user", userId, event: "question_result", payload: timeOut(state, player, run, clock) });
  }
  run.activeAt = clock.now;
  paced.progressDirty = true;
  emits.push(...sendQuestion(state, paced, userId, run, question.cardIndex + 1, clock));
  return { emits };
}

/** A player's own way through the game under way, or the refusal that says why they have none. */
function playerRun(state: GameState, userId: string): { player: Player; paced: PacedGame; run: PacedRun } {
  if (userId === state.hostId) throw new GameRuleError("host_cannot_play", ruleMessages.hostCannotPlay);
  const player = state.players.get(userId);
  if (!player) throw new GameRuleError("not_in_game", ruleMessages.notInGame);
  if (!isStudentPaced(state)) throw new GameRuleError("forbidden", ruleMessages.hostMovesOn);
  const paced = state.paced;
  const run = paced?.runs.get(userId);
  if (state.phase !== "paced" || !paced || !run) throw new GameRuleError("not_started", ruleMessages.notStarted);
  return { player, paced, run };
}

function timeOut(state: GameState, player: Player, run: PacedRun, clock: Clock): QuestionResult {
  const question = run.question as PacedQuestion;
  run.cells[question.cardIndex] = "timeout";
  recordOwnAnswer(player.record, state.cards[question.cardIndex] as PlayableCard, question.order, null, 0);
  return settleRun(state, player, run, clock);
}

/**
 * A player leaves or is removed: they no longer count among those playing or finished; an attempt under way ends
 * there, and their record (kept for a removed player's report row) is the attempt that counts; its question left
 * unanswered is not theirs in the report's figures.
 */
export function forgetRun(state: GameState, player: Player): void {
  const paced = state.paced;
  const run = paced?.runs.get(player.userId);
  if (!paced || !run) return;
  const open = run.question;
  if (open) {
    keepBetterAttempt(state, player, run);
    // As in a live game, a question left open and unanswered no longer counts them among its players, when this
    // attempt is the one in the class's figures.
    if (!open.answer && isCountedAttempt(run)) (paced.questions[open.cardIndex] as PacedQuestionFigures).players -= 1;
  } else paced.finished -= 1;
  paced.runs.delete(player.userId);
  paced.progressDirty = true;
}

/**
 * The end of a student-paced game: each player's open question unanswered counts as not answered, the questions
 * they never got as not theirs (like a late joiner's); the report's questions from the figures of everyone.
 */
export function settlePaced(state: GameState): void {
  const paced = state.paced;
  if (!paced) return;
  for (const player of state.players.values()) {
    const run = paced.runs.get(player.userId);
    const question = run?.question;
    if (run && question) {
      if (!question.answer) {
        recordOwnAnswer(player.record, state.cards[question.cardIndex] as PlayableCard, question.order, null, 0);
      }
      keepBetterAttempt(state, player, run);
    }
    recordNotIn(player.record, state.cards.length);
  }
  state.reportQuestions = state.cards.map((card, cardIndex) => {
    const figures = paced.questions[cardIndex] as PacedQuestionFigures;
    const type = questionTypeOf(card);
    const order = type.texts(card).map((_, index) => index);
    const sums: QuestionFigures = {
      cardIndex,
      order,
      counts: figures.counts,
      answered: figures.answered,
      correct: figures.correct,
      totalMs: figures.totalMs,
      participants: { size: figures.players },
    };
    return reportQuestion(sums, card, type.reveal(card, order, figures.typed).words);
  });
}

/** Takes the host's progress for its throttled announcement, or null when it has not changed. */
export function drainProgress(state: GameState, now: number): Extract<Emit, { event: "progress" }> | null {
  const paced = state.paced;
  if (!paced?.progressDirty || state.phase !== "paced") return null;
  paced.progressDirty = false;
  return { to: "host", event: "progress", payload: progressOf(state, now) as PacedProgress };
}
