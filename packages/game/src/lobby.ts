/** Who is in the game: joining (and coming back), leaving, being removed, and the batched lobby news. */
import { messages } from "@quizdeck/shared/messages";
import type { LobbyPlayer } from "@quizdeck/shared/socket-events";
import { type Emit, GameRuleError, type GameState, type Outcome, type Player } from "./game-state";
import { isHomework } from "./homework";
import { nicknameKey } from "./nickname-key";
import { forgetRun } from "./paced";
import { forgetAnswer, stopWaitingFor, waitForReturn } from "./questions";
import { emptyRecord } from "./report";
import { type Clock, none, ROOM_LOBBY_NAMES, requireHost, ruleMessages } from "./rules";
import { lobbyEntry, playersSeenBy, settingsView } from "./views";

/** A user enters the game: the host gets the controls, a player a place (or their place back). */
export function joinGame(
  state: GameState,
  user: { userId: string; username: string; guest?: boolean; offline?: boolean; withSnapshot?: boolean },
): Outcome {
  // A joiner answered with a snapshot (connect_game) finds the players named and counted there: no list frame too.
  const reply = (): Emit[] =>
    user.withSnapshot
      ? []
      : [
          {
            to: "user",
            userId: user.userId,
            event: "init_game_part_1",
            payload: { playerList: playersSeenBy(state, user.userId), playerCount: state.players.size },
          },
        ];
  if (user.userId === state.hostId) {
    state.hostNameKey = nicknameKey(user.username);
    return {
      emits: [
        {
          to: "user",
          userId: user.userId,
          event: "host_permissions",
          payload: { canStartGame: state.phase === "lobby" },
        },
        { to: "user", userId: user.userId, event: "game_settings", payload: settingsView(state) },
        { to: "user", userId: user.userId, event: "game_locked", payload: { locked: state.locked } },
        ...reply(),
      ],
    };
  }
  if (state.kicked.has(user.userId)) throw new GameRuleError("removed", messages.removedFromGame);
  const existing = state.players.get(user.userId);
  if (existing) {
    reconnect(state, existing);
    return { emits: reply() };
  }
  if (state.phase === "ended") throw new GameRuleError("game_over", ruleMessages.gameOver);
  if (state.locked) throw new GameRuleError("game_locked", messages.gameLocked);
  // Homework is done by joining after its start: that is not joining late.
  const late = state.phase !== "lobby" && !isHomework(state);
  if (late && !state.settings.allowLateJoins) throw new GameRuleError("already_started", ruleMessages.alreadyStarted);
  const guest = user.guest === true;
  const nameKey = nicknameKey(user.username);
  if (guest) checkGuest(state, nameKey);
  if (state.players.size >= state.playerCap) throw new GameRuleError("game_full", messages.gameFull);
  const player: Player = {
    userId: user.userId,
    username: user.username,
    guest,
    score: 0,
    connected: user.offline !== true,
    joinedLate: late,
    rank: null,
    result: null,
    record: emptyRecord(state.reportQuestions.length),
  };
  state.players.set(user.userId, player);
  // Counted, not flagged: signed-in players may share a name (usernames are not unique).
  state.nameKeys.set(nameKey, (state.nameKeys.get(nameKey) ?? 0) + 1);
  state.ranks = null;
  const entry = lobbyEntry(player);
  noteLobbyChange(state, { joined: entry });
  if (late) state.pendingLobby.notices.push({ kind: "joined_late", ...entry });
  return { emits: reply() };
}

/**
 * Issue 12: a guest needs the host's leave, a name no player has and that is not the host's, and not a name the host
 * removed.
 */
function checkGuest(state: GameState, nameKey: string): void {
  if (state.kickedNames.has(nameKey)) throw new GameRuleError("removed", messages.removedFromGame);
  if (!state.settings.allowGuests) throw new GameRuleError("signed_in_only", messages.signedInOnly);
  if (state.nameKeys.has(nameKey) || nameKey === state.hostNameKey) {
    throw new GameRuleError("nickname_taken", messages.nicknameTaken);
  }
}

function reconnect(state: GameState, player: Player): void {
  player.connected = true;
  const question = state.question;
  if (state.phase === "question" && question?.participants.has(player.userId) && !question.answers.has(player.userId)) {
    question.waiting.add(player.userId);
    question.awayUntil.delete(player.userId);
  }
}

/** The connection dropped; the player keeps their place and score and may come back. */
export function disconnectPlayer(state: GameState, userId: string, clock: Clock): Outcome {
  const player = state.players.get(userId);
  if (!player) return none();
  player.connected = false;
  waitForReturn(state, userId, clock);
  return none();
}

/** The player chose to leave: they are out of the game and its stats; the host hears "Alex left". */
export function leaveGame(state: GameState, userId: string, clock: Clock): Outcome {
  const player = state.players.get(userId);
  if (!player) return none();
  state.pendingLobby.notices.push({ kind: "left", User_id: userId, Username: player.username });
  return removePlayer(state, userId, clock);
}

/** The host removes a player (issue 11 kick; docs/product.md §6): out of the game and its stats, and never back in. */
export function kickPlayer(state: GameState, userId: string, targetId: string, clock: Clock): Outcome {
  requireHost(state, userId);
  if (state.phase === "ended") throw new GameRuleError("game_over", ruleMessages.gameOver);
  if (!state.players.has(targetId)) throw new GameRuleError("not_in_game", ruleMessages.playerNotInGame);
  state.kicked.add(targetId);
  const target = state.players.get(targetId);
  if (target) state.kickedNames.add(nicknameKey(target.username));
  // Issue 29: the report keeps what they answered so far; one removed in the lobby played nothing.
  if (target && state.phase !== "lobby") state.removedPlayers.push(target);
  const removed: Emit = {
    to: "user",
    userId: targetId,
    event: "removed_from_game",
    payload: { message: messages.removedFromGame },
  };
  return { emits: [removed, ...removePlayer(state, targetId, clock).emits] };
}

/** Lock game / Unlock game (issue 29): while locked nobody new joins, late joins included; players come back. */
export function lockGame(state: GameState, userId: string, locked: boolean): Outcome {
  requireHost(state, userId);
  if (state.phase === "ended") throw new GameRuleError("game_over", ruleMessages.gameOver);
  state.locked = locked;
  return { emits: [{ to: "host", event: "game_locked", payload: { locked } }] };
}

/** Takes a player out; an open question stops counting them and their answer. */
function removePlayer(state: GameState, userId: string, clock: Clock): Outcome {
  const player = state.players.get(userId);
  state.players.delete(userId);
  if (player) {
    releaseName(state, player);
    forgetRun(state, player);
  }
  state.ranks = null;
  noteLobbyChange(state, { left: userId });
  const question = state.question;
  if (state.phase === "question" && question?.participants.delete(userId)) {
    forgetAnswer(state, question, userId);
    state.answerCountDirty = true;
  }
  return stopWaitingFor(state, userId, clock);
}

function releaseName(state: GameState, player: Player): void {
  const key = nicknameKey(player.username);
  const count = state.nameKeys.get(key) ?? 0;
  if (count > 1) state.nameKeys.set(key, count - 1);
  else state.nameKeys.delete(key);
}

/**
 * Records a lobby change for the host's next batch and, while there is room, for the players' next one. A batch
 * says where each player ended up: a player who left and came back since the last one is only in `joined`, one who
 * came and went only in `left`.
 */
function noteLobbyChange(state: GameState, change: { joined: LobbyPlayer } | { left: string }): void {
  const host = state.pendingLobby;
  const room = state.roomLobby;
  room.changed = true;
  if ("joined" in change) {
    const isThem = (userId: string) => userId === change.joined.User_id;
    dropFirst(host.left, isThem);
    dropFirst(room.left, isThem);
    host.joined.push(change.joined);
    if (room.joined.length < ROOM_LOBBY_NAMES) room.joined.push(change.joined);
  } else {
    const isThem = (player: LobbyPlayer) => player.User_id === change.left;
    dropFirst(host.joined, isThem);
    dropFirst(room.joined, isThem);
    host.left.push(change.left);
    if (room.left.length < ROOM_LOBBY_NAMES) room.left.push(change.left);
  }
}

/** Removes the first item that matches, in place (a batch holds each player once). */
function dropFirst<T>(items: T[], matches: (item: T) => boolean): void {
  const index = items.findIndex(matches);
  if (index !== -1) items.splice(index, 1);
}

/** Takes the batched lobby changes for the host's `player_joined`, or null when there are none. */
export function drainLobbyChanges(state: GameState): Extract<Emit, { event: "player_joined" }> | null {
  const { joined, left, notices } = state.pendingLobby;
  if (joined.length === 0 && left.length === 0 && notices.length === 0) return null;
  state.pendingLobby = { joined: [], left: [], notices: [] };
  return { to: "host", event: "player_joined", payload: { joined, left, playerCount: state.players.size, notices } };
}

/**
 * The players' `player_joined`: the count and a few of the newest names. Sent less often than the host's, since
 * in a big game it goes to every player.
 */
export function drainRoomLobby(state: GameState): Extract<Emit, { event: "player_joined" }> | null {
  const { joined, left, changed } = state.roomLobby;
  if (!changed) return null;
  state.roomLobby = { joined: [], left: [], changed: false };
  return {
    to: "room",
    event: "player_joined",
    payload: { joined, left, playerCount: state.players.size, notices: [] },
  };
}
