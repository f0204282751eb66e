import { cardImageAlt } from "@quizdeck/shared/card-image-alt";
import { type StudyCard, type StudyQueue, type StudyRating, studyRatingLabels } from "@quizdeck/shared/study";
import { useLayoutEffect, useRef } from "react";
import { LoadError } from "../../components/query-state";
import { StudyDone } from "./study-done";
import { studyModeLabels, studyModes } from "./study-mode";
import { currentCard, type Step, studyProgress } from "./study-state";
import { useStudySession } from "./use-study-session";

const ratings: readonly StudyRating[] = [1, 2, 3, 4];

/**
 * One study session (issue 14): the queue's cards one by one, each review one POST; a failed POST keeps the
 * card and offers Try again. When the cards run out it asks for the queue again (cards rated Again come back
 * after their learning step); when that is empty too, the summary.
 */
export function StudySession({ deckId, initial }: { deckId: number | null; initial: StudyQueue }) {
  const { state, review, send, switchMode, askAgain, showAnswer, next } = useStudySession(deckId, initial);
  const { queue, step, mode, tally, failed, refill, done } = state;
  const questionRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const verdictRef = useRef<HTMLParagraphElement>(null);

  const card = currentCard(state);
  const { position, total } = studyProgress(state);

  // Focus follows the session, so the keys work and a screen reader reads what changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the card changes
  useLayoutEffect(() => {
    questionRef.current?.focus();
  }, [position, done]);
  useLayoutEffect(() => {
    if (step.kind === "answer") answerRef.current?.focus();
    if (step.kind === "checked") verdictRef.current?.focus();
  }, [step.kind]);

  if (done) {
    return (
      <StudyDone
        deck={queue.deck}
        reviewed={tally.reviewed}
        right={tally.right}
        nextDue={done.nextDue}
        checking={refill.kind === "loading"}
        checkError={refill.kind === "failed" ? refill.message : null}
        onCheckAgain={askAgain}
      />
    );
  }

  return (
    <>
      <fieldset className="segmented study-modes">
        <legend className="visually-hidden">Study mode</legend>
        {studyModes.map((each) => (
          <button key={each} type="button" aria-pressed={mode === each} onClick={() => switchMode(each)}>
            {studyModeLabels[each]}
          </button>
        ))}
      </fieldset>
      {card === undefined || refill.kind !== "idle" ? (
        <section className="panel study-card" aria-label="Study">
          {refill.kind === "failed" ? (
            <LoadError message={refill.message} onRetry={askAgain} />
          ) : (
            <p className="status-message" role="status">
              Looking for more cards…
            </p>
          )}
        </section>
      ) : (
        <section className="panel study-card" aria-labelledby="study-question">
          <p className="study-progress">
            <span className="visually-hidden">Card </span>
            {position} of {total}
          </p>
          <h2 id="study-question" className="study-question" tabIndex={-1} ref={questionRef}>
            {card.question}
          </h2>
          {card.image ? (
            <img className="study-image" src={card.image} alt={cardImageAlt(card.image_alt, card.question)} />
          ) : null}
          {mode === "flashcards" ? (
            <Flashcard
              card={card}
              revealed={step.kind === "answer"}
              busy={review.isPending}
              answerRef={answerRef}
              onShow={showAnswer}
              onRate={(rating) => send({ card_id: card.card_id, rating })}
            />
          ) : (
            <Choices
              card={card}
              step={step}
              pending={
                review.isPending && review.variables && "choice" in review.variables ? review.variables.choice : null
              }
              verdictRef={verdictRef}
              onPick={(choice) => send({ card_id: card.card_id, choice })}
              onNext={next}
            />
          )}
          {failed ? (
            <LoadError
              className="study-error"
              message={failed.message}
              busy={review.isPending}
              onRetry={() => send(failed.review)}
            />
          ) : null}
        </section>
      )}
      <p className="study-keys">
        {mode === "flashcards"
          ? "Keys: Space shows the answer, then 1 Again, 2 Hard, 3 Good, 4 Easy."
          : "Keys: 1 to 4 pick an answer, then Space or Enter for the next card."}
      </p>
    </>
  );
}

function Flashcard({
  card,
  revealed,
  busy,
  answerRef,
  onShow,
  onRate,
}: {
  card: StudyCard;
  revealed: boolean;
  busy: boolean;
  answerRef: React.RefObject<HTMLDivElement | null>;
  onShow: () => void;
  onRate: (rating: StudyRating) => void;
}) {
  if (!revealed) {
    return (
      <div className="study-actions">
        <button type="button" className="button button-primary study-show" aria-keyshortcuts="Space" onClick={onShow}>
          Show answer
        </button>
      </div>
    );
  }
  return (
    <>
      <div className="study-answer" tabIndex={-1} ref={answerRef}>
        <span className="study-answer-label">Answer</span>
        <p>{card.answer}</p>
      </div>
      <fieldset className="study-ratings">
        <legend>How well did you know it?</legend>
        {ratings.map((rating) => (
          <button
            key={rating}
            type="button"
            className={`button study-rating study-rating-${rating}`}
            aria-keyshortcuts={String(rating)}
            disabled={busy}
            onClick={() => onRate(rating)}
          >
            <span className="study-key" aria-hidden="true">
              {rating}
            </span>
            {studyRatingLabels[rating]}
          </button>
        ))}
      </fieldset>
    </>
  );
}

function Choices({
  card,
  step,
  pending,
  verdictRef,
  onPick,
  onNext,
}: {
  card: StudyCard;
  step: Step;
  pending: string | null;
  verdictRef: React.RefObject<HTMLParagraphElement | null>;
  onPick: (choice: string) => void;
  onNext: () => void;
}) {
  const checked = step.kind === "checked" ? step : null;
  const stateOf = (choice: string) => {
    if (!checked) return choice === pending ? " study-choice-pending" : "";
    if (choice === checked.answer) return " study-choice-right";
    return choice === checked.picked ? " study-choice-wrong" : "";
  };
  return (
    <>
      <ol className="study-choices" aria-label="Answers">
        {card.choices.map((choice, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card's four answers keep their places; the same text twice is allowed
          <li key={at}>
            <button
              type="button"
              className={`study-choice${stateOf(choice)}`}
              aria-keyshortcuts={String(at + 1)}
              aria-disabled={checked !== null || pending !== null ? true : undefined}
              onClick={() => {
                if (!checked && pending === null) onPick(choice);
              }}
            >
              <span className="study-key" aria-hidden="true">
                {at + 1}
              </span>
              <span>{choice}</span>
              {checked && choice === checked.answer ? <span className="visually-hidden"> (right answer)</span> : null}
              {checked && !checked.correct && choice === checked.picked ? (
                <span className="visually-hidden"> (your answer)</span>
              ) : null}
            </button>
          </li>
        ))}
      </ol>
      {checked ? (
        <div className="study-verdict-row">
          <p
            className={checked.correct ? "study-verdict study-verdict-right" : "study-verdict study-verdict-wrong"}
            tabIndex={-1}
            ref={verdictRef}
            role="status"
          >
            {checked.correct ? "Right!" : `Wrong. The right answer is ${checked.answer}.`}
          </p>
          <button type="button" className="button button-primary" aria-keyshortcuts="Space Enter" onClick={onNext}>
            Next
          </button>
        </div>
      ) : null}
    </>
  );
}
