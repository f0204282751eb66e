/**
 * Issue 31: a student-paced player's own screens after answering, in a chunk of their own (the join path stays
 * within its download budget, decision 014): their result with Next, "Time's up" with Next, "You're done" (with
 * homework's attempts, Try again); in homework, "Due …" above them and above the countdown's and the question's
 * screens.
 */

import { Trans } from "@lingui/react";
import type { PacedFinished } from "@quizdeck/shared/socket-events";
import { type Dispatch, type ReactNode, useState } from "react";
import { i18n } from "../../i18n/i18n";
import { serverText } from "../../i18n/server-texts";
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
  const onward = view.screen === "results" || view.screen === "timeup";
  const next = useStepRequest(view, dispatch, socket, "next_question", onward);
  const canTryAgain = view.screen === "done" && attemptsLeft(view.pacedFinished);
  const again = useStepRequest(view, dispatch, socket, "try_again", canTryAgain);
  usePresenterKeys(next.enabled && keysEnabled, next.send);
  if (view.screen === "done") {
    return (
      <PacedDoneScreen finished={view.pacedFinished} score={view.score} homework={view.homeworkDue !== null}>
        {again.enabled ? (
          <StepButton busy={again.busy} onPress={again.send}>
            {i18n._("paced.tryAgain")}
          </StepButton>
        ) : null}
      </PacedDoneScreen>
    );
  }
  if (view.screen === "timeup") return <PacedTimeUpScreen busy={next.busy} onNext={next.send} />;
  return (
    <QuestionResultScreen result={view.questionResult} card={view.card} soFar>
      <NextQuestionButton busy={next.busy} onNext={next.send} />
    </QuestionResultScreen>
  );
}

/** Homework with attempts: the one just finished, and how many the student has (1 from a server before them). */
const attemptOf = (finished: PacedFinished) => ({ attempt: finished.attempt ?? 1, attempts: finished.attempts ?? 1 });

const attemptsLeft = (finished: PacedFinished | null): boolean => {
  if (!finished) return false;
  const { attempt, attempts } = attemptOf(finished);
  return attempt < attempts;
};

/**
 * A player's own step on (Next question, Try again): a press while it is on its way waits for it; the next card (or
 * "You're done") ends the wait, and a refusal is shown in the screen's notice.
 */
function useStepRequest(
  view: GameView,
  dispatch: Dispatch<GameAction>,
  socket: GameSocket | null,
  event: "next_question" | "try_again",
  enabled: boolean,
) {
  const step = `${view.screen}:${view.card?.index ?? ""}`;
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const busy = sentFrom === step;
  const send = () => {
    if (!socket || !enabled || busy) return;
    setSentFrom(step);
    void request(socket, event, { Game_id: view.gameId }).then((reply) => {
      setSentFrom(null);
      if (!reply.ok) dispatch({ type: "notice", message: refusalOf(reply).message });
    });
  };
  return { enabled, busy, send };
}

/** The player's own way on; Enter works too. */
function NextQuestionButton({ busy, onNext }: { busy: boolean; onNext: () => void }) {
  return (
    <StepButton busy={busy} onPress={onNext} enterKey>
      {i18n._("paced.next")}
    </StepButton>
  );
}

/** A player's step on; `enterKey` when Enter presses it too (Try again has none: a second press after the last Next must not start over). */
function StepButton({
  busy,
  onPress,
  enterKey = false,
  children,
}: {
  busy: boolean;
  onPress: () => void;
  enterKey?: boolean;
  children: ReactNode;
}) {
  return (
    // aria-disabled, not disabled, while it is sent: a disabled button loses the keyboard focus.
    <button
      type="button"
      className="button button-primary paced-next"
      aria-disabled={busy || undefined}
      aria-keyshortcuts={enterKey ? "Enter" : undefined}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

/** The player's own question ran out before they answered; it scores 0 and they move on. */
function PacedTimeUpScreen({ busy, onNext }: { busy: boolean; onNext: () => void }) {
  return (
    <section className="game-stage game-waiting" aria-labelledby="paced-timeup-title">
      <h1 id="paced-timeup-title" className="result-title result-timeout">
        <span aria-hidden="true">◷</span> {i18n._("result.timeout")}
      </h1>
      <p className="game-hint" role="status">
        {i18n._("paced.noAnswer")}
      </p>
      <NextQuestionButton busy={busy} onNext={onNext} />
    </section>
  );
}

/**
 * After their last question, the player's figures while the teacher has not ended the game yet; with homework's
 * attempts, which one this was, this attempt's score and the best one's (the one that counts), and Try again
 * (`children`) while attempts are left.
 */
function PacedDoneScreen({
  finished,
  score,
  homework,
  children,
}: {
  finished: PacedFinished | null;
  score: number;
  homework: boolean;
  children: ReactNode;
}) {
  const { attempt, attempts } = finished ? attemptOf(finished) : { attempt: 1, attempts: 1 };
  return (
    <section className="game-stage game-waiting" aria-labelledby="paced-done-title">
      <h1 id="paced-done-title">{i18n._("paced.done")}</h1>
      <div className="result-figures" role="status">
        {attempts > 1 ? <p className="paced-attempt">{i18n._("paced.attempt", { attempt, attempts })}</p> : null}
        <p className="result-score">
          <Trans
            id="result.score"
            values={{ score: finished?.score ?? score }}
            components={{ 0: <strong data-testid="done-score" /> }}
          />
        </p>
        {finished ? (
          <p className="result-rank">{i18n._("paced.right", { correct: finished.correct, total: finished.total })}</p>
        ) : null}
        {attempts > 1 && finished ? (
          <p className="paced-best">
            <Trans
              id="paced.best"
              values={{ score: finished.bestScore ?? finished.score }}
              components={{ 0: <strong data-testid="best-score" /> }}
            />
          </p>
        ) : null}
      </div>
      {children}
      {attempts > 1 && attempt >= attempts ? (
        <p className="paced-attempts-used">{serverText("You have used all your attempts")}</p>
      ) : null}
      <p className="game-hint">
        {attempts > 1 ? i18n._("paced.bestCounts") : ""}
        {homework ? i18n._("paced.endsHomework") : i18n._("paced.endsTeacher")}
      </p>
    </section>
  );
}
