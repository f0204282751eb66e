import { useLingui } from "@lingui/react";
import type { StudyCard, StudyRating } from "@quizdeck/shared/study";
import { useEffectEvent, useLayoutEffect } from "react";
import { errorMessage } from "../../api/error-message";
import { useStudyAnswer } from "../../api/study";
import { BusyButton } from "../../components/busy-button";
import { LoadError } from "../../components/query-state";
import { truthText } from "../cards/answer-summary";

const ratings: readonly StudyRating[] = [1, 2, 3, 4];
/** Each rating's name (Again, Hard, Good, Easy). */
const ratingLabels = { 1: "study.rating1", 2: "study.rating2", 3: "study.rating3", 4: "study.rating4" } as const;

/**
 * A flashcard of any type: Show answer turns it over, then the user rates how well they knew it, once its back is
 * on screen (a back the server sends when asked is not rated unseen).
 */
export function StudyFlashcard({
  card,
  revealed,
  backShown,
  busy,
  answerRef,
  onShow,
  onBackShown,
  onRate,
}: {
  card: StudyCard;
  revealed: boolean;
  backShown: boolean;
  busy: boolean;
  answerRef: React.RefObject<HTMLDivElement | null>;
  onShow: () => void;
  onBackShown: () => void;
  onRate: (rating: StudyRating) => void;
}) {
  const { _ } = useLingui();
  const options =
    card.type === "select_all" || card.type === "order" ? (
      <ul className="study-options" aria-label={card.type === "order" ? _("study.items") : _("study.choices")}>
        {card.choices.map((choice, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same text twice is allowed
          <li key={at} dir="auto">
            {choice}
          </li>
        ))}
      </ul>
    ) : null;
  if (!revealed) {
    return (
      <>
        {options}
        <div className="study-actions">
          <button type="button" className="button button-primary study-show" aria-keyshortcuts="Space" onClick={onShow}>
            {_("study.showAnswer")}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      {options}
      <div className="study-answer" tabIndex={-1} ref={answerRef}>
        <span className="study-answer-label">{card.type === "order" ? _("study.rightOrder") : _("study.answer")}</span>
        <FlashcardBack card={card} onShown={onBackShown} />
      </div>
      <fieldset className="study-ratings">
        <legend>{_("study.howWell")}</legend>
        {ratings.map((rating) => (
          <BusyButton
            key={rating}
            className={`button study-rating study-rating-${rating}`}
            aria-keyshortcuts={String(rating)}
            busy={busy}
            disabled={!backShown}
            onClick={() => onRate(rating)}
          >
            <span className="study-key" aria-hidden="true">
              {rating}
            </span>
            {_(ratingLabels[rating])}
          </BusyButton>
        ))}
      </fieldset>
    </>
  );
}

/** The right answer: in the queue for the choice types, asked for when turned over for the types the server judges. */
function FlashcardBack({ card, onShown }: { card: StudyCard; onShown: () => void }) {
  const { _ } = useLingui();
  const asked = useStudyAnswer(card.card_id, card.answer === null);
  const tellShown = useEffectEvent(onShown);
  // Before the paint that shows the answer: a rating key pressed as soon as it is on screen counts.
  useLayoutEffect(() => {
    if (asked.isSuccess) tellShown();
  }, [asked.isSuccess]);
  if (card.answer !== null) {
    return <p dir="auto">{card.type === "true_false" ? truthText(card.answer) : card.answer}</p>;
  }
  if (asked.isPending) {
    return (
      <p className="status-message" role="status">
        {_("study.loadingAnswer")}
      </p>
    );
  }
  if (asked.isError) {
    return (
      <LoadError
        message={errorMessage(asked.error, _("study.answerLoadError"))}
        busy={asked.isFetching}
        onRetry={() => void asked.refetch()}
      />
    );
  }
  const { answer, right_choices } = asked.data;
  if (!right_choices) return <p dir="auto">{answer}</p>;
  const List = card.type === "order" ? "ol" : "ul";
  return (
    <List className="study-answer-list">
      {right_choices.map((choice, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same text twice is allowed
        <li key={at}>{choice}</li>
      ))}
    </List>
  );
}
