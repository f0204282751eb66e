/** A game before it starts: created, its settings chosen by the host, then started with its cards. */
import { messages } from "@quizdeck/shared/messages";
import { GameRuleError, type GameSettings, type GameState, type Outcome, type PlayableCard } from "./game-state";
import { checkDeadline, isHomework } from "./homework";
import { type Clock, COUNTDOWN_MS, requireHost, ruleMessages } from "./rules";
import { shuffled } from "./shuffle";
import { phaseChanged, settingsView } from "./views";

/** `now`: when the game was opened; its host counts as away from then until they connect. */
export function createGame({
  gameId,
  joinCode,
  hostId,
  now,
}: {
  gameId: string;
  joinCode: string;
  hostId: string;
  now: number;
}): GameState {
  return {
    gameId,
    joinCode,
    hostId,
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
      revealOnAnswer: false,
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
    hostNameKey: null,
    locked: false,
    playerCap: Number.POSITIVE_INFINITY,
    reportQuestions: [],
    removedPlayers: [],
    paced: null,
  };
}

export function chooseSettings(state: GameState, userId: string, settings: GameSettings, clock: Clock): Outcome {
  requireHost(state, userId);
  if (state.phase !== "lobby") throw new GameRuleError("already_started", ruleMessages.alreadyStarted);
  checkDeadline(settings, clock.now);
  // Logs written before these settings existed replay with their defaults.
  state.settings = {
    deckId: settings.deckId,
    deckTitle: settings.deckTitle,
    timePerQuestion: settings.timePerQuestion,
    shuffleDeck: settings.shuffleDeck,
    pointsForWrong: settings.pointsForWrong,
    allowLateJoins: settings.allowLateJoins ?? true,
    allowGuests: settings.allowGuests ?? true,
    revealOnAnswer: settings.revealOnAnswer ?? false,
    pace: settings.pace ?? "teacher",
    deadline: settings.deadline ?? null,
    attempts: settings.attempts ?? 1,
  };
  return { emits: [{ to: "room", event: "game_settings", payload: settingsView(state) }] };
}

/** Start Game: checks everything is ready, then counts down (docs/product.md §2 game screens, step 1). */
export function startGame(state: GameState, userId: string, cards: PlayableCard[], clock: Clock): Outcome {
  requireHost(state, userId);
  if (state.phase !== "lobby") throw new GameRuleError("already_started", ruleMessages.alreadyStarted);
  if (state.settings.deckId === null) throw new GameRuleError("settings_incomplete", messages.fillInAllInformation);
  if (cards.length === 0) throw new GameRuleError("no_playable_cards", ruleMessages.noPlayableCards);
  // Homework is set before its students come (the evening before): only a game run now waits for a player.
  if (state.players.size === 0 && !isHomework(state)) throw new GameRuleError("no_players", ruleMessages.noPlayers);
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
