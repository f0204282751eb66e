import { useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import { useCallback, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { reportPath } from "../api/reports";
import { ConfirmDialog } from "../components/confirm-dialog";
import { PageTitle } from "../components/page-title";
import { useHostEnding } from "../game/host-ending";
import { refusalOf } from "../game/refusal";
import { AnswerDistributionScreen } from "../game/screens/answer-distribution-screen";
import { FinalScreen } from "../game/screens/final-screen";
import { GameScreenFrame } from "../game/screens/game-frame";
import { HostNotices } from "../game/screens/host-notices";
import { HostPlayerList } from "../game/screens/host-player-list";
import { LeaderboardScreen } from "../game/screens/leaderboard-screen";
import { LockedNotice, LockGameButton } from "../game/screens/lock-game-button";
import { ProgressScreen } from "../game/screens/progress-screen";
import { QuestionScreen } from "../game/screens/question-screen";
import { StartScreen } from "../game/screens/start-screen";
import { GameErrorScreen, TimeUpScreen } from "../game/screens/waiting-screens";
import { closeGameSocket, type GameRequest, request } from "../game/socket";
import { useGameClock } from "../game/use-game-clock";
import { useGameConnection } from "../game/use-game-connection";
import { usePresenterKeys } from "../game/use-presenter-keys";

/** Host game screen: /host/{Game_id} (docs/product.md §2, §4), projected for the room. */
export default function HostGameRoute() {
  const { _ } = useLingui();
  const hostEnding = useHostEnding();
  const gameId = useParams().gameId ?? "";
  const navigate = useNavigate();
  const { view, dispatch, socket, reconnecting, whenConfirmed } = useGameConnection(
    "host",
    gameId,
    messages.hostConnectionLost,
  );
  const now = useGameClock(view, dispatch);
  const [confirmEnd, setConfirmEnd] = useState(false);
  // The step a request was sent from: a press on the same step waits for it, but once the next step shows (its
  // broadcast can come before the request's own reply) a presenter's next press counts.
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const step = `${view.screen}:${view.card?.index ?? ""}`;
  const busy = sentFrom === step;
  const expireNotice = useCallback((id: number) => dispatch({ type: "notice_expired", id }), [dispatch]);

  const send = async (event: GameRequest) => {
    if (!socket) return false;
    setSentFrom(step);
    await whenConfirmed();
    const reply = await request(socket, event, { Game_id: gameId });
    setSentFrom((current) => (current === step ? null : current));
    if (!reply.ok) dispatch({ type: "notice", message: refusalOf(reply).message });
    return reply.ok;
  };

  const exit = () => {
    closeGameSocket();
    navigate("/dashboard");
  };

  const over = view.screen === "postgame" || view.screen === "error";
  const canNext = (["question", "postquestion", "results", "leaderboard"] as const).some(
    (screen) => screen === view.screen,
  );
  const next = () => {
    if (!busy) void send("send_next_card");
  };
  usePresenterKeys(canNext && !confirmEnd, next);

  return (
    <GameScreenFrame
      view={view}
      now={now}
      reconnecting={reconnecting}
      controls={
        <>
          {over ? (
            <button type="button" className="button button-small game-bar-button" onClick={exit}>
              {_("hostGame.exit")}
            </button>
          ) : (
            <button type="button" className="button button-small game-bar-button" onClick={() => setConfirmEnd(true)}>
              {_("hostLobby.end")}
            </button>
          )}
          {over ? null : (
            <LockGameButton
              socket={socket}
              gameId={gameId}
              locked={view.locked}
              className="button button-small game-bar-button"
              onRefused={(message) => dispatch({ type: "notice", message })}
            />
          )}
          {canNext ? (
            // aria-disabled, not disabled, while the step is sent: a disabled button loses the keyboard focus,
            // and a presenter keeps pressing Next where it is.
            <button
              type="button"
              className="button button-small button-primary game-next"
              aria-disabled={busy || undefined}
              onClick={next}
            >
              {_("hostGame.next")}
            </button>
          ) : null}
        </>
      }
      aside={
        over ? null : (
          <>
            <details className="panel game-players">
              <summary>{_("hostGame.players", { count: view.playerCount })}</summary>
              <HostPlayerList players={view.players} socket={socket} gameId={gameId} />
            </details>
            {view.locked ? <LockedNotice /> : null}
            <HostNotices notices={view.notices} onExpire={expireNotice} />
          </>
        )
      }
    >
      <PageTitle title={_("hostGame.title")} />
      {view.screen === "start" ? <StartScreen startsAt={view.startsAt} now={now} connecting={!view.confirmed} /> : null}
      {view.screen === "question" && view.card ? (
        <QuestionScreen card={view.card} answerCount={view.answerCount} />
      ) : null}
      {view.screen === "progress" ? (
        <ProgressScreen
          progress={view.progress}
          receivedAt={view.progressAt}
          homework={view.homeworkDue ? { due: view.homeworkDue, joinCode: view.joinCode } : null}
        />
      ) : null}
      {view.screen === "postquestion" ? <TimeUpScreen /> : null}
      {view.screen === "loading" ? <TimeUpScreen /> : null}
      {view.screen === "results" ? <AnswerDistributionScreen result={view.result} card={view.card} /> : null}
      {view.screen === "leaderboard" ? <LeaderboardScreen result={view.result} card={view.card} /> : null}
      {view.screen === "postgame" ? (
        <FinalScreen
          ended={view.ended}
          endedText={view.ended ? hostEnding(view.ended) : undefined}
          yourResult={null}
          reportPath={reportPath(gameId)}
        />
      ) : null}
      {view.screen === "error" ? <GameErrorScreen message={view.error ?? messages.hostConnectionLost} /> : null}
      <ConfirmDialog
        open={confirmEnd}
        title={_("hostGame.endTitle")}
        message={_("hostGame.endMessage")}
        confirmLabel={_("hostLobby.end")}
        danger
        busy={busy}
        onConfirm={() => void send("end_game").then(() => setConfirmEnd(false))}
        onClose={() => setConfirmEnd(false)}
      />
    </GameScreenFrame>
  );
}
