import { cardProblem, cardTypeLabels } from "@quizdeck/shared/card-types";
import type { CardTextField } from "@quizdeck/shared/cards";
import { CARD_TEXT_MAX_LENGTH } from "@quizdeck/shared/constants";
import type { CardRecord } from "@quizdeck/shared/records";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useUpdateCard } from "../../api/cards";
import { errorMessage } from "../../api/error-message";
import { FormError } from "../../components/form-error";
import { answerSummary, answerSummaryLabel } from "./answer-summary";
import { answersOfDraft, type CardDraft, draftOfCard, switchDraftType, unsavableDraftProblem } from "./card-draft";
import { CardDraftFields, CardTypeSelect, submitOnEnter } from "./card-draft-fields";
import { InlineEditField } from "./inline-edit-field";
import { QuestionSettings } from "./question-settings";

const multipleChoiceLabels: Record<Exclude<CardTextField, "Question">, string> = {
  Answer: "Answer",
  Incorrect1: "Incorrect 1",
  Incorrect2: "Incorrect 2",
  Incorrect3: "Incorrect 3",
};

/** docs/product.md §2 and issue 30: the question, its type and answers, and its time limit and points. */
export function CardFields({ card, editable }: { card: CardRecord; editable: boolean }) {
  const update = useUpdateCard(card.Card_id);
  return (
    <div className="card-fields">
      <InlineEditField
        className="card-field"
        label="Question"
        value={card.Question}
        editable={editable}
        maxLength={CARD_TEXT_MAX_LENGTH}
        onSave={(text) => update.mutateAsync({ Question: text })}
      />
      {editable ? <CardAnswersEditor card={card} /> : <CardAnswersView card={card} />}
      <QuestionSettings card={card} editable={editable} />
    </div>
  );
}

/** A saved multiple-choice card keeps its Edit/Save per answer; another type, or a change of type, is one form. */
function CardAnswersEditor({ card }: { card: CardRecord }) {
  const update = useUpdateCard(card.Card_id);
  const [draft, setDraft] = useState<CardDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const typeId = useId();
  // Kept between renders: a row's id keys its input, which would otherwise be made anew (and lose the cursor).
  const savedDraft = useMemo(() => draftOfCard(card), [card]);
  const shown = draft ?? savedDraft;

  function change(next: CardDraft) {
    setDraft(next);
    setProblem(null);
    setSaved(false);
    update.reset();
  }

  function undo() {
    setDraft(null);
    setProblem(null);
    update.reset();
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const unsavable = unsavableDraftProblem(shown);
    if (unsavable) return setProblem(unsavable);
    update.mutate(answersOfDraft(shown), {
      onSuccess: () => {
        setDraft(null);
        setSaved(true);
      },
    });
  }

  const error = problem ?? (update.isError ? errorMessage(update.error, "The answers could not be saved.") : null);
  return (
    <>
      <IncompleteHint problem={cardProblem({ ...answersOfDraft(shown), Question: card.Question })} />
      <div className="field card-type-field">
        <label htmlFor={typeId}>Question type</label>
        <CardTypeSelect id={typeId} value={shown.type} onChange={(type) => change(switchDraftType(shown, type))} />
      </div>
      {draft === null && card.Type === "multiple_choice" ? (
        <MultipleChoiceFields card={card} />
      ) : (
        <form className="card-answers-form" onSubmit={save} onKeyDown={submitOnEnter} noValidate>
          {shown.type === card.Type ? null : (
            <p className="card-type-unsaved">
              Save the answers to make this a “{cardTypeLabels[shown.type]}” question. Until then it stays “
              {cardTypeLabels[card.Type]}”.
            </p>
          )}
          <CardDraftFields draft={shown} onChange={change} />
          <FormError message={error} />
          <div className="card-answers-actions">
            <button type="submit" className="button button-primary" disabled={update.isPending}>
              {update.isPending ? "Saving…" : "Save answers"}
            </button>
            {draft === null ? null : (
              <button type="button" className="button button-secondary" onClick={undo}>
                Undo changes
              </button>
            )}
          </div>
        </form>
      )}
      <p className="card-answers-status" role="status">
        {saved && draft === null ? "Answers saved." : ""}
      </p>
    </>
  );
}

function MultipleChoiceFields({ card, editable = true }: { card: CardRecord; editable?: boolean }) {
  const update = useUpdateCard(card.Card_id);
  return (
    <>
      {(Object.keys(multipleChoiceLabels) as (keyof typeof multipleChoiceLabels)[]).map((field) => (
        <InlineEditField
          key={field}
          className={field === "Answer" ? "card-field card-field-answer" : "card-field card-field-wrong"}
          label={multipleChoiceLabels[field]}
          value={card[field]}
          editable={editable}
          maxLength={CARD_TEXT_MAX_LENGTH}
          onSave={(text) => update.mutateAsync({ [field]: text })}
        />
      ))}
      {editable ? <p className="field-hint">1 to 3 wrong answers are needed.</p> : null}
    </>
  );
}

/** What the card, as it is being edited, still needs before it can be played (issue 30). */
function IncompleteHint({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p className="card-incomplete">
      <span className="deck-card-incomplete">Incomplete</span> {problem}.
    </p>
  );
}

function CardAnswersView({ card }: { card: CardRecord }) {
  return (
    <>
      <IncompleteHint problem={cardProblem(card)} />
      <p className="card-type-readonly">
        <span className="inline-field-label">Question type</span> {cardTypeLabels[card.Type]}
      </p>
      {card.Type === "multiple_choice" ? (
        <MultipleChoiceFields card={card} editable={false} />
      ) : (
        <div className="card-field card-field-answer">
          <span className="inline-field-label">{answerSummaryLabel[card.Type]}</span>
          <p className="inline-field-value">{answerSummary(card) || <span className="blank-text">Blank</span>}</p>
        </div>
      )}
    </>
  );
}
