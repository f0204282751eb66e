/**
 * Issue 31, homework's attempts: a student who finished may work through the questions again while attempts are
 * left, and their best attempt counts — for their score, the report's row, their study queue and the class's figures
 * per question. The first attempt counts as it goes; a later one counts from when it ends better than the best so
 * far (a higher score; a tie keeps the earlier), and then takes the earlier one's place in the class's figures.
 */
import type {
  AnswerFigures,
  CountedAttempt,
  GameState,
  PacedGame,
  PacedQuestionFigures,
  PacedRun,
  Player,
} from "./game-state";

export const attemptsOf = (state: GameState) => state.settings.attempts ?? 1;

/** Whether the run's answers are in the class's figures as they come: the first attempt's are. */
export const countsAsItGoes = (run: PacedRun) => run.best === null;

/** Whether the run's current attempt is the one in the class's figures (after keepBetterAttempt has had its say). */
export const isCountedAttempt = (run: PacedRun) => run.best?.given === run.given;

/** Adds (sign 1) or takes back (sign -1) one answer in its question's figures. */
export function addAnswerFigures(figures: PacedQuestionFigures, answer: AnswerFigures, sign: 1 | -1): void {
  for (const original of answer.counted) figures.counts[original] = (figures.counts[original] ?? 0) + sign;
  figures.answered += sign;
  figures.totalMs += sign * answer.ms;
  if (answer.correct) figures.correct += sign;
  if (answer.typed === null) return;
  if (sign === 1) figures.typed.push(answer.typed);
  else figures.typed.splice(figures.typed.lastIndexOf(answer.typed), 1);
}

/** Questions sent in the run so far: its questions are sent in order, its current one last. */
const lastSentIn = (state: GameState, run: PacedRun) => run.question?.cardIndex ?? state.cards.length - 1;

function addAttempt(paced: PacedGame, attempt: Pick<CountedAttempt, "given" | "lastSent">, sign: 1 | -1): void {
  for (let cardIndex = 0; cardIndex <= attempt.lastSent; cardIndex += 1) {
    const figures = paced.questions[cardIndex] as PacedQuestionFigures;
    figures.players += sign;
    const answer = attempt.given[cardIndex];
    if (answer) addAnswerFigures(figures, answer, sign);
  }
}

/**
 * The end of an attempt (finished, or cut short by the game's end or the player's removal): the better of it and
 * the best so far becomes the one that counts. The player's record is then the counted attempt's.
 */
export function keepBetterAttempt(state: GameState, player: Player, run: PacedRun): void {
  const paced = state.paced as PacedGame;
  const attempt: CountedAttempt = {
    score: run.score,
    record: player.record,
    given: run.given,
    lastSent: lastSentIn(state, run),
  };
  const best = run.best;
  if (best !== null && attempt.score <= best.score) {
    player.record = best.record;
    return;
  }
  if (best !== null) {
    addAttempt(paced, best, -1);
    addAttempt(paced, attempt, 1);
  }
  run.best = attempt;
}

/** The student's score that counts: their best attempt's, or the one under way when it is better. */
export const countedScore = (run: PacedRun) => Math.max(run.best?.score ?? 0, run.score);
