import { z } from "zod";
import { TIMER_MAX_SECONDS, TIMER_MIN_SECONDS } from "./constants";
import { gameIdSchema } from "./games";
import { digitsToNumber, MAX_NUMERIC_ID } from "./ids";
import { messages } from "./messages";

export const gameRef = z.object({ Game_id: gameIdSchema });

export const gameSettingsInput = z.object({
  selectedDeck: z.preprocess(
    digitsToNumber,
    z
      .number({ error: messages.fillInAllInformation })
      .int({ error: messages.fillInAllInformation })
      .positive({ error: messages.fillInAllInformation })
      .max(MAX_NUMERIC_ID, { error: "Choose one of your own or liked decks" }),
  ),
  timePerQuestion: z.coerce
    .number({ error: messages.timerOutOfRange })
    .int({ error: messages.timerOutOfRange })
    .min(TIMER_MIN_SECONDS, { error: messages.timerOutOfRange })
    .max(TIMER_MAX_SECONDS, { error: messages.timerOutOfRange }),
  shuffleDeck: z.boolean().default(false),
  pointsForWrong: z.boolean().default(true),
});
export type GameSettingsInput = z.infer<typeof gameSettingsInput>;

export const gameSettingsSelected = gameRef.extend({ Game_Settings: gameSettingsInput });

export const submitAnswer = gameRef.extend({
  Answer_id: z.number({ error: "Answer_id must be 0, 1, 2 or 3" }).int().min(0).max(3),
});

export type GamePhase = "lobby" | "countdown" | "question" | "results" | "ended";

/** What a screen shows, in the words of SPEC.md §4. */
export type ScreenState = "start" | "question" | "postquestion" | "loading" | "leaderboard" | "postgame" | "error";

export interface LobbyPlayer {
  User_id: string;
  Username: string;
}

export interface RankedPlayer extends LobbyPlayer {
  score: number;
  rank: number;
}

export interface ClientCard {
  Question: string;
  /** The four answer texts in this question's random order; nothing marks the correct one. */
  Answers: string[];
  image: string | null;
}

export interface CardForClient {
  Card: ClientCard | null;
  CardIndex: number;
  totalCards: number;
  deadline: number;
  serverNow: number;
}

export interface GameSettingsView {
  Deck_Title: string | null;
  Timer: number;
  shuffleDeck: boolean;
  pointsForWrong: boolean;
}

export interface CheckAnswer {
  Answer_id: number;
  position: number;
  totalPos: number;
  correct: boolean;
  points: number;
  score: number;
}

export interface QuestionEnded {
  CardIndex: number;
  correctIndex: number;
  counts: number[];
  answered: number;
  total: number;
  Scores: RankedPlayer[];
}

export interface GameEnded {
  message: string;
  started: boolean;
  /** The best players (all of them in a game of up to 100). */
  final: RankedPlayer[];
  playerCount: number;
}

/** Everything a (re)connecting client needs to draw the right screen. */
export interface GameSnapshot {
  Game_id: string;
  Join_Code: string;
  phase: GamePhase;
  isHost: boolean;
  settings: GameSettingsView;
  players: LobbyPlayer[];
  playerCount: number;
  startsAt: number | null;
  card: CardForClient | null;
  answered: CheckAnswer | null;
  lastResult: QuestionEnded | null;
  ended: GameEnded | null;
  you: { User_id: string; Username: string; score: number; rank: number | null } | null;
  serverNow: number;
}

export interface ServerToClientEvents {
  host_permissions: (payload: { canStartGame: boolean }) => void;
  game_settings: (payload: GameSettingsView) => void;
  player_joined: (payload: { joined: LobbyPlayer[]; left: string[]; playerCount: number }) => void;
  init_game_part_1: (payload: { playerList: LobbyPlayer[]; playerCount: number }) => void;
  init_game_part_2: (payload: { playerList: LobbyPlayer[]; playerCount: number }) => void;
  game_started: (payload: { Game_id: string; startsAt: number; serverNow: number }) => void;
  game_ended: (payload: GameEnded) => void;
  player_confirm: (payload: GameSnapshot) => void;
  card_for_client: (payload: CardForClient) => void;
  check_answer: (payload: CheckAnswer) => void;
  answer_count: (payload: { answered: number; total: number }) => void;
  question_ended: (payload: QuestionEnded) => void;
  your_result: (payload: { rank: number; score: number; playerCount: number }) => void;
  get_current_state: (payload: { currentState: GamePhase; isGameOver: boolean }) => void;
  deck_title: (payload: { Title: string | null }) => void;
  error: (payload: { message: string }) => void;
}

type Ack = (reply: { ok: true } | { ok: false; error: string }) => void;

export interface ClientToServerEvents {
  join_lobby: (payload: unknown, ack?: Ack) => void;
  game_settings_selected: (payload: unknown, ack?: Ack) => void;
  start_game: (payload: unknown, ack?: Ack) => void;
  end_game: (payload: unknown, ack?: Ack) => void;
  send_next_card: (payload: unknown, ack?: Ack) => void;
  submit_answer: (payload: unknown, ack?: Ack) => void;
  connect_game: (payload: unknown, ack?: Ack) => void;
  confirm_connection: (payload: unknown, ack?: Ack) => void;
  init_game_call: (payload: unknown, ack?: Ack) => void;
  init_game_call_2: (payload: unknown, ack?: Ack) => void;
  get_game_settings: (payload: unknown, ack?: Ack) => void;
  get_deck_title: (payload: unknown, ack?: Ack) => void;
  send_current_state: (payload: unknown, ack?: Ack) => void;
  broadcast_score: (payload: unknown, ack?: Ack) => void;
  leave_game: (payload: unknown, ack?: Ack) => void;
}
