/**
 * The live game's rules (docs/product.md §4, §9, §10.1–10.2). No sockets, timers, database, clock
 * or randomness in here: the time and the random source come in as arguments, and every transition returns
 * what to send. Transitions update the state in place so that per-answer work stays O(1).
 */
import { END_OF_DECK_INDEX, LEADERBOARD_SIZE, START_COUNTDOWN_SECONDS } from "@quizdeck/shared/constants";
import { messages } from "@quizdeck/shared/messages";
import type {
  CardForClient,
  GameSettingsView,
  GameSnapshot,
  LobbyPlayer,
  QuestionEnded,
  QuestionResult,
} from "@quizdeck/shared/socket-events";
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
import { nicknameKey } from "./nickname-key";
import { asRanked, rankPlayers } from "./ranking";
import { buildReport, emptyRecord, recordAnswer, reportQuestion } from "./report";
import { pointsFor } from "./scoring";
import { shuffled } from "./shuffle";

/** 3, 2, 1, Start! and one more second (docs/product.md §9). */
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
  playerNotInGame: "That player is not in this game",
  joinedDuringQuestion: "You joined during this question: you play from the next one",
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
    settings: {
      deckId: null,
      deckTitle: null,
      timePerQuestion: 60,
      shuffleDeck: false,
      pointsForWrong: true,
      allowLateJoins: true,
      allowGuests: true,
    },
    cards: [],
    cardIndex: -1,
    players: new Map(),
    startsAt: null,
    question: null,
    lastResult: null,
    ended: null,
    pendingLobby: { joined: [], left: [], notices: [] },
    roomLobby: { joined: [], left: [], changed: false },
    answerCountDirty: false,
    ranks: null,
    kicked: new Set(),
    kickedNames: new Set(),
    nameKeys: new Map(),
    playerCap: Number.POSITIVE_INFINITY,
    reportQuestions: [],
  };
}

export function settingsView(state: GameState): GameSettingsView {
  const { deckTitle, timePerQuestion, shuffleDeck, pointsForWrong, allowLateJoins, allowGuests } = state.settings;
  return { Deck_Title: deckTitle, Timer: timePerQuestion, shuffleDeck, pointsForWrong, allowLateJoins, allowGuests };
}

function lobbyList(state: GameState): LobbyPlayer[] {
  const list: LobbyPlayer[] = [];
  for (const player of state.players.values()) {
    if (list.length >= LOBBY_LIST_SIZE) break;
    list.push(lobbyEntry(player));
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
export function joinGame(state: GameState, user: { userId: string; username: string; guest?: boolean }): Outcome {
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
  if (state.kicked.has(user.userId)) throw new GameRuleError("removed", messages.removedFromGame);
  const existing = state.players.get(user.userId);
  if (existing) {
    reconnect(state, existing);
    return { emits: [reply()] };
  }
  if (state.phase === "ended") throw new GameRuleError("game_over", ruleMessages.gameOver);
  const late = state.phase !== "lobby";
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
    connected: true,
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
  return { emits: [reply()] };
}

/** Issue 12: a guest needs the host's leave, a name no player has, and not a name the host removed. */
function checkGuest(state: GameState, nameKey: string): void {
  if (state.kickedNames.has(nameKey)) throw new GameRuleError("removed", messages.removedFromGame);
  if (!state.settings.allowGuests) throw new GameRuleError("signed_in_only", messages.signedInOnly);
  if (state.nameKeys.has(nameKey)) throw new GameRuleError("nickname_taken", messages.nicknameTaken);
}

/** A player as lists show them; `Guest` only for guests, so signed-in entries stay as they were. */
export function lobbyEntry(player: Player): LobbyPlayer {
  const entry: LobbyPlayer = { User_id: player.userId, Username: player.username };
  if (player.guest) entry.Guest = true;
  return entry;
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
  if (state.phase === "question" && question?.participants.has(player.userId) && !question.answers.has(player.userId)) {
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
  const removed: Emit = {
    to: "user",
    userId: targetId,
    event: "removed_from_game",
    payload: { message: messages.removedFromGame },
  };
  return { emits: [removed, ...removePlayer(state, targetId, clock).emits] };
}

/** Takes a player out; an open question stops counting them and their answer. */
function removePlayer(state: GameState, userId: string, clock: Clock): Outcome {
  const player = state.players.get(userId);
  state.players.delete(userId);
  if (player) releaseName(state, player);
  state.ranks = null;
  noteLobbyChange(state, { left: userId });
  const question = state.question;
  if (state.phase === "question" && question?.participants.delete(userId)) {
    forgetAnswer(question, userId);
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

/** The answer stays (later answers keep their positions) but no longer counts in the question's figures. */
function forgetAnswer(question: OpenQuestion, userId: string): void {
  const reply = question.answers.get(userId);
  if (!reply) return;
  question.counts[reply.Answer_id] = (question.counts[reply.Answer_id] ?? 1) - 1;
  question.answered -= 1;
  if (reply.correct) question.correct -= 1;
  question.totalMs -= question.answerMs.get(userId) ?? 0;
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
  // Logs written before these settings existed replay with their defaults.
  state.settings = {
    ...settings,
    allowLateJoins: settings.allowLateJoins ?? true,
    allowGuests: settings.allowGuests ?? true,
  };
  return { emits: [{ to: "room", event: "game_settings", payload: settingsView(state) }] };
}

/** Start Game: checks everything is ready, then counts down (docs/product.md §2 game screens, step 1). */
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
    openedAt: clock.now,
    total: state.players.size,
    participants: new Set(state.players.keys()),
    answers: new Map(),
    answerMs: new Map(),
    counts: [0, 0, 0, 0],
    answered: 0,
    correct: 0,
    totalMs: 0,
    waiting,
  };
  state.answerCountDirty = false;
  const card = cardForClient(state, clock.now) as CardForClient;
  const emits: Emit[] = [{ to: "room", event: "card_for_client", payload: card }, phaseChanged(state)];
  // Nobody connected to wait for: the question would only run out its time.
  if (waiting.size === 0) return { emits: [...emits, ...closeQuestion(state, clock).emits] };
  return { emits };
}

/**
 * The question is over: one sort ranks everyone, then one pass gives each player in the question their own
 * result and adds the question to every player's report record.
 */
function closeQuestion(state: GameState, _clock: Clock): Outcome {
  const { ended, results } = settleQuestion(state, state.question as OpenQuestion);
  state.phase = "results";
  state.answerCountDirty = false;
  const emits: Emit[] = [{ to: "room", event: "question_ended", payload: ended }];
  for (const { userId, result } of results)
    emits.push({ to: "user", userId, event: "question_result", payload: result });
  emits.push(phaseChanged(state));
  return { emits };
}

function settleQuestion(
  state: GameState,
  question: OpenQuestion,
): { ended: QuestionEnded; results: { userId: string; result: QuestionResult }[] } {
  const ranked = rankPlayers(state.players.values());
  const ranks = new Map<string, number>();
  state.ranks = ranks;
  const correctIndex = question.order.indexOf(0);
  const results: { userId: string; result: QuestionResult }[] = [];
  for (const { player, rank } of ranked) {
    ranks.set(player.userId, rank);
    recordAnswer(player.record, question, player.userId);
    if (!question.participants.has(player.userId)) continue;
    const reply = question.answers.get(player.userId);
    player.result = {
      CardIndex: question.cardIndex,
      outcome: reply ? (reply.correct ? "correct" : "incorrect") : "timeout",
      points: reply?.points ?? 0,
      score: player.score,
      rank,
      playerCount: ranked.length,
      rankChange: player.rank === null ? null : player.rank - rank,
      correctIndex,
    };
    player.rank = rank;
    results.push({ userId: player.userId, result: player.result });
  }
  state.reportQuestions.push(reportQuestion(question, state.cards[question.cardIndex] as PlayableCard));
  const ended: QuestionEnded = {
    CardIndex: question.cardIndex,
    correctIndex,
    counts: [...question.counts],
    answered: question.answered,
    total: question.participants.size,
    Scores: ranked.slice(0, LEADERBOARD_SIZE).map(asRanked),
  };
  state.lastResult = ended;
  return { ended, results };
}

/** One answer per player per question, before the deadline; points by the docs/product.md §9 rule. */
export function submitAnswer(state: GameState, userId: string, shownIndex: number, clock: Clock): Outcome {
  if (userId === state.hostId) throw new GameRuleError("host_cannot_play", ruleMessages.hostCannotPlay);
  const player = state.players.get(userId);
  if (!player) throw new GameRuleError("not_in_game", ruleMessages.notInGame);
  const question = state.question;
  if (state.phase !== "question" || !question) throw new GameRuleError("no_open_question", ruleMessages.noOpenQuestion);
  if (!question.participants.has(userId)) {
    throw new GameRuleError("no_open_question", ruleMessages.joinedDuringQuestion);
  }
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
  const ms = clock.now - question.openedAt;
  question.answerMs.set(userId, ms);
  question.counts[shownIndex] = (question.counts[shownIndex] ?? 0) + 1;
  question.answered += 1;
  question.totalMs += ms;
  if (correct) question.correct += 1;
  question.waiting.delete(userId);
  state.answerCountDirty = true;
  const emits: Emit[] = [{ to: "user", userId, event: "check_answer", payload: reply }];
  if (question.waiting.size === 0) emits.push(...closeQuestion(state, clock).emits);
  return { emits };
}

/** End Game by the host, at any time; before the last card's question has ended, "The host ended the game". */
export function endGame(state: GameState, userId: string): Outcome {
  requireHost(state, userId);
  if (state.phase === "ended") throw new GameRuleError("game_over", ruleMessages.gameOver);
  const lastCardDone =
    state.cardIndex === state.cards.length - 1 && (state.phase === "results" || state.phase === "leaderboard");
  return finish(state, state.phase === "lobby" || lastCardDone ? undefined : messages.hostEndedGame);
}

function finish(state: GameState, reason?: string): Outcome {
  const started = state.phase !== "lobby";
  // A question still open counts as played: its answers already scored.
  if (state.phase === "question" && state.question) settleQuestion(state, state.question);
  state.phase = "ended";
  state.question = null;
  state.startsAt = null;
  const ranking = rankPlayers(state.players.values());
  const ranked = ranking.map(asRanked);
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
        guest: entry.Guest === true,
      })),
      report: buildReport(state.settings.deckTitle, state.reportQuestions, ranking),
    },
  };
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

/** Takes the answer count for the host's throttled announcement, or null when it has not changed. */
export function drainAnswerCount(state: GameState): Extract<Emit, { event: "answer_count" }> | null {
  if (!state.answerCountDirty || !state.question) return null;
  state.answerCountDirty = false;
  return {
    to: "host",
    event: "answer_count",
    payload: { answered: state.question.answered, total: state.question.participants.size },
  };
}

/** A whole reconnecting class asks for its ranks at once: sort once, not once per player. */
function ranksOf(state: GameState): Map<string, number> {
  state.ranks ??= new Map(rankPlayers(state.players.values()).map(({ player, rank }) => [player.userId, rank]));
  return state.ranks;
}

/** Everything one user needs to draw the right screen after (re)connecting. */
export function snapshotFor(state: GameState, userId: string, now: number): GameSnapshot {
  const player = state.players.get(userId);
  const afterQuestion = state.phase === "results" || state.phase === "leaderboard";
  const rank = player && (afterQuestion || state.phase === "ended") ? (ranksOf(state).get(userId) ?? null) : null;
  const result = afterQuestion && player?.result?.CardIndex === state.cardIndex ? player.result : null;
  // A player who joined during the open question plays from the next one; the host sees every question.
  const joinedDuring = player !== undefined && !state.question?.participants.has(userId);
  const inQuestion = state.phase === "question" && !joinedDuring;
  return {
    Game_id: state.gameId,
    Join_Code: state.joinCode,
    phase: state.phase,
    isHost: userId === state.hostId,
    settings: settingsView(state),
    players: lobbyList(state),
    playerCount: state.players.size,
    startsAt: state.startsAt,
    card: inQuestion ? cardForClient(state, now) : null,
    answered: state.question?.answers.get(userId) ?? null,
    lastResult: afterQuestion ? state.lastResult : null,
    ended: state.ended,
    you: player
      ? { User_id: player.userId, Username: player.username, score: player.score, rank, joinedLate: player.joinedLate }
      : null,
    yourResult: result,
    serverNow: now,
  };
}
