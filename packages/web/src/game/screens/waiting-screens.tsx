import type { CheckAnswer } from "@quizdeck/shared/socket-events";

/** SPEC.md §2 step 3. The server's check, once it arrives, says whether it was right and the points. */
export function AnswerSubmittedScreen({ answered }: { answered: CheckAnswer | null }) {
  return (
    <section className="game-stage game-waiting" aria-labelledby="game-submitted-title">
      <h1 id="game-submitted-title">Answer Submitted</h1>
      <p className="game-hint">Please wait for the others!</p>
      <p className="game-result" role="status">
        {answered ? (
          <>
            <strong className={answered.correct ? "result-correct" : "result-wrong"}>
              {answered.correct ? "Correct!" : "Not quite."}
            </strong>{" "}
            +{answered.points} points
          </>
        ) : (
          "Checking your answer…"
        )}
      </p>
    </section>
  );
}

/** SPEC.md §2 step 4: the local timer ran out before the server closed the question. */
export function LoadingScreen() {
  return (
    <section className="game-stage game-waiting" aria-labelledby="game-loading-title">
      <h1 id="game-loading-title">Loading</h1>
      <p className="game-hint" role="status">
        Please wait
      </p>
    </section>
  );
}

/** The host's postquestion: time is up, the results are on their way (or Next shows them). */
export function TimeUpScreen() {
  return (
    <section className="game-stage game-waiting" aria-labelledby="game-timeup-title">
      <h1 id="game-timeup-title">Time's up!</h1>
      <p className="game-hint" role="status">
        Please wait
      </p>
    </section>
  );
}

/** SPEC.md §2 step 7, with professional wording (§8). */
export function GameErrorScreen({ message }: { message: string }) {
  return (
    <section className="game-stage game-error" aria-labelledby="game-error-title">
      <h1 id="game-error-title">Connection problem</h1>
      <p role="alert">{message}</p>
    </section>
  );
}
