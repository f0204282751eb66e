/**
 * The live game's rules (SPEC.md §4, §9; DESIGN.md "server-authoritative"). No sockets, timers, database, clock
 * or randomness in here: the time and the random source come in as arguments, and every transition returns
 * what to send. Transitions update the state in place so that per-answer work stays O(1).
 */
import { END_OF_DECK_INDEX, LEADERBOARD_SIZE, START_COUNTDOWN_SECONDS } from "@quizdeck/shared/constants";
import { messages } from "@quizdeck/shared/messages";
import type { CardForClient, GameSettingsView, GameSnapshot, LobbyPlayer } from "@quizdeck/shared/socket-events";
import {
  type Emit,
  GameRuleError,
  type GameSettings,
  type GameState,
  type OpenQuestion,
  type Outcome,
  type PlayableCard,
  type Player,
} from "./game-state";
import { rankAll, topPlayers } from "./ranking";
import { pointsFor } from "./scoring";
import { shuffled } from "./shuffle";

/** 3, 2, 1, Start! and one more second (SPEC.md §9). */
export const COUNTDOWN_MS = (START_COUNTDOWN_SECONDS + 1) * 1000;
/** A lobby whose host has gone ends after this long; a started game after this long without a host action. */
export const LOBBY_WITHOUT_HOST_MS = 30 * 60 * 1000;
export const HOST_IDLE_MS = 15 * 60 * 1000;
/** How many players the final list and the lobby list carry; each player also gets their own rank. */
export const FINAL_LIST_SIZE = 100;
export const LOBBY_LIST_SIZE = 50;
/** How many newest names a lobby announcement to the players carries (the host gets every name). */
export const ROOM_LOBBY_NAMES = 10;

export const ruleMessages = {
  hostOnly: "Only the host can do that",
  alreadyStarted: "This game has already started",
  notStarted: "The game has not started yet",
  gameOver: "This game has ended",
  noPlayableCards:
    "This deck has no complete cards to play. Every card needs a question, an answer and three incorrect answers.",
  noPlayers: "Wait for at least one player to join before starting",
  notInGame: "You are not in this game",
  noOpenQuestion: "There is no question to answer right now",
  alreadyAnswered: "You have already answered this question",
  tooLate: "Time is up for this question",
  hostCannotPlay: "The host cannot answer questions",
  hostAway: "The game ended because the host was away for too long.",
} as const;

export interface Clock {
  now: number;
  random: () => number;
}

const none = (): Outcome => ({ emits: [] });

/** `now`: when the game was opened; its host counts as away from then until they connect. */
export function createGame({
  now,
  ...init
}: {
  gameId: string;
  joinCode: string;
  hostId: string;
  now: number;
}): GameState {
  return {
    ...init,
    host: { connected: false, seenAt: now },
    phase: "lobby",
    settings: { deckId: null, deckTitle: null, timePerQuestion: 60, shuffleDeck: false, pointsForWrong: true },
    cards: [],
    cardIndex: -1,
    players: new Map(),
    startsAt: null,
    question: null,
    lastResult: null,
    ended: null,
    pendingLobby: { joined: [], left: [] },
    roomLobby: { joined: [], left: [], changed: false },
    answerCountDirty: false,
    ranks: null,
  };
}

export function settingsView(state: GameState): GameSettingsView {
  const { deckTitle, timePerQuestion, shuffleDeck, pointsForWrong } = state.settings;
  return { Deck_Title: deckTitle, Timer: timePerQuestion, shuffleDeck, pointsForWrong };
}

function lobbyList(state: GameState): LobbyPlayer[] {
  const list: LobbyPlayer[] = [];
  for (const player of state.players.values()) {
    if (list.length >= LOBBY_LIST_SIZE) break;
    list.push({ User_id: player.userId, Username: player.username });
  }
  return list;
}

/** The host's screen follows the phase; players follow the cards and results themselves. */
function phaseChanged(state: GameState): Emit {
  return {
    to: "host",
    event: "get_current_state",
    payload: { currentState: state.phase, isGameOver: state.phase === "ended" },
  };
}

function requireHost(state: GameState, userId: string): void {
  if (userId !== state.hostId) throw new GameRuleError("not_host", ruleMessages.hostOnly);
}

/** A user enters the game: the host gets the controls, a player a place (or their place back). */
export function joinGame(state: GameState, user: { userId: string; username: string }): Outcome {
  const reply = (): Emit => ({
    to: "user",
    userId: user.userId,
    event: "init_game_part_1",
    payload: { playerList: lobbyList(state), playerCount: state.players.size },
  });
  if (user.userId === state.hostId) {
    return {
      emits: [
        {
          to: "user",
          userId: user.userId,
          event: "host_permissions",
          payload: { canStartGame: state.phase === "lobby" },
        },
        { to: "user", userId: user.userId, event: "game_settings", payload: settingsView(state) },
        reply(),
      ],
    };
  }
  const existing = state.players.get(user.userId);
  if (existing) {
    reconnect(state, existing);
    return { emits: [reply()] };
  }
  if (state.phase === "ended") throw new GameRuleError("game_over", ruleMessages.gameOver);
  if (state.phase !== "lobby") throw new GameRuleError("already_started", ruleMessages.alreadyStarted);
  state.players.set(user.userId, { userId: user.userId, username: user.username, score: 0, connected: true });
  state.ranks = null;
  noteLobbyChange(state, { joined: { User_id: user.userId, Username: user.username } });
  return { emits: [reply()] };
}

/** Records a lobby change for the host's next batch and, while there is room, for the players' next one. */
function noteLobbyChange(state: GameState, change: { joined: LobbyPlayer } | { left: string }): void {
  const room = state.roomLobby;
  room.changed = true;
  if ("joined" in change) {
    state.pendingLobby.joined.push(change.joined);
    if (room.joined.length < ROOM_LOBBY_NAMES) room.joined.push(change.joined);
  } else {
    state.pendingLobby.left.push(change.left);
    if (room.left.length < ROOM_LOBBY_NAMES) room.left.push(change.left);
  }
}

function reconnect(state: GameState, player: Player): void {
  player.connected = true;
  const question = state.question;
  if (state.phase === "question" && question && !question.answers.has(player.userId)) {
    question.waiting.add(player.userId);
  }
}

/** The connection dropped; the player keeps their place and score and may come back. */
export function disconnectPlayer(state: GameState, userId: string, clock: Clock): Outcome {
  const player = state.players.get(userId);
  if (!player) return none();
  player.connected = false;
  return stopWaitingFor(state, userId, clock);
}

/** The player chose to leave: they are out of the game and its stats. */
export function leaveGame(state: GameState, userId: string, clock: Clock): Outcome {
  if (!state.players.delete(userId)) return none();
  state.ranks = null;
  noteLobbyChange(state, { left: userId });
  return stopWaitingFor(state, userId, clock);
}

function stopWaitingFor(state: GameState, userId: string, clock: Clock): Outcome {
  const question = state.question;
  if (state.phase !== "question" || !question) return none();
  question.waiting.delete(userId);
  return question.waiting.size === 0 ? closeQuestion(state, clock) : none();
}

export function chooseSettings(state: GameState, userId: string, settings: GameSettings): Outcome {
  requireHost(state, userId);
  if (state.phase !== "lobby") throw new GameRuleError("already_started", ruleMessages.alreadyStarted);
  state.settings = settings;
  return { emits: [{ to: "room", event: "game_settings", payload: settingsView(state) }] };
}

/** Start Game: checks everything is ready, then counts down (SPEC.md §2 game screens, step 1). */
export function startGame(state: GameState, userId: string, cards: PlayableCard[], clock: Clock): Outcome {
  requireHost(state, userId);
  if (state.phase !== "lobby") throw new GameRuleError("already_started", ruleMessages.alreadyStarted);
  if (state.settings.deckId === null) throw new GameRuleError("settings_incomplete", messages.fillInAllInformation);
  if (cards.length === 0) throw new GameRuleError("no_playable_cards", ruleMessages.noPlayableCards);
  if (state.players.size === 0) throw new GameRuleError("no_players", ruleMessages.noPlayers);
  state.cards = state.settings.shuffleDeck ? shuffled(cards, clock.random) : [...cards];
  state.phase = "countdown";
  state.startsAt = clock.now + COUNTDOWN_MS;
  return {
    emits: [
      {
        to: "room",
        event: "game_started",
        payload: { Game_id: state.gameId, startsAt: state.startsAt, serverNow: clock.now },
      },
      phaseChanged(state),
    ],
  };
}

/** The moment the transport must call `advanceClock` next, or null when nothing is timed. */
export function nextWakeUp(state: GameState): number | null {
  const timed =
    state.phase === "countdown"
      ? state.startsAt
      : state.phase === "question"
        ? (state.question?.deadline ?? null)
        : null;
  const away = hostAwayDeadline(state);
  if (timed === null) return away;
  return away === null ? timed : Math.min(timed, away);
}

/** When the game ends for want of its host: 30 minutes without one in the lobby, 15 without an action after. */
function hostAwayDeadline(state: GameState): number | null {
  if (state.phase === "ended") return null;
  if (state.phase === "lobby") return state.host.connected ? null : state.host.seenAt + LOBBY_WITHOUT_HOST_MS;
  return state.host.seenAt + HOST_IDLE_MS;
}

/** Moves on when the countdown or the question's time is over; ends a game its host has left. */
export function advanceClock(state: GameState, clock: Clock): Outcome {
  const away = hostAwayDeadline(state);
  if (away !== null && clock.now >= away) return finish(state, ruleMessages.hostAway);
  if (state.phase === "countdown" && state.startsAt !== null && clock.now >= state.startsAt) {
    return openQuestion(state, 0, clock);
  }
  if (state.phase === "question" && state.question && clock.now >= state.question.deadline) {
    return closeQuestion(state, clock);
  }
  return none();
}

/** The host's Next: question → results, results → next question, after the last card → the end. */
export function nextStep(state: GameState, userId: string, clock: Clock): Outcome {
  requireHost(state, userId);
  switch (state.phase) {
    case "question":
      return closeQuestion(state, clock);
    case "results":
      return state.cardIndex + 1 < state.cards.length ? openQuestion(state, state.cardIndex + 1, clock) : finish(state);
    case "lobby":
    case "countdown":
      throw new GameRuleError("not_started", ruleMessages.notStarted);
    case "ended":
      throw new GameRuleError("game_over", ruleMessages.gameOver);
  }
}

export function cardForClient(state: GameState, serverNow: number): CardForClient | null {
  const question = state.question;
  const card = state.cards[state.cardIndex];
  if (!question || !card) return null;
  const texts = [card.correct, ...card.incorrect];
  return {
    Card: {
      Question: card.question,
      Answers: question.order.map((index) => texts[index] as string),
      image: card.image,
    },
    CardIndex: state.cardIndex,
    totalCards: state.cards.length,
    deadline: question.deadline,
    serverNow,
  };
}

function openQuestion(state: GameState, cardIndex: number, clock: Clock): Outcome {
  state.phase = "question";
  state.cardIndex = cardIndex;
  const waiting = new Set<string>();
  for (const player of state.players.values()) if (player.connected) waiting.add(player.userId);
  state.question = {
    cardIndex,
    order: shuffled([0, 1, 2, 3], clock.random),
    deadline: clock.now + state.settings.timePerQuestion * 1000,
    total: state.players.size,
    answers: new Map(),
    counts: [0, 0, 0, 0],
    waiting,
  };
  state.answerCountDirty = false;
  const card = cardForClient(state, clock.now) as CardForClient;
  const emits: Emit[] = [{ to: "room", event: "card_for_client", payload: card }, phaseChanged(state)];
  // Nobody connected to wait for: the question would only run out its time.
  if (waiting.size === 0) return { emits: [...emits, ...closeQuestion(state, clock).emits] };
  return { emits };
}

function closeQuestion(state: GameState, _clock: Clock): Outcome {
  const question = state.question as OpenQuestion;
  state.phase = "results";
  state.answerCountDirty = false;
  state.lastResult = {
    CardIndex: question.cardIndex,
    correctIndex: question.order.indexOf(0),
    counts: [...question.counts],
    answered: question.answers.size,
    total: question.total,
    Scores: topPlayers(state.players.values(), LEADERBOARD_SIZE),
  };
  return { emits: [{ to: "room", event: "question_ended", payload: state.lastResult }, phaseChanged(state)] };
}

/** One answer per player per question, before the deadline; points by the SPEC.md §9 rule. */
export function submitAnswer(state: GameState, userId: string, shownIndex: number, clock: Clock): Outcome {
  if (userId === state.hostId) throw new GameRuleError("host_cannot_play", ruleMessages.hostCannotPlay);
  const player = state.players.get(userId);
  if (!player) throw new GameRuleError("not_in_game", ruleMessages.notInGame);
  const question = state.question;
  if (state.phase !== "question" || !question) throw new GameRuleError("no_open_question", ruleMessages.noOpenQuestion);
  if (question.answers.has(userId)) throw new GameRuleError("already_answered", ruleMessages.alreadyAnswered);
  if (clock.now > question.deadline) throw new GameRuleError("too_late", ruleMessages.tooLate);
  const position = question.answers.size + 1;
  const total = Math.max(question.total, position);
  const correct = question.order[shownIndex] === 0;
  const points = pointsFor(correct, position, total, state.settings.pointsForWrong);
  player.score += points;
  state.ranks = null;
  const reply = { Answer_id: shownIndex, position, totalPos: total, correct, points, score: player.score };
  question.answers.set(userId, reply);
  question.counts[shownIndex] = (question.counts[shownIndex] ?? 0) + 1;
  question.waiting.delete(userId);
  state.answerCountDirty = true;
  const emits: Emit[] = [{ to: "user", userId, event: "check_answer", payload: reply }];
  if (question.waiting.size === 0) emits.push(...closeQuestion(state, clock).emits);
  return { emits };
}

/** End Game by the host, at any time. */
export function endGame(state: GameState, userId: string): Outcome {
  requireHost(state, userId);
  if (state.phase === "ended") throw new GameRuleError("game_over", ruleMessages.gameOver);
  return finish(state);
}

function finish(state: GameState, reason?: string): Outcome {
  const started = state.phase !== "lobby";
  state.phase = "ended";
  state.question = null;
  state.startsAt = null;
  const ranked = rankAll(state.players.values());
  state.ended = {
    message: reason ?? (started ? "The game is over. Thanks for playing!" : "The host ended the game."),
    started,
    final: ranked.slice(0, FINAL_LIST_SIZE),
    playerCount: ranked.length,
  };
  const emits: Emit[] = [];
  if (started) {
    emits.push({
      to: "room",
      event: "card_for_client",
      payload: { Card: null, CardIndex: END_OF_DECK_INDEX, totalCards: state.cards.length, deadline: 0, serverNow: 0 },
    });
  }
  emits.push({ to: "room", event: "game_ended", payload: state.ended }, phaseChanged(state));
  if (!started) return { emits };
  for (const entry of ranked) {
    emits.push({
      to: "user",
      userId: entry.User_id,
      event: "your_result",
      payload: { rank: entry.rank, score: entry.score, playerCount: ranked.length },
    });
  }
  return {
    emits,
    results: {
      deckTitle: state.settings.deckTitle,
      players: ranked.map((entry) => ({
        userId: entry.User_id,
        score: entry.score,
        won: entry.rank === 1 && entry.score > 0,
      })),
    },
  };
}

/** Takes the batched lobby changes for the host's `player_joined`, or null when there are none. */
export function drainLobbyChanges(state: GameState): Extract<Emit, { event: "player_joined" }> | null {
  const { joined, left } = state.pendingLobby;
  if (joined.length === 0 && left.length === 0) return null;
  state.pendingLobby = { joined: [], left: [] };
  return { to: "host", event: "player_joined", payload: { joined, left, playerCount: state.players.size } };
}

/**
 * The players' `player_joined`: the count and a few of the newest names. Sent less often than the host's, since
 * in a big game it goes to every player.
 */
export function drainRoomLobby(state: GameState): Extract<Emit, { event: "player_joined" }> | null {
  const { joined, left, changed } = state.roomLobby;
  if (!changed) return null;
  state.roomLobby = { joined: [], left: [], changed: false };
  return { to: "room", event: "player_joined", payload: { joined, left, playerCount: state.players.size } };
}

/** Takes the answer count for the host's throttled announcement, or null when it has not changed. */
export function drainAnswerCount(state: GameState): Extract<Emit, { event: "answer_count" }> | null {
  if (!state.answerCountDirty || !state.question) return null;
  state.answerCountDirty = false;
  return {
    to: "host",
    event: "answer_count",
    payload: { answered: state.question.answers.size, total: state.question.total },
  };
}

/** A whole reconnecting class asks for its ranks at once: sort once, not once per player. */
function ranksOf(state: GameState): Map<string, number> {
  state.ranks ??= new Map(rankAll(state.players.values()).map((entry) => [entry.User_id, entry.rank]));
  return state.ranks;
}

/** Everything one user needs to draw the right screen after (re)connecting. */
export function snapshotFor(state: GameState, userId: string, now: number): GameSnapshot {
  const player = state.players.get(userId);
  const ranked = player && (state.phase === "results" || state.phase === "ended");
  const rank = ranked ? (ranksOf(state).get(userId) ?? null) : null;
  return {
    Game_id: state.gameId,
    Join_Code: state.joinCode,
    phase: state.phase,
    isHost: userId === state.hostId,
    settings: settingsView(state),
    players: lobbyList(state),
    playerCount: state.players.size,
    startsAt: state.startsAt,
    card: state.phase === "question" ? cardForClient(state, now) : null,
    answered: state.question?.answers.get(userId) ?? null,
    lastResult: state.phase === "results" ? state.lastResult : null,
    ended: state.ended,
    you: player ? { User_id: player.userId, Username: player.username, score: player.score, rank } : null,
    serverNow: now,
  };
}
