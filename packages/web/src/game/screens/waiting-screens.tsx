import type { CheckAnswer } from "@quizdeck/shared/socket-events";
import { useId } from "react";
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
  return (
    <section className="game-stage game-waiting" aria-labelledby="game-submitted-title">
      <h1 id="game-submitted-title">Answer Submitted</h1>
      <p className="game-hint">{paced ? "Your result is on its way." : "Please wait for the others!"}</p>
      <p className="game-result" role="status">
        {answered ? <CheckText answered={answered} /> : "Sending your answer…"}
      </p>
    </section>
  );
}

function CheckText({ answered }: { answered: CheckAnswer }) {
  if (answered.correct === undefined) return "Answer locked in";
  return (
    <>
      <strong className={answered.correct ? "result-correct" : "result-wrong"}>
        {answered.correct ? "Correct!" : "Not quite."}
      </strong>{" "}
      +{answered.points} points
    </>
  );
}

/** A heading and "Please wait" while the server's next step is on its way. */
export function PleaseWaitScreen({ title }: { title: string }) {
  const titleId = useId();
  return (
    <section className="game-stage game-waiting" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p className="game-hint" role="status">
        Please wait
      </p>
    </section>
  );
}

/** docs/product.md §2 step 4: the local timer ran out before the server closed the question. */
export const LoadingScreen = () => <PleaseWaitScreen title="Loading" />;

/** The host's postquestion: time is up, the results are on their way (or Next shows them). */
export const TimeUpScreen = () => <PleaseWaitScreen title="Time's up!" />;

/** Issue 11 item 3: a late joiner is not part of the open question and plays from the next one. */
export function LateJoinScreen() {
  return (
    <section className="game-stage game-waiting" aria-labelledby="game-late-title">
      <h1 id="game-late-title">You joined late</h1>
      <p className="game-hint" role="status">
        You play from the next question. Please wait.
      </p>
    </section>
  );
}

/** Issue 11 item 4: the way out of a game that is over for this player. */
function JoinAnotherGame() {
  return (
    <AppLink className="button button-primary" to="/join">
      Join another game
    </AppLink>
  );
}

/** docs/product.md §2 step 7, with professional wording (§8); a player may go on to another game. */
export function GameErrorScreen({ message, joinAnother = false }: { message: string; joinAnother?: boolean }) {
  return (
    <section className="game-stage game-error" aria-labelledby="game-error-title">
      <h1 id="game-error-title">Connection problem</h1>
      <p role="alert">{message}</p>
      {joinAnother ? <JoinAnotherGame /> : null}
    </section>
  );
}

/** Issue 11 item 4: "The host removed you from this game". */
export function RemovedScreen({ message }: { message: string }) {
  return (
    <section className="game-stage game-error" aria-labelledby="game-removed-title">
      <h1 id="game-removed-title">Removed from the game</h1>
      <p role="alert">{message}</p>
      <JoinAnotherGame />
    </section>
  );
}
