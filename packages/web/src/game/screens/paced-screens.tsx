/**
 * Issue 31: a student-paced player's own screens after answering, in a chunk of their own (the join path stays
 * within its download budget, decision 014): their result with Next, "Time's up" with Next, "You're done"; in
 * homework, "Due …" above them and above the countdown's and the question's screens.
 */
import type { PacedFinished } from "@quizdeck/shared/socket-events";
import { type Dispatch, useState } from "react";
import { refusalOf } from "../refusal";
import type { GameAction, GameView } from "../screen-state";
import { type GameSocket, request } from "../socket";
import { usePresenterKeys } from "../use-presenter-keys";
import { HomeworkDue } from "./homework-due";
import { QuestionResultScreen } from "./question-result-screen";

export default function PacedPlayerScreen(props: {
  view: GameView;
  dispatch: Dispatch<GameAction>;
  socket: GameSocket | null;
  keysEnabled: boolean;
}) {
  const { view } = props;
  const own = view.screen === "results" || view.screen === "timeup" || view.screen === "done";
  const over = view.screen === "postgame" || view.screen === "error" || view.screen === "removed";
  return (
    <>
      {view.homeworkDue && !over ? <HomeworkDue deadline={view.homeworkDue} /> : null}
      {own ? <PacedOwnScreen {...props} /> : null}
    </>
  );
}

function PacedOwnScreen({
  view,
  dispatch,
  socket,
  keysEnabled,
}: {
  view: GameView;
  dispatch: Dispatch<GameAction>;
  socket: GameSocket | null;
  /** Not while a dialog is open over the screen. */
  keysEnabled: boolean;
}) {
  const next = useNextQuestion(view, dispatch, socket);
  usePresenterKeys(next.enabled && keysEnabled, next.send);
  if (view.screen === "done")
    return <PacedDoneScreen finished={view.pacedFinished} score={view.score} homework={view.homeworkDue !== null} />;
  if (view.screen === "timeup") return <PacedTimeUpScreen busy={next.busy} onNext={next.send} />;
  return (
    <QuestionResultScreen result={view.questionResult} card={view.card} soFar>
      <NextQuestionButton busy={next.busy} onNext={next.send} />
    </QuestionResultScreen>
  );
}

/** A press while the Next is on its way waits for it; the next card (or "You're done") ends the wait. */
function useNextQuestion(view: GameView, dispatch: Dispatch<GameAction>, socket: GameSocket | null) {
  const enabled = view.screen === "results" || view.screen === "timeup";
  const step = `${view.screen}:${view.card?.index ?? ""}`;
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const busy = sentFrom === step;
  const send = () => {
    if (!socket || !enabled || busy) return;
    setSentFrom(step);
    void request(socket, "next_question", { Game_id: view.gameId }).then((reply) => {
      setSentFrom(null);
      if (!reply.ok) dispatch({ type: "notice", message: refusalOf(reply).message });
    });
  };
  return { enabled, busy, send };
}

/** The player's own way on; Enter works too. */
function NextQuestionButton({ busy, onNext }: { busy: boolean; onNext: () => void }) {
  return (
    // aria-disabled, not disabled, while it is sent: a disabled button loses the keyboard focus.
    <button
      type="button"
      className="button button-primary paced-next"
      aria-disabled={busy || undefined}
      aria-keyshortcuts="Enter"
      onClick={onNext}
    >
      Next question
    </button>
  );
}

/** The player's own question ran out before they answered; it scores 0 and they move on. */
function PacedTimeUpScreen({ busy, onNext }: { busy: boolean; onNext: () => void }) {
  return (
    <section className="game-stage game-waiting" aria-labelledby="paced-timeup-title">
      <h1 id="paced-timeup-title" className="result-title result-timeout">
        <span aria-hidden="true">◷</span> Time's up
      </h1>
      <p className="game-hint" role="status">
        No answer in time: this question scores 0.
      </p>
      <NextQuestionButton busy={busy} onNext={onNext} />
    </section>
  );
}

/** After their last question, the player's figures while the teacher has not ended the game yet. */
function PacedDoneScreen({
  finished,
  score,
  homework,
}: {
  finished: PacedFinished | null;
  score: number;
  homework: boolean;
}) {
  return (
    <section className="game-stage game-waiting" aria-labelledby="paced-done-title">
      <h1 id="paced-done-title">You're done</h1>
      <div className="result-figures" role="status">
        <p className="result-score">
          Score <strong data-testid="done-score">{finished?.score ?? score}</strong>
        </p>
        {finished ? (
          <p className="result-rank">
            {finished.correct} of {finished.total} right
          </p>
        ) : null}
      </div>
      <p className="game-hint">
        {homework
          ? "The game ends at the deadline or when your teacher ends it; then you see the final results."
          : "Your teacher ends the game; then you see the final results."}
      </p>
    </section>
  );
}
