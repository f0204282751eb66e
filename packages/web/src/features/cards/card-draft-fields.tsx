import { useLingui } from "@lingui/react";
import { type CardType, cardTypes, choiceLimits, TRUE_FALSE_ANSWERS } from "@quizdeck/shared/card-types";
import { CARD_TEXT_MAX_LENGTH } from "@quizdeck/shared/constants";
import { type ChangeEvent, type KeyboardEvent, useId } from "react";
import { TextField } from "../../components/text-field";
import { truthText } from "./answer-summary";
import type { CardDraft, DraftChoice } from "./card-draft";
import { ChoiceListField } from "./choice-list-field";

export function CardTypeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: CardType;
  onChange: (type: CardType) => void;
}) {
  const { _ } = useLingui();
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as CardType)}>
      {cardTypes.map((type) => (
        <option key={type} value={type}>
          {_(`cardType.${type}`)}
        </option>
      ))}
    </select>
  );
}

/** Enter in a checkbox, radio button or list box saves the form, as it does in a text box. */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  const pickable =
    target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type !== "text");
  if (event.key !== "Enter" || !pickable) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

interface CardDraftFieldsProps {
  draft: CardDraft;
  onChange: (draft: CardDraft) => void;
}

/** The wrong answers' labels (Incorrect 1 to 3), message ids. */
const wrongLabels = ["cardFields.incorrect1", "cardFields.incorrect2", "cardFields.incorrect3"] as const;

const textInput = (value: string, onChange: (text: string) => void) => ({
  value,
  onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  autoComplete: "off",
  maxLength: CARD_TEXT_MAX_LENGTH,
  // A card's text is shown as written, whichever the page's direction (issue 33).
  dir: "auto",
});

function withWrong(wrong: CardDraft["wrong"], index: number, text: string): CardDraft["wrong"] {
  const next: CardDraft["wrong"] = [...wrong];
  next[index] = text;
  return next;
}

/** The answers of a card of the draft's type: the editor's and Quick add's. */
export function CardDraftFields({ draft, onChange }: CardDraftFieldsProps) {
  const { _ } = useLingui();
  const idPrefix = useId();
  const set = (change: Partial<CardDraft>) => onChange({ ...draft, ...change });
  const { min, max } = choiceLimits[draft.type];
  const list = (rows: DraftChoice[]) => ({ rows, min, max, onChange: (choices: DraftChoice[]) => set({ choices }) });

  const answerField = <TextField label={_("study.answer")} {...textInput(draft.answer, (answer) => set({ answer }))} />;
  switch (draft.type) {
    case "multiple_choice":
      return (
        <>
          {answerField}
          {wrongLabels.map((label, index) => (
            <TextField
              key={label}
              label={_(label)}
              {...textInput(draft.wrong[index] ?? "", (text) => set({ wrong: withWrong(draft.wrong, index, text) }))}
            />
          ))}
          <p className="field-hint card-draft-note">{_("cardFields.wrongNeeded")}</p>
        </>
      );
    case "true_false":
      return (
        <fieldset className="card-truth">
          <legend>{_("cardFields.whichRight")}</legend>
          {TRUE_FALSE_ANSWERS.map((answer) => (
            <label key={answer}>
              <input
                type="radio"
                name={`${idPrefix}-truth`}
                checked={draft.truth === answer}
                onChange={() => set({ truth: answer })}
              />
              {truthText(answer)}
            </label>
          ))}
        </fieldset>
      );
    case "type_answer":
      return (
        <>
          {answerField}
          <ChoiceListField
            legend={_("cardFields.alsoAccept")}
            hint={_("cardFields.alsoAcceptHint")}
            rowLabel={_("cardFields.alsoAccept")}
            addLabel={_("cardFields.addAccepted")}
            {...list(draft.accepted)}
            onChange={(accepted) => set({ accepted })}
          />
        </>
      );
    case "select_all":
      return (
        <ChoiceListField
          legend={_("study.choices")}
          hint={_("cardFields.selectAllHint", { min, max })}
          rowLabel={_("cardFields.choice")}
          addLabel={_("cardFields.addChoice")}
          markRight
          {...list(draft.choices)}
        />
      );
    case "poll":
      return (
        <ChoiceListField
          legend={_("study.choices")}
          hint={_("cardFields.pollHint", { min, max })}
          rowLabel={_("cardFields.choice")}
          addLabel={_("cardFields.addChoice")}
          {...list(draft.choices)}
        />
      );
    case "order":
      return (
        <ChoiceListField
          legend={_("cardFields.orderLegend")}
          hint={_("cardFields.orderHint", { min, max })}
          rowLabel={_("cardFields.item")}
          addLabel={_("cardFields.addItem")}
          movable
          {...list(draft.choices)}
        />
      );
  }
}
