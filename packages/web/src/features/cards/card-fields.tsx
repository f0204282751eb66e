import type { CardTextField } from "@quizdeck/shared/cards";
import { CARD_TEXT_MAX_LENGTH } from "@quizdeck/shared/constants";
import type { CardRecord } from "@quizdeck/shared/records";
import { useUpdateCardText } from "../../api/cards";
import { InlineEditField } from "./inline-edit-field";

const fieldLabels: Record<CardTextField, string> = {
  Question: "Question",
  Answer: "Answer",
  Incorrect1: "Incorrect 1",
  Incorrect2: "Incorrect 2",
  Incorrect3: "Incorrect 3",
};

/** docs/product.md §2: Question, Answer, Incorrect 1–3, each with Edit/Save for the owner. */
export function CardFields({ card, editable }: { card: CardRecord; editable: boolean }) {
  const update = useUpdateCardText(card.Card_id);
  return (
    <div className="card-fields">
      {(Object.keys(fieldLabels) as CardTextField[]).map((field) => (
        <InlineEditField
          key={field}
          className={field === "Answer" ? "card-field card-field-answer" : "card-field"}
          label={fieldLabels[field]}
          value={card[field]}
          editable={editable}
          maxLength={CARD_TEXT_MAX_LENGTH}
          onSave={(text) => update.mutateAsync({ field, text })}
        />
      ))}
    </div>
  );
}
