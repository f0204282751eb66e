import { useLingui } from "@lingui/react";
import { TYPED_ANSWER_MAX_LENGTH } from "@quizdeck/shared/typed-answer";
import { type FormEvent, useState } from "react";

/** Type the answer: a text field and Submit (Enter submits); a blank answer is not sent. */
export function TypedAnswerForm({ onSubmit }: { onSubmit: (text: string) => void }) {
  const [text, setText] = useState("");
  const { _ } = useLingui();
  const blank = text.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onSubmit(text.trim());
  };
  return (
    <form className="typed-answer" onSubmit={submit}>
      <label htmlFor="game-typed-answer">{_("forms.yourAnswer")}</label>
      <input
        id="game-typed-answer"
        type="text"
        value={text}
        maxLength={TYPED_ANSWER_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="send"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button-primary game-submit" disabled={blank}>
        {_("forms.submit")}
      </button>
    </form>
  );
}
