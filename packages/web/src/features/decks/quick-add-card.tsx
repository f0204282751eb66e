import { useLingui } from "@lingui/react";
import { cardProblem } from "@quizdeck/shared/card-types";
import { CARD_TEXT_MAX_LENGTH } from "@quizdeck/shared/constants";
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { useCreateCard } from "../../api/cards";
import { errorMessage } from "../../api/error-message";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { answersOfDraft, blankDraft, type CardDraft, switchDraftType } from "../cards/card-draft";
import { CardDraftFields, CardTypeSelect, submitOnEnter } from "../cards/card-draft-fields";
import { cardProblemText } from "../cards/card-problem-text";

/**
 * Issue 13 item 2 and issue 30: the owner types cards one after another. Type comes first and stays as chosen; Tab
 * moves on through the fields, Enter saves the card (it shows in the list at once) and puts the cursor back in
 * Question for the next one.
 */
export function QuickAddCard({ deckId }: { deckId: number }) {
  const { _ } = useLingui();
  const [question, setQuestion] = useState("");
  const [draft, setDraft] = useState<CardDraft>(() => blankDraft("multiple_choice"));
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const create = useCreateCard(deckId);
  const questionRef = useRef<HTMLInputElement>(null);
  const fields = useRef({ question, draft });
  useLayoutEffect(() => {
    fields.current = { question, draft };
  });
  const headingId = useId();
  const idPrefix = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const answers = answersOfDraft(draft);
    const missing = cardProblem({ ...answers, Question: question });
    if (missing) {
      setProblem(cardProblemText(missing));
      firstEmptyField(event.currentTarget)?.focus();
      return;
    }
    const sent = { question, draft };
    create.mutate(
      { Question: question, ...answers },
      {
        // What was typed meanwhile (the next card, on a slow network) stays; only what was sent is cleared.
        onSuccess: () => {
          const typedOn = fields.current.question !== sent.question || fields.current.draft !== sent.draft;
          setQuestion((current) => (current === sent.question ? "" : current));
          setDraft((current) => (current === sent.draft ? blankDraft(current.type) : current));
          setAdded((count) => count + 1);
          if (!typedOn) questionRef.current?.focus();
        },
      },
    );
  }

  function changed() {
    setProblem(null);
    if (create.isError) create.reset();
  }

  const error = problem ?? (create.isError ? errorMessage(create.error, _("deckView.addCardError")) : null);
  return (
    <section className="quick-add" aria-labelledby={headingId}>
      <h3 id={headingId}>{_("quickAdd.heading")}</h3>
      <form className="quick-add-form" onSubmit={submit} onKeyDown={submitOnEnter} noValidate>
        <div className="field quick-add-type">
          <label htmlFor={`${idPrefix}-type`}>{_("quickAdd.type")}</label>
          <CardTypeSelect
            id={`${idPrefix}-type`}
            value={draft.type}
            onChange={(type) => {
              setDraft(switchDraftType(draft, type));
              changed();
            }}
          />
        </div>
        <div className="field quick-add-question">
          <label htmlFor={`${idPrefix}-question`}>{_("cardFields.question")}</label>
          <input
            id={`${idPrefix}-question`}
            ref={questionRef}
            autoComplete="off"
            dir="auto"
            maxLength={CARD_TEXT_MAX_LENGTH}
            value={question}
            onChange={(event) => {
              setQuestion(event.target.value);
              changed();
            }}
          />
        </div>
        <CardDraftFields
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            changed();
          }}
        />
        <BusyButton type="submit" className="button button-primary" busy={create.isPending}>
          {create.isPending ? _("cardFields.saving") : _("quickAdd.save")}
        </BusyButton>
      </form>
      <FormError message={error} />
      <p className="quick-add-status" role="status">
        {added === 0 ? _("quickAdd.hint") : _("quickAdd.added", { count: added })}
      </p>
    </section>
  );
}

/** The first text field left empty, in the order they are typed: where the card's missing part most likely goes. */
function firstEmptyField(form: HTMLFormElement): HTMLInputElement | undefined {
  return [...form.querySelectorAll<HTMLInputElement>("input:not([type]), input[type=text]")].find(
    (field) => field.value.trim() === "",
  );
}
