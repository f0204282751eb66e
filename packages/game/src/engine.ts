/**
 * The live game's rules (docs/product.md §4, §9, §10.1–10.2), from one place. No sockets, timers, database,
 * clock or randomness in them: the time and the random source come in as arguments, and every transition returns
 * what to send. Transitions update the state in place so that per-answer work stays O(1).
 *
 * One module per job: setup.ts (create, settings, start), lobby.ts (who is in the game), questions.ts (the
 * question cycle), advance.ts (the host's Next and the clock), finish.ts (the end), views.ts (what a user or a
 * list sees), rules.ts (timings, limits, refusals); scoring, ranking and the report have their own modules.
 */
export { advanceClock, nextStep, nextWakeUp } from "./advance";
export { cardForClient } from "./card-view";
export { endGame } from "./finish";
export {
  disconnectPlayer,
  drainLobbyChanges,
  drainRoomLobby,
  joinGame,
  kickPlayer,
  leaveGame,
  lockGame,
} from "./lobby";
export { drainProgress, joinPaced, nextPacedQuestion, tryAgain } from "./paced";
export { PACED_RANKING_MS, progressOf } from "./paced-views";
export { drainAnswerCount, submitAnswer } from "./questions";
export {
  type Clock,
  COUNTDOWN_MS,
  FINAL_LIST_SIZE,
  HOST_IDLE_MS,
  LOBBY_LIST_SIZE,
  LOBBY_WITHOUT_HOST_MS,
  RECONNECT_GRACE_MS,
  ROOM_LOBBY_NAMES,
  ruleMessages,
} from "./rules";
export { chooseSettings, createGame, startGame } from "./setup";
export { isMemberSnapshot, lobbyEntry, settingsView, snapshotFor } from "./views";
