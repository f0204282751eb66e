import { isolated } from "../i18n/isolate";
/**
 * What the player's and the host's game screens show (docs/product.md §4: start, question, postquestion, loading,
 * leaderboard, postgame, error; issue 11 adds results, late and removed), as a pure reducer of the server's events. The server is the source of truth
 * (docs/product.md §10.1): scores, results and the end come from it; the client only adds what it sees itself
 * (an answer was picked, its own timer ran out, the connection could not be confirmed).
 */

import type { CardPoints, CardType } from "@quizdeck/shared/card-types";
import { END_OF_DECK_INDEX } from "@quizdeck/shared/constants";
import type { ErrorCode } from "@quizdeck/shared/error-codes";
import { SERVER_RESTARTING } from "@quizdeck/shared/live-notices";
import type { GamePace } from "@quizdeck/shared/paced";
import type {
  AnswerCount,
  CardForClient,
  CheckAnswer,
  GameEnded,
  GamePhase,
  GameSettingsView,
  GameSnapshot,
  LobbyPlayer,
  PacedFinished,
  PacedProgress,
  PlayerNotice,
  QuestionEnded,
  QuestionResult,
  ScreenState,
} from "@quizdeck/shared/socket-events";
import { i18n } from "../i18n/i18n";
import { secondsLeft, toLocalTime } from "./clock";
import { mergePlayers } from "./lobby-state";
import { answerOfCheck, type PlayerAnswer } from "./player-answer";
import { NO_ANSWER } from "./refusal";

export type GameRole = "player" | "host";

/**
 * docs/product.md §2's screens plus issue 11's: "results" (a player's own result, the host's answer distribution), "late"
 * (a late joiner waiting for the next question) and "removed" (the host removed this player). Issue 31, a
 * student-paced game: "timeup" (the player's own question ran out unanswered), "done" (they answered their last
 * question and wait for the end) and the host's "progress" grid.
 */
export type GameScreen = ScreenState | "results" | "late" | "removed" | "timeup" | "done" | "progress";

/** A short-lived line for the host: "Alex left", "Alex joined late". */
export interface HostNotice {
  id: number;
  text: string;
}

/** A question as shown, its deadline moved onto the local clock. */
export interface ShownCard {
  question: string;
  /** Issue 30: how the question is answered, and its points. */
  type: CardType;
  points: CardPoints;
  /** In the server's order; the index shown is the Answer_id sent back. */
  answers: string[];
  image: string | null;
  /** The image's description, "" when none (the question is its alt text then). */
  imageAlt: string;
  index: number;
  total: number;
  deadline: number;
  /** Whole seconds left when it was shown: a question shown with few is heard as itself, not as its time. */
  shownSeconds: number;
}

export interface YourResult {
  rank: number;
  score: number;
  playerCount: number;
  /** The questions the server counted as missed (absent from an older server). */
  missed?: number;
}

export interface GameView {
  role: GameRole;
  screen: GameScreen;
  /** The server answered connect_game with a snapshot on this connection. */
  confirmed: boolean;
  gameId: string;
  joinCode: string | null;
  deckTitle: string | null;
  /** This player's id and name in the game, from the snapshot (a guest has no session to read them from). */
  userId: string | null;
  username: string | null;
  score: number;
  /** When the start countdown ends, on the local clock. */
  startsAt: number | null;
  card: ShownCard | null;
  /** The answer this player sent, before the server's check arrives. */
  chosen: PlayerAnswer | null;
  answered: CheckAnswer | null;
  result: QuestionEnded | null;
  ended: GameEnded | null;
  yourResult: YourResult | null;
  /** This player's result of the latest question they played. */
  questionResult: QuestionResult | null;
  /** This player joined after the start (the top bar says so). */
  joinedLate: boolean;
  /** The host's players list (the first ones and every change since). */
  players: LobbyPlayer[];
  notices: HostNotice[];
  nextNoticeId: number;
  answerCount: AnswerCount | null;
  playerCount: number;
  /** The error screen's text. */
  error: string | null;
  /** A refused action's text, shown without leaving the screen. */
  notice: string | null;
  /** The host locked the game (issue 29). */
  locked: boolean;
  /** Issue 31: "student" when each player moves on by themselves. */
  pace: GamePace;
  /** Issue 31: homework's deadline (ISO 8601); null for a game without one. */
  homeworkDue: string | null;
  /** A student-paced player's figures after their last question. */
  pacedFinished: PacedFinished | null;
  /** The host's progress grid of a student-paced game, and when it arrived on the local clock (for idle times). */
  progress: PacedProgress | null;
  progressAt: number;
}

export type GameAction =
  | { type: "snapshot"; snapshot: GameSnapshot; now: number }
  | { type: "game_started"; startsAt: number; serverNow: number; now: number }
  | { type: "card"; card: CardForClient; now: number }
  | { type: "answer_chosen"; answer: PlayerAnswer }
  | { type: "check_answer"; check: CheckAnswer }
  | { type: "answer_count"; count: AnswerCount }
  | { type: "timer_ended" }
  | { type: "question_ended"; result: QuestionEnded }
  | { type: "question_result"; result: QuestionResult }
  | { type: "show_leaderboard"; cardIndex: number }
  | { type: "removed"; message: string }
  | { type: "notice_expired"; id: number }
  | { type: "current_state"; phase: GamePhase }
  | { type: "game_ended"; ended: GameEnded }
  | { type: "your_result"; result: YourResult }
  | { type: "settings"; settings: GameSettingsView }
  | { type: "players"; joined: LobbyPlayer[]; left: string[]; playerCount: number; notices: PlayerNotice[] }
  | { type: "notice"; message: string | null }
  | { type: "locked"; locked: boolean }
  | { type: "paced_finished"; finished: PacedFinished }
  | { type: "progress"; progress: PacedProgress; now: number }
  | { type: "connection_failed"; message: string; code?: ErrorCode };

export function initialGameView(role: GameRole, gameId: string): GameView {
  return {
    role,
    screen: "start",
    confirmed: false,
    gameId,
    joinCode: null,
    deckTitle: null,
    userId: null,
    username: null,
    score: 0,
    startsAt: null,
    card: null,
    chosen: null,
    answered: null,
    result: null,
    ended: null,
    yourResult: null,
    questionResult: null,
    joinedLate: false,
    players: [],
    notices: [],
    nextNoticeId: 1,
    answerCount: null,
    playerCount: 0,
    error: null,
    notice: null,
    locked: false,
    pace: "teacher",
    homeworkDue: null,
    pacedFinished: null,
    progress: null,
    progressAt: 0,
  };
}

function shownCard(card: CardForClient, now: number): ShownCard | null {
  if (!card.Card) return null;
  const deadline = toLocalTime(card.deadline, card.serverNow, now);
  return {
    question: card.Card.Question,
    // A server from before issue 30 sends neither: its cards are multiple choice.
    type: card.Card.Type ?? "multiple_choice",
    points: card.Card.Points ?? "standard",
    answers: card.Card.Answers,
    image: card.Card.image,
    // A server from before issue 29 point 6 sends none.
    imageAlt: card.Card.Image_alt ?? "",
    index: card.CardIndex,
    total: card.totalCards,
    deadline,
    shownSeconds: secondsLeft(deadline, now),
  };
}

/**
 * When a question's time is up: the player waits for the results (loading), the host sees postquestion; a
 * student-paced player's own question is over for them alone (issue 31).
 */
function timeUpScreen(view: Pick<GameView, "role" | "pace">): GameScreen {
  if (view.role === "host") return "postquestion";
  return view.pace === "student" ? "timeup" : "loading";
}

const noticeText = (notice: PlayerNotice): string =>
  i18n._(notice.kind === "left" ? "hostGame.playerLeft" : "hostGame.playerJoinedLate", {
    name: isolated(notice.Username),
  });

/**
 * A late joiner outside the open question (the server sends them no card for it) or its results waits for the
 * next card.
 */
function waitsForNextCard(snapshot: GameSnapshot): boolean {
  if (!snapshot.you?.joinedLate) return false;
  if (snapshot.phase === "question") return snapshot.card === null;
  return snapshot.phase === "results" && snapshot.yourResult === null;
}

/** After the end, a player's place ("You finished 1st of 2") as their `your_result` said it before a reload. */
function finalPlace(snapshot: GameSnapshot): YourResult | null {
  const you = snapshot.you;
  if (snapshot.phase !== "ended" || !you || you.rank === null) return null;
  return { rank: you.rank, score: you.score, playerCount: snapshot.playerCount, missed: you.missed };
}

/**
 * A player's place as the final list shows it. `your_result` (which also counts the missed questions) follows in
 * the same slice, but the browser may draw the final screen first, and its line would then push the buttons down.
 */
function placeInFinalList(view: GameView, ended: GameEnded): YourResult | null {
  if (view.role !== "player" || !ended.started) return null;
  const you = ended.final.find((player) => player.User_id === view.userId);
  return you ? { rank: you.rank, score: you.score, playerCount: ended.playerCount } : null;
}

/** The screen a (re)connecting client draws from the server's snapshot. */
function fromSnapshot(view: GameView, snapshot: GameSnapshot, now: number): GameView {
  const card = snapshot.card ? shownCard(snapshot.card, now) : null;
  const base: GameView = {
    ...view,
    confirmed: true,
    error: null,
    gameId: snapshot.Game_id,
    joinCode: snapshot.Join_Code,
    deckTitle: snapshot.settings.Deck_Title,
    userId: snapshot.you?.User_id ?? view.userId,
    username: snapshot.you?.Username ?? view.username,
    score: snapshot.you?.score ?? 0,
    startsAt: snapshot.startsAt === null ? null : toLocalTime(snapshot.startsAt, snapshot.serverNow, now),
    card,
    chosen: snapshot.answered ? answerOfCheck(snapshot.answered) : null,
    answered: snapshot.answered,
    result: snapshot.lastResult,
    ended: snapshot.ended,
    playerCount: snapshot.playerCount,
    questionResult: snapshot.yourResult,
    joinedLate: snapshot.you?.joinedLate ?? false,
    players: snapshot.players,
    answerCount: snapshot.answerCount,
    locked: snapshot.locked,
    yourResult: finalPlace(snapshot) ?? view.yourResult,
    // A server from before issue 31 sends no pace: its games are live.
    pace: snapshot.settings.pace ?? "teacher",
    homeworkDue: snapshot.settings.deadline ?? null,
    pacedFinished: snapshot.pacedFinished ?? null,
    progress: snapshot.progress ?? view.progress,
    progressAt: snapshot.progress ? now : view.progressAt,
  };
  if (view.role === "player" && waitsForNextCard(snapshot)) return { ...base, screen: "late" };
  switch (snapshot.phase) {
    case "lobby":
    case "countdown":
      return { ...base, screen: "start" };
    case "paced":
      return { ...base, screen: pacedScreen(base, now) };
    case "question": {
      if (view.role === "player" && snapshot.answered) return { ...base, screen: "postquestion" };
      const timeUp = card !== null && card.deadline <= now;
      return { ...base, screen: timeUp ? timeUpScreen(base) : "question" };
    }
    case "results":
      return { ...base, screen: "results" };
    case "leaderboard":
      return { ...base, screen: "leaderboard" };
    case "ended":
      return { ...base, screen: "postgame" };
  }
}

/**
 * Issue 31: where a student-paced game's snapshot puts its reader: the host at the grid; a player at their own
 * question (its original deadline: a reload never gives more time), their result, "Time's up" or "You're done".
 */
function pacedScreen(view: GameView, now: number): GameScreen {
  if (view.role === "host") return "progress";
  if (view.pacedFinished) return "done";
  if (view.questionResult && view.questionResult.CardIndex === view.card?.index) return "results";
  if (view.answered) return "postquestion";
  if (!view.card) return "loading";
  return view.card.deadline <= now ? "timeup" : "question";
}

export function gameReducer(view: GameView, action: GameAction): GameView {
  const next = nextView(view, action);
  // A notice belongs to the screen it was given on (issue #11 item 5): a new screen drops it.
  return next.screen !== view.screen && next.notice !== null ? { ...next, notice: null } : next;
}

/** A list rather than two comparisons, which the bundler would answer with a copy of each text in the join path. */
const noticesOverOnReturn: (string | null)[] = [SERVER_RESTARTING, NO_ANSWER];

function nextView(view: GameView, action: GameAction): GameView {
  switch (action.type) {
    case "snapshot": {
      const next = fromSnapshot(view, action.snapshot, action.now);
      // Back in the game after a node's restart (issue 16) or a dropped connection: "reconnecting…" is over, and
      // so is what the server could not answer meanwhile.
      return noticesOverOnReturn.includes(next.notice) ? { ...next, notice: null } : next;
    }
    case "game_started":
      return {
        ...view,
        screen: "start",
        startsAt: toLocalTime(action.startsAt, action.serverNow, action.now),
      };
    case "card": {
      if (action.card.CardIndex === END_OF_DECK_INDEX) return { ...view, screen: "postgame", card: null };
      return {
        ...view,
        // A card after "You're done" is homework's next attempt (Try again, issue 31): its score starts at 0.
        ...(view.pacedFinished && { score: 0, pacedFinished: null }),
        screen: "question",
        card: shownCard(action.card, action.now),
        chosen: null,
        answered: null,
        answerCount: null,
        questionResult: null,
        notice: null,
      };
    }
    case "answer_chosen":
      if (view.role !== "player" || view.screen !== "question" || view.chosen !== null) return view;
      return { ...view, screen: "postquestion", chosen: action.answer, notice: null };
    case "check_answer": {
      const waiting = view.screen === "question" || view.screen === "loading";
      return {
        ...view,
        screen: waiting ? "postquestion" : view.screen,
        chosen: answerOfCheck(action.check),
        answered: action.check,
        // The new score only when the host shows right or wrong at once; otherwise it comes at the close.
        score: action.check.score ?? view.score,
      };
    }
    case "answer_count":
      return { ...view, answerCount: action.count };
    case "timer_ended":
      return view.screen === "question" ? { ...view, screen: timeUpScreen(view) } : view;
    case "question_ended":
      // A late joiner outside this question keeps waiting; everybody else sees the results.
      return { ...view, screen: view.screen === "late" ? "late" : "results", result: action.result };
    case "question_result": {
      if (action.result.CardIndex !== view.card?.index) return view;
      const open = view.screen === "question" || view.screen === "postquestion" || view.screen === "loading";
      return {
        ...view,
        screen: open ? "results" : view.screen,
        questionResult: action.result,
        score: action.result.score,
      };
    }
    case "show_leaderboard":
      return { ...view, screen: "leaderboard" };
    case "current_state":
      if (action.phase === "ended") return { ...view, screen: "postgame" };
      if (action.phase === "countdown") return { ...view, screen: "start" };
      if (action.phase === "leaderboard") return { ...view, screen: "leaderboard" };
      // The host of a student-paced game watches the grid once the countdown is over.
      if (action.phase === "paced" && view.role === "host") return { ...view, screen: "progress" };
      return view;
    case "game_ended":
      return {
        ...view,
        screen: "postgame",
        ended: action.ended,
        card: null,
        yourResult: view.yourResult ?? placeInFinalList(view, action.ended),
      };
    case "your_result":
      return { ...view, yourResult: action.result, score: action.result.score };
    case "settings":
      return {
        ...view,
        deckTitle: action.settings.Deck_Title,
        pace: action.settings.pace ?? view.pace,
        homeworkDue: action.settings.deadline ?? view.homeworkDue,
      };
    case "paced_finished":
      return { ...view, screen: "done", pacedFinished: action.finished, score: action.finished.score, card: null };
    case "progress": {
      // The first progress after the countdown takes the host from the start screen to the grid.
      const screen = view.role === "host" && view.screen === "start" ? "progress" : view.screen;
      return { ...view, screen, progress: action.progress, progressAt: action.now };
    }
    case "players": {
      const added = action.notices.map((notice, offset) => ({
        id: view.nextNoticeId + offset,
        text: noticeText(notice),
      }));
      return {
        ...view,
        players: mergePlayers(view.players, action.joined, action.left).players,
        playerCount: action.playerCount,
        notices: [...view.notices, ...added],
        nextNoticeId: view.nextNoticeId + added.length,
      };
    }
    case "notice_expired":
      return { ...view, notices: view.notices.filter((notice) => notice.id !== action.id) };
    case "removed":
      return { ...view, screen: "removed", error: action.message, confirmed: false };
    case "notice":
      return { ...view, notice: action.message };
    case "locked":
      return { ...view, locked: action.locked };
    case "connection_failed":
      return {
        ...view,
        screen: action.code === "removed" ? "removed" : "error",
        error: action.message,
        confirmed: false,
      };
  }
}
