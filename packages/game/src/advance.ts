/** What moves a started game on: the host's Next, and the clock (the countdown, a question's time, a host away). */

import { finish } from "./finish";
import { GameRuleError, type GameState, isStudentPaced, type Outcome } from "./game-state";
import { deadlineReached, homeworkDeadline, isHomework } from "./homework";
import { startPaced } from "./paced";
import { closeQuestion, firstReturnDeadline, giveUpOnDropped, openQuestion } from "./questions";
import { type Clock, HOST_IDLE_MS, LOBBY_WITHOUT_HOST_MS, requireHost, ruleMessages } from "./rules";
import { phaseChanged } from "./views";

/** The host's Next: question → results → leaderboard → next question, after the last card → the end. */
export function nextStep(state: GameState, userId: string, clock: Clock): Outcome {
  requireHost(state, userId);
  switch (state.phase) {
    case "question":
      return closeQuestion(state, clock);
    case "results":
      state.phase = "leaderboard";
      return {
        emits: [
          { to: "room", event: "show_leaderboard", payload: { CardIndex: state.cardIndex } },
          phaseChanged(state),
        ],
      };
    case "leaderboard":
      return state.cardIndex + 1 < state.cards.length ? openQuestion(state, state.cardIndex + 1, clock) : finish(state);
    case "paced":
      throw new GameRuleError("student_paced", ruleMessages.studentsMoveOn);
    case "lobby":
    case "countdown":
      throw new GameRuleError("not_started", ruleMessages.notStarted);
    case "ended":
      throw new GameRuleError("game_over", ruleMessages.gameOver);
  }
}

/** The moment the transport must call `advanceClock` next, or null when nothing is timed. */
export function nextWakeUp(state: GameState): number | null {
  const timed =
    state.phase === "countdown" ? state.startsAt : state.phase === "question" ? questionWakeUp(state) : null;
  const wakeUps = [timed, hostAwayDeadline(state), state.phase === "ended" ? null : homeworkDeadline(state)];
  const due = wakeUps.filter((at): at is number => at !== null);
  return due.length === 0 ? null : Math.min(...due);
}

/** The question's deadline, or earlier the moment a player who dropped stops being waited for. */
function questionWakeUp(state: GameState): number | null {
  const question = state.question;
  if (!question) return null;
  const dropped = firstReturnDeadline(question);
  return dropped === null ? question.deadline : Math.min(question.deadline, dropped);
}

/**
 * When the game ends for want of its host: 30 minutes without one in the lobby, 15 without an action after; a
 * student-paced game's host only watches, so it is 15 minutes after they went; homework's host may be away for days
 * (it ends at its deadline).
 */
function hostAwayDeadline(state: GameState): number | null {
  if (state.phase === "ended") return null;
  if (state.phase === "lobby") return state.host.connected ? null : state.host.seenAt + LOBBY_WITHOUT_HOST_MS;
  if (state.phase === "paced" && (state.host.connected || isHomework(state))) return null;
  return state.host.seenAt + HOST_IDLE_MS;
}

/** Moves on when the countdown or the question's time is over; ends a game its host has left or homework at its deadline. */
export function advanceClock(state: GameState, clock: Clock): Outcome {
  if (deadlineReached(state, clock.now)) return finish(state, "deadline");
  const away = hostAwayDeadline(state);
  if (away !== null && clock.now >= away) return finish(state, "host_away");
  if (state.phase === "countdown" && state.startsAt !== null && clock.now >= state.startsAt) {
    return isStudentPaced(state) ? startPaced(state, clock) : openQuestion(state, 0, clock);
  }
  if (state.phase === "question" && state.question && clock.now >= state.question.deadline) {
    return closeQuestion(state, clock);
  }
  return giveUpOnDropped(state, clock);
}
