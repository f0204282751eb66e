import { type StudyCard, type StudyRating, studyRatingLabels } from "@quizdeck/shared/study";
import { errorMessage } from "../../api/error-message";
import { useStudyAnswer } from "../../api/study";
import { LoadError } from "../../components/query-state";

const ratings: readonly StudyRating[] = [1, 2, 3, 4];

/** A flashcard of any type: Show answer turns it over, then the user rates how well they knew it. */
export function StudyFlashcard({
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
  const options =
    card.type === "select_all" || card.type === "order" ? (
      <ul className="study-options" aria-label={card.type === "order" ? "Items" : "Choices"}>
        {card.choices.map((choice, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same text twice is allowed
          <li key={at}>{choice}</li>
        ))}
      </ul>
    ) : null;
  if (!revealed) {
    return (
      <>
        {options}
        <div className="study-actions">
          <button type="button" className="button button-primary study-show" aria-keyshortcuts="Space" onClick={onShow}>
            Show answer
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      {options}
      <div className="study-answer" tabIndex={-1} ref={answerRef}>
        <span className="study-answer-label">{card.type === "order" ? "Right order" : "Answer"}</span>
        <FlashcardBack card={card} />
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

/** The right answer: in the queue for the choice types, asked for when turned over for the types the server judges. */
function FlashcardBack({ card }: { card: StudyCard }) {
  const asked = useStudyAnswer(card.card_id, card.answer === null);
  if (card.answer !== null) return <p>{card.answer}</p>;
  if (asked.isPending) {
    return (
      <p className="status-message" role="status">
        Loading the answer…
      </p>
    );
  }
  if (asked.isError) {
    return (
      <LoadError
        message={errorMessage(asked.error, "The answer could not be loaded.")}
        busy={asked.isFetching}
        onRetry={() => void asked.refetch()}
      />
    );
  }
  const { answer, right_choices } = asked.data;
  if (!right_choices) return <p>{answer}</p>;
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
