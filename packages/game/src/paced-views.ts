/** Issue 31: what a student-paced game looks like to one player (their own question) and to its host (progress). */
import { PROGRESS_ROWS } from "@quizdeck/shared/paced";
import type { GameSnapshot, PacedFinished, PacedProgress, ProgressRow } from "@quizdeck/shared/socket-events";
import { attemptsOf, countedScore } from "./attempts";
import { answerAsSeen, clientCard } from "./card-view";
import type { GameState, PacedGame, PacedRun, Player } from "./game-state";
import { rankPlayers, ranksOf } from "./ranking";

/** A student-paced game ranks its class at most this often: answers come one by one, a sort costs them all. */
export const PACED_RANKING_MS = 1000;

/**
 * For a result: the player's rank by score so far, from a ranking at most PACED_RANKING_MS old (one who joined
 * since: after everyone in it). Only logged commands call it.
 */
export function pacedRank(state: GameState, userId: string, now: number): number {
  const paced = state.paced as PacedGame;
  if (paced.ranks === null || now - paced.rankedAt >= PACED_RANKING_MS) {
    paced.ranks = new Map(rankPlayers(state.players.values()).map(({ player, rank }) => [player.userId, rank]));
    paced.rankedAt = now;
  }
  return paced.ranks.get(userId) ?? paced.ranks.size + 1;
}

/** For a snapshot, which changes nothing: the results' last ranking, or before any result everyone's. */
const snapshotRank = (state: GameState, userId: string): number | null =>
  (state.paced?.ranks ?? ranksOf(state)).get(userId) ?? null;

export function pacedFinished(state: GameState, run: PacedRun): PacedFinished {
  return {
    score: run.score,
    correct: run.correct,
    answered: run.answered,
    total: state.cards.length,
    attempt: run.attempt,
    attempts: attemptsOf(state),
    bestScore: countedScore(run),
  };
}

/** The host's progress grid: the figures of everyone, the rows of the first PROGRESS_ROWS players. */
export function progressOf(state: GameState, now: number): PacedProgress | null {
  const paced = state.paced;
  if (!paced) return null;
  const rows: ProgressRow[] = [];
  for (const player of state.players.values()) {
    if (rows.length >= PROGRESS_ROWS) break;
    const run = paced.runs.get(player.userId);
    if (run) rows.push(progressRow(player, run, now));
  }
  const attempts = attemptsOf(state);
  const progress: PacedProgress = {
    total: state.players.size,
    finished: paced.finished,
    questions: state.cards.length,
    perQuestion: paced.questions.map(({ answered, correct }) => ({ answered, correct })),
    rows,
    serverNow: now,
  };
  if (attempts > 1) progress.attempts = attempts;
  return progress;
}

function progressRow(player: Player, run: PacedRun, now: number): ProgressRow {
  const row: ProgressRow = {
    User_id: player.userId,
    Username: player.username,
    score: player.score,
    answered: run.answered,
    correct: run.correct,
    current: run.question?.cardIndex ?? null,
    idleMs: Math.max(0, now - run.activeAt),
    cells: [...run.cells],
  };
  if (player.guest) row.Guest = true;
  if (run.attempt > 1) row.attempt = run.attempt;
  return row;
}

/** What a student-paced snapshot says beyond the common one: the player's own question, or the host's grid. */
export function pacedSnapshot(state: GameState, userId: string, now: number): Partial<GameSnapshot> {
  if (userId === state.hostId) return { progress: progressOf(state, now) };
  const player = state.players.get(userId);
  const run = state.paced?.runs.get(userId);
  if (!player || !run) return {};
  const question = run.question;
  const you = pacedYou(state, player, run);
  if (!question) return { you, card: null, answered: null, yourResult: null, pacedFinished: pacedFinished(state, run) };
  return {
    you,
    // The deadline is the one it was sent with: coming back never resets it.
    card: clientCard(state, question, now),
    answered: question.answer ? answerAsSeen(state, question.answer, question.cardIndex) : null,
    yourResult: run.result?.CardIndex === question.cardIndex ? run.result : null,
    pacedFinished: null,
  };
}

/** The player as their own screen shows them: the score of the attempt they are on. */
function pacedYou(state: GameState, player: Player, run: PacedRun): NonNullable<GameSnapshot["you"]> {
  return {
    User_id: player.userId,
    Username: player.username,
    score: run.score,
    rank: snapshotRank(state, player.userId),
    joinedLate: player.joinedLate,
  };
}
