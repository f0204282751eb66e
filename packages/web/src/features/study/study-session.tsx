import { Trans, useLingui } from "@lingui/react";
import { cardImageAlt } from "@quizdeck/shared/card-image-alt";
import type { StudyCard, StudyQueue } from "@quizdeck/shared/study";
import { useLayoutEffect, useRef } from "react";
import type { StudyReview } from "../../api/study";
import { LoadError } from "../../components/query-state";
import { i18n } from "../../i18n/i18n";
import { StudyDone } from "./study-done";
import { StudyFlashcard } from "./study-flashcard";
import { type StudyMode, studyModeLabels, studyModes } from "./study-mode";
import { StudyOrder } from "./study-order";
import { StudyPick } from "./study-pick";
import { StudySelectAll } from "./study-select-all";
import { currentCard, type Step, studyProgress } from "./study-state";
import { StudyTyped } from "./study-typed";
import { useStudySession } from "./use-study-session";

/**
 * One study session (issue 14): the queue's cards one by one, each review one POST; a failed POST keeps the
 * card and offers Try again. When the cards run out it asks for the queue again (cards rated Again come back
 * after their learning step); when that is empty too, the summary.
 */
export function StudySession({ deckId, initial }: { deckId: number | null; initial: StudyQueue }) {
  const { _ } = useLingui();
  const { state, review, send, switchMode, askAgain, showAnswer, backShown, next } = useStudySession(deckId, initial);
  const { queue, step, mode, tally, failed, refill, done } = state;
  const questionRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const verdictRef = useRef<HTMLParagraphElement>(null);
  const typedRef = useRef<HTMLInputElement>(null);

  const card = currentCard(state);
  const { position, total } = studyProgress(state);

  // Focus follows the session, so the keys work and a screen reader reads what changed.
  // A card to type the answer of starts in its field (which reads the question as its description).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the card or the mode changes
  useLayoutEffect(() => {
    (typedRef.current ?? questionRef.current)?.focus();
  }, [position, done, mode]);
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
        <legend className="visually-hidden">{_("study.mode")}</legend>
        {studyModes.map((each) => (
          <button key={each} type="button" aria-pressed={mode === each} onClick={() => switchMode(each)}>
            {_(studyModeLabels[each])}
          </button>
        ))}
      </fieldset>
      {card === undefined || refill.kind !== "idle" ? (
        <section className="panel study-card" aria-label={_("study.title")}>
          {refill.kind === "failed" ? (
            <LoadError message={refill.message} onRetry={askAgain} />
          ) : (
            <p className="status-message" role="status">
              {_("study.lookingForMore")}
            </p>
          )}
        </section>
      ) : (
        <section className="panel study-card" aria-labelledby="study-question">
          <p className="study-progress">
            <Trans
              id="study.progress"
              values={{ position, total }}
              components={{ 0: <span className="visually-hidden" /> }}
            />
          </p>
          <h2 id="study-question" className="study-question" tabIndex={-1} ref={questionRef} dir="auto">
            {card.question}
          </h2>
          {card.image ? (
            <img className="study-image" src={card.image} alt={cardImageAlt(card.image_alt, card.question)} />
          ) : null}
          {mode === "flashcards" ? (
            <StudyFlashcard
              key={position}
              card={card}
              revealed={step.kind === "answer"}
              backShown={step.kind === "answer" && step.backShown}
              busy={review.isPending}
              answerRef={answerRef}
              onShow={showAnswer}
              onBackShown={backShown}
              onRate={(rating) => send({ card_id: card.card_id, rating })}
            />
          ) : (
            <StudyAnswering
              key={position}
              card={card}
              step={step}
              sending={review.isPending ? (review.variables ?? null) : null}
              typedRef={typedRef}
              verdictRef={verdictRef}
              onSend={send}
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
      <p className="study-keys">{keysHint(mode, card)}</p>
    </>
  );
}

function keysHint(mode: StudyMode, card: StudyCard | undefined): string {
  if (mode === "flashcards") return i18n._("study.keysFlashcards");
  switch (card?.type) {
    case "type_answer":
      return i18n._("study.keysTyped");
    case "select_all":
      return i18n._("study.keysSelectAll");
    case "order":
      return i18n._("study.keysOrder");
    default: {
      const count = card?.choices.length ?? 4;
      return count === 2 ? i18n._("study.keysPickTwo") : i18n._("study.keysPick", { count });
    }
  }
}

/** "Quiz me": the card answered the way its type asks, the answer judged by the server. */
function StudyAnswering({
  card,
  step,
  sending,
  typedRef,
  verdictRef,
  onSend,
  onNext,
}: {
  card: StudyCard;
  step: Step;
  /** The review on its way to the server, if any. */
  sending: StudyReview | null;
  typedRef: React.RefObject<HTMLInputElement | null>;
  verdictRef: React.RefObject<HTMLParagraphElement | null>;
  onSend: (review: StudyReview) => void;
  onNext: () => void;
}) {
  const checked = step.kind === "checked" ? step : null;
  const busy = sending !== null;
  const { card_id } = card;
  const shared = { checked, verdictRef, onNext };
  switch (card.type) {
    case "type_answer":
      return <StudyTyped {...shared} busy={busy} inputRef={typedRef} onCheck={(text) => onSend({ card_id, text })} />;
    case "select_all":
      return <StudySelectAll {...shared} card={card} busy={busy} onCheck={(choices) => onSend({ card_id, choices })} />;
    case "order":
      return <StudyOrder {...shared} card={card} busy={busy} onCheck={(choices) => onSend({ card_id, choices })} />;
    default:
      return (
        <StudyPick
          {...shared}
          card={card}
          pending={sending && "choice" in sending ? sending.choice : null}
          onPick={(choice) => onSend({ card_id, choice })}
        />
      );
  }
}
