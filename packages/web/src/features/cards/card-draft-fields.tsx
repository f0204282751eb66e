import {
  type CardType,
  cardTypeLabels,
  cardTypes,
  choiceLimits,
  TRUE_FALSE_ANSWERS,
} from "@quizdeck/shared/card-types";
import { CARD_TEXT_MAX_LENGTH } from "@quizdeck/shared/constants";
import { type ChangeEvent, type KeyboardEvent, useId } from "react";
import { TextField } from "../../components/text-field";
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
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as CardType)}>
      {cardTypes.map((type) => (
        <option key={type} value={type}>
          {cardTypeLabels[type]}
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

const wrongLabels = ["Incorrect 1", "Incorrect 2", "Incorrect 3"] as const;

const textInput = (value: string, onChange: (text: string) => void) => ({
  value,
  onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  autoComplete: "off",
  maxLength: CARD_TEXT_MAX_LENGTH,
});

function withWrong(wrong: CardDraft["wrong"], index: number, text: string): CardDraft["wrong"] {
  const next: CardDraft["wrong"] = [...wrong];
  next[index] = text;
  return next;
}

/** The answers of a card of the draft's type: the editor's and Quick add's. */
export function CardDraftFields({ draft, onChange }: CardDraftFieldsProps) {
  const idPrefix = useId();
  const set = (change: Partial<CardDraft>) => onChange({ ...draft, ...change });
  const { min, max } = choiceLimits[draft.type];
  const list = (rows: DraftChoice[]) => ({ rows, min, max, onChange: (choices: DraftChoice[]) => set({ choices }) });

  const answerField = <TextField label="Answer" {...textInput(draft.answer, (answer) => set({ answer }))} />;
  switch (draft.type) {
    case "multiple_choice":
      return (
        <>
          {answerField}
          {wrongLabels.map((label, index) => (
            <TextField
              key={label}
              label={label}
              {...textInput(draft.wrong[index] ?? "", (text) => set({ wrong: withWrong(draft.wrong, index, text) }))}
            />
          ))}
          <p className="field-hint card-draft-note">1 to 3 wrong answers are needed.</p>
        </>
      );
    case "true_false":
      return (
        <fieldset className="card-truth">
          <legend>Which is right?</legend>
          {TRUE_FALSE_ANSWERS.map((answer) => (
            <label key={answer}>
              <input
                type="radio"
                name={`${idPrefix}-truth`}
                checked={draft.truth === answer}
                onChange={() => set({ truth: answer })}
              />
              {answer}
            </label>
          ))}
        </fieldset>
      );
    case "type_answer":
      return (
        <>
          {answerField}
          <ChoiceListField
            legend="Also accept"
            hint="Other answers that count as right. Capitals, accents, punctuation and one typo in a long word are forgiven anyway."
            rowLabel="Also accept"
            addLabel="Add an accepted answer"
            {...list(draft.accepted)}
            onChange={(accepted) => set({ accepted })}
          />
        </>
      );
    case "select_all":
      return (
        <ChoiceListField
          legend="Choices"
          hint={`${min} to ${max} choices; tick every right one.`}
          rowLabel="Choice"
          addLabel="Add a choice"
          markRight
          {...list(draft.choices)}
        />
      );
    case "poll":
      return (
        <ChoiceListField
          legend="Choices"
          hint={`${min} to ${max} choices; none is right or wrong.`}
          rowLabel="Choice"
          addLabel="Add a choice"
          {...list(draft.choices)}
        />
      );
    case "order":
      return (
        <ChoiceListField
          legend="Items in the right order"
          hint={`${min} to ${max} items, the first at the top.`}
          rowLabel="Item"
          addLabel="Add an item"
          movable
          {...list(draft.choices)}
        />
      );
  }
}
