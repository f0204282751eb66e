/** What the game looks like to one user or one list: settings, lobby entries, the card, a reconnect's snapshot. */
import type { AnswerCount, GameSettingsView, GameSnapshot, LobbyPlayer } from "@quizdeck/shared/socket-events";
import { answerAsSeen, cardForClient, hiddenPoints } from "./card-view";
import type { Emit, GameState, Player } from "./game-state";
import { pacedSnapshot } from "./paced-views";
import { ranksOf } from "./ranking";
import { missedBy } from "./report";
import { LOBBY_LIST_SIZE, WAITING_LIST_SIZE } from "./rules";

export function settingsView(state: GameState): GameSettingsView {
  const { deckId: _deckId, deckTitle, timePerQuestion, pace, deadline, ...choices } = state.settings;
  return {
    Deck_Title: deckTitle,
    Timer: timePerQuestion,
    ...choices,
    pace: pace ?? "teacher",
    deadline: deadline == null ? null : new Date(deadline).toISOString(),
  };
}

/** A player as lists show them; `Guest` only for guests, so signed-in entries stay as they were. */
export function lobbyEntry(player: Player): LobbyPlayer {
  const entry: LobbyPlayer = { User_id: player.userId, Username: player.username };
  if (player.guest) entry.Guest = true;
  return entry;
}

/**
 * A player's screens name the others only in the lobby; the host's list stays all game. A class reconnecting
 * mid-game gets a snapshot a third the size, and its list of names (the first 50) is not encoded once a player.
 */
export function playersSeenBy(state: GameState, userId: string): LobbyPlayer[] {
  return state.phase === "lobby" || userId === state.hostId ? lobbyList(state) : [];
}

export function lobbyList(state: GameState): LobbyPlayer[] {
  const list: LobbyPlayer[] = [];
  for (const player of state.players.values()) {
    if (list.length >= LOBBY_LIST_SIZE) break;
    list.push(lobbyEntry(player));
  }
  return list;
}

/** The host's screen follows the phase; players follow the cards and results themselves. */
export function phaseChanged(state: GameState): Emit {
  return {
    to: "host",
    event: "get_current_state",
    payload: { currentState: state.phase, isGameOver: state.phase === "ended" },
  };
}

/** How many of the open question's players answered, and the first of those who have not, by join order. */
export function answerCountOf(state: GameState): AnswerCount | null {
  const question = state.question;
  if (!question) return null;
  const waiting: LobbyPlayer[] = [];
  const missing = question.participants.size - question.answered;
  for (const player of state.players.values()) {
    if (waiting.length >= Math.min(missing, WAITING_LIST_SIZE)) break;
    if (question.participants.has(player.userId) && !question.answers.has(player.userId)) {
      waiting.push(lobbyEntry(player));
    }
  }
  return { answered: question.answered, total: question.participants.size, waiting };
}

/** A player's score as they may see it: without the points of an answer not revealed yet. */
const scoreAsSeen = (state: GameState, player: Player) => player.score - hiddenPoints(state, player.userId);

/** Whether a snapshot is the game's host's or one of its players' (what a stranger asking would see is neither). */
export const isMemberSnapshot = (snapshot: GameSnapshot): boolean => snapshot.isHost || snapshot.you !== null;

/** Everything one user needs to draw the right screen after (re)connecting. */
export function snapshotFor(state: GameState, userId: string, now: number): GameSnapshot {
  const base = teacherPacedSnapshot(state, userId, now);
  return state.phase === "paced" ? Object.assign(base, pacedSnapshot(state, userId, now)) : base;
}

function teacherPacedSnapshot(state: GameState, userId: string, now: number): GameSnapshot {
  const player = state.players.get(userId);
  const afterQuestion = state.phase === "results" || state.phase === "leaderboard";
  const rank = player && (afterQuestion || state.phase === "ended") ? (ranksOf(state).get(userId) ?? null) : null;
  const result = afterQuestion && player?.result?.CardIndex === state.cardIndex ? player.result : null;
  // A player who joined during the open question plays from the next one; the host sees every question.
  const joinedDuring = player !== undefined && !state.question?.participants.has(userId);
  const inQuestion = state.phase === "question" && !joinedDuring;
  const answered = state.question?.answers.get(userId);
  return {
    Game_id: state.gameId,
    Join_Code: state.joinCode,
    phase: state.phase,
    isHost: userId === state.hostId,
    settings: settingsView(state),
    players: playersSeenBy(state, userId),
    playerCount: state.players.size,
    startsAt: state.startsAt,
    // After the close the card is no secret: a reload draws the results and the leaderboard with it again.
    card: inQuestion || afterQuestion ? cardForClient(state, now) : null,
    answered: answered ? answerAsSeen(state, answered) : null,
    lastResult: afterQuestion ? state.lastResult : null,
    ended: state.ended,
    you: player
      ? {
          User_id: player.userId,
          Username: player.username,
          score: scoreAsSeen(state, player),
          rank,
          joinedLate: player.joinedLate,
          ...(state.phase === "ended" ? { missed: missedBy(state, player) } : {}),
        }
      : null,
    yourResult: result,
    answerCount: userId === state.hostId && state.phase === "question" ? answerCountOf(state) : null,
    locked: state.locked,
    serverNow: now,
  };
}
