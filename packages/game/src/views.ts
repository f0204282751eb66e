/** What the game looks like to one user or one list: settings, lobby entries, the card, a reconnect's snapshot. */
import type {
  AnswerCount,
  CardForClient,
  CheckAnswer,
  GameSettingsView,
  GameSnapshot,
  LobbyPlayer,
} from "@quizdeck/shared/socket-events";
import type { Emit, GameState, JudgedAnswer, Player } from "./game-state";
import { cardTypeOf, questionTypeOf } from "./question-types/index";
import { rankPlayers } from "./ranking";
import { LOBBY_LIST_SIZE, WAITING_LIST_SIZE } from "./rules";

export function settingsView(state: GameState): GameSettingsView {
  const { deckId: _deckId, deckTitle, timePerQuestion, ...choices } = state.settings;
  return { Deck_Title: deckTitle, Timer: timePerQuestion, ...choices };
}

/** A player as lists show them; `Guest` only for guests, so signed-in entries stay as they were. */
export function lobbyEntry(player: Player): LobbyPlayer {
  const entry: LobbyPlayer = { User_id: player.userId, Username: player.username };
  if (player.guest) entry.Guest = true;
  return entry;
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

export function cardForClient(state: GameState, serverNow: number): CardForClient | null {
  const question = state.question;
  const card = state.cards[state.cardIndex];
  if (!question || !card) return null;
  const texts = questionTypeOf(card).texts(card);
  return {
    Card: {
      Question: card.question,
      Answers: question.order.map((index) => texts[index] as string),
      image: card.image,
      Image_alt: card.imageAlt ?? "",
      Type: cardTypeOf(card),
      Points: card.points ?? "standard",
    },
    CardIndex: state.cardIndex,
    totalCards: state.cards.length,
    deadline: question.deadline,
    serverNow,
  };
}

/** A whole reconnecting class asks for its ranks at once: sort once, not once per player. */
function ranksOf(state: GameState): Map<string, number> {
  state.ranks ??= new Map(rankPlayers(state.players.values()).map(({ player, rank }) => [player.userId, rank]));
  return state.ranks;
}

/** Everything one user needs to draw the right screen after (re)connecting. */
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

/** Whether what a player's answers scored stays hidden until the question closes (issue 29, the default). */
const hidesAnswers = (state: GameState) => state.phase === "question" && !state.settings.revealOnAnswer;

/** An answer as its player may see it: until the question closes (unless the host reveals at once), only "locked in". */
export function answerAsSeen(state: GameState, answer: JudgedAnswer): CheckAnswer {
  const { Answer_id, Answer_ids, Text, position, totalPos, correct, ...scored } = answer;
  const sent: CheckAnswer = { Answer_id, position, totalPos };
  if (Answer_ids !== undefined) sent.Answer_ids = Answer_ids;
  if (Text !== undefined) sent.Text = Text;
  if (hidesAnswers(state)) return sent;
  // A poll has no right answer: its answer is neither.
  const card = state.question ? state.cards[state.question.cardIndex] : undefined;
  return card && cardTypeOf(card) === "poll" ? { ...sent, ...scored } : { ...sent, correct, ...scored };
}

/** A player's score as they may see it: without the points of an answer not revealed yet. */
function scoreAsSeen(state: GameState, player: Player): number {
  const hidden = hidesAnswers(state) ? (state.question?.answers.get(player.userId)?.points ?? 0) : 0;
  return player.score - hidden;
}

export function snapshotFor(state: GameState, userId: string, now: number): GameSnapshot {
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
    players: lobbyList(state),
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
        }
      : null,
    yourResult: result,
    answerCount: userId === state.hostId && state.phase === "question" ? answerCountOf(state) : null,
    locked: state.locked,
    serverNow: now,
  };
}
