import { Trans, useLingui } from "@lingui/react";
import { cardProblem } from "@quizdeck/shared/card-types";
import type { CardTextField } from "@quizdeck/shared/cards";
import { CARD_TEXT_MAX_LENGTH } from "@quizdeck/shared/constants";
import type { CardRecord } from "@quizdeck/shared/records";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useUpdateCard } from "../../api/cards";
import { errorMessage } from "../../api/error-message";
import { BusyButton } from "../../components/busy-button";
import { focusAfterRender } from "../../components/focus-after-render";
import { FormError } from "../../components/form-error";
import { answerSummary, answerSummaryLabel } from "./answer-summary";
import { answersOfDraft, type CardDraft, draftOfCard, switchDraftType, unsavableDraftProblem } from "./card-draft";
import { CardDraftFields, CardTypeSelect, submitOnEnter } from "./card-draft-fields";
import { cardProblemText } from "./card-problem-text";
import { InlineEditField } from "./inline-edit-field";
import { QuestionSettings } from "./question-settings";

/** A multiple-choice card's fields' labels, message ids (Answer, Incorrect 1 to 3). */
const multipleChoiceLabels: Record<Exclude<CardTextField, "Question">, string> = {
  Answer: "study.answer",
  Incorrect1: "cardFields.incorrect1",
  Incorrect2: "cardFields.incorrect2",
  Incorrect3: "cardFields.incorrect3",
};

/** docs/product.md §2 and issue 30: the question, its type and answers, and its time limit and points. */
export function CardFields({ card, editable }: { card: CardRecord; editable: boolean }) {
  const { _ } = useLingui();
  const update = useUpdateCard(card.Card_id);
  return (
    <div className="card-fields">
      <InlineEditField
        className="card-field"
        label={_("cardFields.question")}
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
  const { _ } = useLingui();
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
    // Undo changes goes with the changes: the focus goes to the type, where changing starts.
    focusAfterRender(() => document.getElementById(typeId));
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

  const error = problem ?? (update.isError ? errorMessage(update.error, _("cardFields.saveError")) : null);
  return (
    <>
      <IncompleteHint problem={cardProblem({ ...answersOfDraft(shown), Question: card.Question })} />
      <div className="field card-type-field">
        <label htmlFor={typeId}>{_("cardFields.type")}</label>
        <CardTypeSelect id={typeId} value={shown.type} onChange={(type) => change(switchDraftType(shown, type))} />
      </div>
      {draft === null && card.Type === "multiple_choice" ? (
        <MultipleChoiceFields card={card} />
      ) : (
        <form className="card-answers-form" onSubmit={save} onKeyDown={submitOnEnter} noValidate>
          {shown.type === card.Type ? null : (
            <p className="card-type-unsaved">
              {_("cardFields.typeUnsaved", { next: _(`cardType.${shown.type}`), now: _(`cardType.${card.Type}`) })}
            </p>
          )}
          <CardDraftFields draft={shown} onChange={change} />
          <FormError message={error} />
          <div className="card-answers-actions">
            <BusyButton type="submit" className="button button-primary" busy={update.isPending}>
              {update.isPending ? _("cardFields.saving") : _("cardFields.saveAnswers")}
            </BusyButton>
            {draft === null ? null : (
              <button type="button" className="button button-secondary" onClick={undo}>
                {_("cardFields.undo")}
              </button>
            )}
          </div>
        </form>
      )}
      <p className="card-answers-status" role="status">
        {saved && draft === null ? _("cardFields.saved") : ""}
      </p>
    </>
  );
}

function MultipleChoiceFields({ card, editable = true }: { card: CardRecord; editable?: boolean }) {
  const { _ } = useLingui();
  const update = useUpdateCard(card.Card_id);
  return (
    <>
      {(Object.keys(multipleChoiceLabels) as (keyof typeof multipleChoiceLabels)[]).map((field) => (
        <InlineEditField
          key={field}
          className={field === "Answer" ? "card-field card-field-answer" : "card-field card-field-wrong"}
          label={_(multipleChoiceLabels[field])}
          value={card[field]}
          editable={editable}
          maxLength={CARD_TEXT_MAX_LENGTH}
          onSave={(text) => update.mutateAsync({ [field]: text })}
        />
      ))}
      {editable ? <p className="field-hint">{_("cardFields.wrongNeeded")}</p> : null}
    </>
  );
}

/** What the card, as it is being edited, still needs before it can be played (issue 30). */
function IncompleteHint({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p className="card-incomplete">
      <Trans
        id="cardFields.incomplete"
        values={{ problem: cardProblemText(problem) }}
        components={{ 0: <span className="deck-card-incomplete" /> }}
      />
    </p>
  );
}

function CardAnswersView({ card }: { card: CardRecord }) {
  const { _ } = useLingui();
  return (
    <>
      <IncompleteHint problem={cardProblem(card)} />
      <p className="card-type-readonly">
        <span className="inline-field-label">{_("cardFields.type")}</span> {_(`cardType.${card.Type}`)}
      </p>
      {card.Type === "multiple_choice" ? (
        <MultipleChoiceFields card={card} editable={false} />
      ) : (
        <div className="card-field card-field-answer">
          <span className="inline-field-label">{_(answerSummaryLabel[card.Type])}</span>
          <p className="inline-field-value" dir="auto">
            {answerSummary(card) || <span className="blank-text">{_("inlineEdit.blank")}</span>}
          </p>
        </div>
      )}
    </>
  );
}
