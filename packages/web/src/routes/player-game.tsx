import { useLingui } from "@lingui/react";
import { CONNECTION_LOST } from "@quizdeck/shared/live-notices";
import { lazy, Suspense, useEffect, useState } from "react";
import { ConfirmDialog } from "../components/confirm-dialog";
import { PageTitle } from "../components/page-title";
import { useSession } from "../features/auth/session-context";
import { useMissedQuestions } from "../game/missed-questions";
import type { PlayerAnswer } from "../game/player-answer";
import { refusalOf } from "../game/refusal";
import { GameScreenFrame } from "../game/screens/game-frame";
import { preloadAnswerForms, QuestionScreen } from "../game/screens/question-screen";
import { StartScreen } from "../game/screens/start-screen";
import {
  AnswerSubmittedScreen,
  GameErrorScreen,
  LateJoinScreen,
  LoadingScreen,
  RemovedScreen,
} from "../game/screens/waiting-screens";
import { closeGameSocket, request } from "../game/socket";
import { useGameClock } from "../game/use-game-clock";
import { useGameConnection } from "../game/use-game-connection";
import { withLaterMessages } from "../i18n/later-messages";
import { useNavigation } from "../navigation/navigation";

// Screens not needed before the first answer are chunks of their own, their messages a catalog of their own: the
// join path stays within its download budget (decision 014). Each is fetched as the game screen opens, before it is
// needed.
const loadPacedScreens = () => withLaterMessages(import("../game/screens/paced-screens"));
const PacedPlayerScreen = lazy(loadPacedScreens);
const loadFinalScreen = () => withLaterMessages(import("../game/screens/final-screen"));
const FinalScreen = lazy(() => loadFinalScreen().then((module) => ({ default: module.FinalScreen })));
// What shows after an answer (its result, the leaderboard) is not needed before the first question either.
const loadQuestionResultScreen = () => withLaterMessages(import("../game/screens/question-result-screen"));
const QuestionResultScreen = lazy(() =>
  loadQuestionResultScreen().then((module) => ({ default: module.QuestionResultScreen })),
);
const loadLeaderboardScreen = () => withLaterMessages(import("../game/screens/leaderboard-screen"));
const LeaderboardScreen = lazy(() => loadLeaderboardScreen().then((module) => ({ default: module.LeaderboardScreen })));

function preloadLaterScreens(): void {
  preloadAnswerForms();
  void loadQuestionResultScreen();
  void loadLeaderboardScreen();
  void loadFinalScreen();
}

/** Player game screen: /join/{Game_id} (docs/product.md §2, §4). */
export default function PlayerGameRoute() {
  const { location, navigate } = useNavigation();
  const gameId = location.pathname.split("/")[2] ?? "";
  const session = useSession();
  const { _ } = useLingui();
  // Issue 12: signed out here is a guest, known to the game by the cookie; the snapshot says who they are.
  const guest = session.status !== "authenticated";
  const { view, dispatch, socket, reconnecting } = useGameConnection("player", gameId, CONNECTION_LOST);
  const userId = session.userId ?? view.userId ?? undefined;
  const now = useGameClock(view, dispatch);
  const missed = useMissedQuestions(gameId, view.questionResult);
  // The game has started or is under way: the answer forms are fetched before the first question needs them.
  useEffect(preloadLaterScreens, []);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const paced = view.pace === "student";
  // A student-paced game: its screens are fetched before the first result needs them.
  useEffect(() => {
    if (paced) void loadPacedScreens();
  }, [paced]);

  const answer = (sent: PlayerAnswer) => {
    if (!socket || view.screen !== "question") return;
    dispatch({ type: "answer_chosen", answer: sent });
    void request(socket, "submit_answer", { Game_id: gameId, ...sent }, { keptWhileOffline: true }).then((reply) => {
      if (!reply.ok) dispatch({ type: "notice", message: refusalOf(reply).message });
    });
  };

  const over = view.screen === "postgame" || view.screen === "error" || view.screen === "removed";
  const ownPlace =
    view.questionResult && view.username && userId
      ? { User_id: userId, Username: view.username, rank: view.questionResult.rank, score: view.questionResult.score }
      : null;

  const leave = async () => {
    setLeaving(true);
    if (socket && !over) {
      await request(socket, "leave_game", { Game_id: gameId });
    }
    closeGameSocket();
    navigate(guest ? "/join" : "/dashboard");
  };

  return (
    <GameScreenFrame
      view={view}
      now={now}
      reconnecting={reconnecting}
      controls={
        <button
          type="button"
          className="button button-small game-bar-button"
          onClick={() => (over ? void leave() : setConfirmLeave(true))}
        >
          {_("game.leave")}
        </button>
      }
    >
      <PageTitle title={_("game.title")} />
      {paced &&
      (view.screen === "results" || view.screen === "timeup" || view.screen === "done" || view.homeworkDue) ? (
        <Suspense fallback={<LoadingScreen />}>
          <PacedPlayerScreen view={view} dispatch={dispatch} socket={socket} keysEnabled={!confirmLeave} />
        </Suspense>
      ) : null}
      {view.screen === "start" ? <StartScreen startsAt={view.startsAt} now={now} connecting={!view.confirmed} /> : null}
      {view.screen === "question" && view.card ? <QuestionScreen card={view.card} onAnswer={answer} /> : null}
      {view.screen === "postquestion" ? <AnswerSubmittedScreen answered={view.answered} paced={paced} /> : null}
      {view.screen === "loading" ? <LoadingScreen /> : null}
      {view.screen === "results" && !paced ? (
        <Suspense fallback={<LoadingScreen />}>
          <QuestionResultScreen result={view.questionResult} card={view.card} />
        </Suspense>
      ) : null}
      {view.screen === "late" ? <LateJoinScreen /> : null}
      {view.screen === "leaderboard" ? (
        <Suspense fallback={<LoadingScreen />}>
          <LeaderboardScreen result={view.result} card={view.card} you={ownPlace} />
        </Suspense>
      ) : null}
      {view.screen === "postgame" ? (
        <Suspense fallback={<LoadingScreen />}>
          <FinalScreen
            ended={view.ended}
            yourResult={view.yourResult}
            youId={userId}
            signup={guest ? { game: view.deckTitle, nickname: view.username } : undefined}
            missed={guest ? 0 : missed}
          />
        </Suspense>
      ) : null}
      {view.screen === "error" && view.error !== null ? <GameErrorScreen message={view.error} joinAnother /> : null}
      {view.screen === "removed" ? <RemovedScreen message={view.error ?? ""} /> : null}
      <ConfirmDialog
        open={confirmLeave}
        title={_("game.leaveTitle")}
        message={_("game.leaveMessage")}
        confirmLabel={_("game.leave")}
        danger
        busy={leaving}
        onConfirm={() => void leave()}
        onClose={() => setConfirmLeave(false)}
      />
    </GameScreenFrame>
  );
}
