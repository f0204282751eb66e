import { type StudyCard, type StudyQueue, type StudyRating, studyRatingLabels } from "@quizdeck/shared/study";
import { useMutation } from "@tanstack/react-query";
import { useLayoutEffect, useRef, useState } from "react";
import { errorMessage } from "../../api/error-message";
import { getStudyQueue, type StudyReview, useStudyReview } from "../../api/study";
import { LoadError } from "../../components/query-state";
import { StudyDone } from "./study-done";
import { readStudyMode, type StudyMode, saveStudyMode, studyModeLabels, studyModes } from "./study-mode";

const ratings: readonly StudyRating[] = [1, 2, 3, 4];

/** What the current card shows after the user acted on it. */
type Step =
  | { kind: "question" }
  | { kind: "answer" }
  /** Multiple choice: the server's verdict on the pick. */
  | { kind: "checked"; picked: string; correct: boolean; answer: string };

/** A key press the screen handles itself (not inside a field, not one a focused button handles natively). */
function studyKey(event: KeyboardEvent): string | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return null;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.closest("input, textarea, select, dialog, [contenteditable='true']")) return null;
  const onButton = target?.closest("button") !== null && target?.closest("button") !== undefined;
  if (event.key === " " || event.key === "Enter") {
    if (onButton || (event.key === "Enter" && target?.closest("a"))) return null;
    return event.key === " " ? "Space" : "Enter";
  }
  return ["1", "2", "3", "4"].includes(event.key) ? event.key : null;
}

/**
 * One study session (issue 14): the queue's cards one by one, each review one POST; a failed POST keeps the
 * card and offers Try again. When the cards run out it asks for the queue again (cards rated Again come back
 * after their learning step); when that is empty too, the summary.
 */
export function StudySession({ deckId, initial }: { deckId: number | null; initial: StudyQueue }) {
  const [queue, setQueue] = useState(initial);
  const [offset, setOffset] = useState(0);
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState<Step>({ kind: "question" });
  const [mode, setMode] = useState<StudyMode>(readStudyMode);
  const [tally, setTally] = useState({ reviewed: 0, right: 0 });
  const [failed, setFailed] = useState<{ review: StudyReview; message: string } | null>(null);
  const [done, setDone] = useState<{ nextDue: string | null } | null>(null);
  const review = useStudyReview();
  const refill = useMutation({ mutationFn: () => getStudyQueue(deckId) });
  const questionRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const verdictRef = useRef<HTMLParagraphElement>(null);

  const card: StudyCard | undefined = queue.cards[index];
  const position = offset + index + 1;
  const total = offset + queue.cards.length;

  // Focus follows the session, so the keys work and a screen reader reads what changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the card changes
  useLayoutEffect(() => {
    questionRef.current?.focus();
  }, [position, done]);
  useLayoutEffect(() => {
    if (step.kind === "answer") answerRef.current?.focus();
    if (step.kind === "checked") verdictRef.current?.focus();
  }, [step.kind]);

  function next() {
    setStep({ kind: "question" });
    setFailed(null);
    if (index + 1 < queue.cards.length) {
      setIndex(index + 1);
      return;
    }
    askAgain();
  }

  function askAgain() {
    refill.mutate(undefined, {
      onSuccess: (more) => {
        if (more.cards.length === 0) {
          setDone({ nextDue: more.next_due });
          return;
        }
        setOffset(offset + queue.cards.length);
        setQueue(more);
        setIndex(0);
        setDone(null);
      },
    });
  }

  function send(sent: StudyReview) {
    if (!card || review.isPending) return;
    setFailed(null);
    review.mutate(sent, {
      onSuccess: (result) => {
        const right = "rating" in sent ? sent.rating > 1 : result.correct === true;
        setTally((before) => ({ reviewed: before.reviewed + 1, right: before.right + (right ? 1 : 0) }));
        if ("choice" in sent) {
          setStep({ kind: "checked", picked: sent.choice, correct: result.correct === true, answer: result.answer });
        } else {
          next();
        }
      },
      onError: (error) =>
        setFailed({ review: sent, message: errorMessage(error, "Your answer could not be saved. Please try again.") }),
    });
  }

  function switchMode(chosen: StudyMode) {
    saveStudyMode(chosen);
    setMode(chosen);
    if (step.kind === "checked") next();
    else {
      setStep({ kind: "question" });
      setFailed(null);
    }
  }

  function onKey(key: string) {
    if (!card || done || refill.isPending) return;
    const digit = Number(key);
    if (mode === "flashcards") {
      if ((key === "Space" || key === "Enter") && step.kind === "question") setStep({ kind: "answer" });
      else if (digit >= 1 && digit <= 4 && step.kind === "answer")
        send({ card_id: card.card_id, rating: digit as StudyRating });
    } else if (step.kind === "checked") {
      if (key === "Space" || key === "Enter") next();
    } else if (digit >= 1 && digit <= 4) {
      const choice = card.choices[digit - 1];
      if (choice !== undefined) send({ card_id: card.card_id, choice });
    }
  }
  const onKeyRef = useRef(onKey);
  onKeyRef.current = onKey;
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const key = studyKey(event);
      if (key === null) return;
      event.preventDefault();
      onKeyRef.current(key);
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  if (done) {
    return (
      <StudyDone
        deck={queue.deck}
        reviewed={tally.reviewed}
        right={tally.right}
        nextDue={done.nextDue}
        checking={refill.isPending}
        checkError={refill.isError ? errorMessage(refill.error, "The cards could not be loaded.") : null}
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
      {card === undefined || refill.isPending || refill.isError ? (
        <section className="panel study-card" aria-label="Study">
          {refill.isError ? (
            <LoadError message={errorMessage(refill.error, "The next cards could not be loaded.")} onRetry={askAgain} />
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
          {card.image ? <img className="study-image" src={card.image} alt="" /> : null}
          {mode === "flashcards" ? (
            <Flashcard
              card={card}
              revealed={step.kind === "answer"}
              busy={review.isPending}
              answerRef={answerRef}
              onShow={() => setStep({ kind: "answer" })}
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
