import { type CardTextField, cardTextFields } from "@quizdeck/shared/cards";
import { CARD_TEXT_MAX_LENGTH } from "@quizdeck/shared/constants";
import { type FormEvent, useId, useRef, useState } from "react";
import { blankCardTexts, type CardTexts, useCreateCard } from "../../api/cards";
import { errorMessage } from "../../api/error-message";
import { FormError } from "../../components/form-error";
import { plural } from "../../plural";

const labels: Record<CardTextField, string> = {
  Question: "Question",
  Answer: "Answer",
  Incorrect1: "Incorrect 1",
  Incorrect2: "Incorrect 2",
  Incorrect3: "Incorrect 3",
};

const needed = "Type a question and its answer first";

/**
 * Issue 13 item 2: the owner types cards one after another. Tab moves between the fields, Enter saves the card
 * (it shows in the list at once) and puts the cursor back in Question for the next one.
 */
export function QuickAddCard({ deckId }: { deckId: number }) {
  const [texts, setTexts] = useState<CardTexts>(blankCardTexts);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const create = useCreateCard(deckId);
  const questionRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const idPrefix = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    if (texts.Question.trim() === "" || texts.Answer.trim() === "") {
      setProblem(needed);
      questionRef.current?.focus();
      return;
    }
    create.mutate(texts, {
      onSuccess: () => {
        setTexts(blankCardTexts);
        setAdded((count) => count + 1);
        questionRef.current?.focus();
      },
    });
  }

  function change(field: CardTextField, text: string) {
    setTexts((current) => ({ ...current, [field]: text }));
    setProblem(null);
    if (create.isError) create.reset();
  }

  const error = problem ?? (create.isError ? errorMessage(create.error, "The card could not be added.") : null);
  return (
    <section className="quick-add" aria-labelledby={headingId}>
      <h3 id={headingId}>Quick add</h3>
      <form className="quick-add-form" onSubmit={submit} noValidate>
        {cardTextFields.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`${idPrefix}-${field}`}>{labels[field]}</label>
            <input
              id={`${idPrefix}-${field}`}
              ref={field === "Question" ? questionRef : undefined}
              autoComplete="off"
              maxLength={CARD_TEXT_MAX_LENGTH}
              value={texts[field]}
              onChange={(event) => change(field, event.target.value)}
            />
          </div>
        ))}
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? "Saving…" : "Save card"}
        </button>
      </form>
      <FormError message={error} />
      <p className="quick-add-status" role="status">
        {added === 0 ? "Press Enter to save a card." : `${plural(added, "card", "cards")} added. Type the next one.`}
      </p>
    </section>
  );
}
