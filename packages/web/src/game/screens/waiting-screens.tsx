import { useLingui } from "@lingui/react";
import type { CheckAnswer } from "@quizdeck/shared/socket-events";
import { useId } from "react";
import { serverText } from "../../i18n/server-texts";
import { AppLink } from "../../navigation/navigation";

/**
 * docs/product.md §2 step 3. The server's check locks the answer in; whether it was right and its points come with
 * it only when the host shows right or wrong at once (issue 29), else at the question's close.
 */
export function AnswerSubmittedScreen({
  answered,
  paced = false,
}: {
  answered: CheckAnswer | null;
  /** Issue 31: a student-paced player's result follows at once; nobody else is waited for. */
  paced?: boolean;
}) {
  const { _ } = useLingui();
  return (
    <section className="game-stage game-waiting" aria-labelledby="game-submitted-title">
      <h1 id="game-submitted-title">{_("submitted.title")}</h1>
      <p className="game-hint">{paced ? _("submitted.paced") : _("submitted.waitOthers")}</p>
      <p className="game-result" role="status">
        {answered ? <CheckText answered={answered} /> : _("submitted.sending")}
      </p>
    </section>
  );
}

function CheckText({ answered }: { answered: CheckAnswer }) {
  const { _ } = useLingui();
  if (answered.correct === undefined) return _("submitted.locked");
  return (
    <>
      <strong className={answered.correct ? "result-correct" : "result-wrong"}>
        {answered.correct ? _("submitted.correct") : _("submitted.wrong")}
      </strong>{" "}
      {_("submitted.points", { points: answered.points })}
    </>
  );
}

/** A heading and "Please wait" while the server's next step is on its way. */
export function PleaseWaitScreen({ title }: { title: string }) {
  const titleId = useId();
  const { _ } = useLingui();
  return (
    <section className="game-stage game-waiting" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p className="game-hint" role="status">
        {_("wait.please")}
      </p>
    </section>
  );
}

/** docs/product.md §2 step 4: the local timer ran out before the server closed the question. */
export function LoadingScreen() {
  const { _ } = useLingui();
  return <PleaseWaitScreen title={_("wait.loading")} />;
}

/** The host's postquestion: time is up, the results are on their way (or Next shows them). */
export function TimeUpScreen() {
  const { _ } = useLingui();
  return <PleaseWaitScreen title={_("wait.timeUp")} />;
}

/** Issue 11 item 3: a late joiner is not part of the open question and plays from the next one. */
export function LateJoinScreen() {
  const { _ } = useLingui();
  return (
    <section className="game-stage game-waiting" aria-labelledby="game-late-title">
      <h1 id="game-late-title">{_("late.title")}</h1>
      <p className="game-hint" role="status">
        {_("late.hint")}
      </p>
    </section>
  );
}

/** Issue 11 item 4: the way out of a game that is over for this player. */
function JoinAnotherGame() {
  const { _ } = useLingui();
  return (
    <AppLink className="button button-primary" to="/join">
      {_("error.joinAnother")}
    </AppLink>
  );
}

/** docs/product.md §2 step 7, with professional wording (§8); a player may go on to another game. */
export function GameErrorScreen({ message, joinAnother = false }: { message: string; joinAnother?: boolean }) {
  const { _ } = useLingui();
  return (
    <section className="game-stage game-error" aria-labelledby="game-error-title">
      <h1 id="game-error-title">{_("error.title")}</h1>
      <p role="alert">{serverText(message)}</p>
      {joinAnother ? <JoinAnotherGame /> : null}
    </section>
  );
}

/** Issue 11 item 4: "The host removed you from this game". */
export function RemovedScreen({ message }: { message: string }) {
  const { _ } = useLingui();
  return (
    <section className="game-stage game-error" aria-labelledby="game-removed-title">
      <h1 id="game-removed-title">{_("removed.title")}</h1>
      <p role="alert">{serverText(message)}</p>
      <JoinAnotherGame />
    </section>
  );
}
