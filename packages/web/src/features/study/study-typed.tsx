import { useLingui } from "@lingui/react";
import { TYPED_ANSWER_MAX_LENGTH } from "@quizdeck/shared/typed-answer";
import { useState } from "react";
import { BusyButton } from "../../components/busy-button";
import { type Checked, StudyVerdict } from "./study-verdict";

/** Type the answer: recall it, type it, Enter checks it on the server (case, accents and one typo forgiven). */
export function StudyTyped({
  checked,
  busy,
  inputRef,
  verdictRef,
  onCheck,
  onNext,
}: {
  checked: Checked | null;
  busy: boolean;
  inputRef: React.RefObject<HTMLInputElement | null>;
  verdictRef: React.RefObject<HTMLParagraphElement | null>;
  onCheck: (text: string) => void;
  onNext: () => void;
}) {
  const { _ } = useLingui();
  const [text, setText] = useState("");
  const locked = checked !== null || busy;
  return (
    <>
      <form
        className="field study-typed"
        onSubmit={(event) => {
          event.preventDefault();
          if (!locked && text.trim() !== "") onCheck(text);
        }}
      >
        <label htmlFor="study-typed-answer">{_("forms.yourAnswer")}</label>
        <div className="study-typed-row">
          <input
            id="study-typed-answer"
            ref={inputRef}
            className={
              checked ? `study-typed-input study-typed-${checked.correct ? "right" : "wrong"}` : "study-typed-input"
            }
            value={text}
            maxLength={TYPED_ANSWER_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="done"
            aria-describedby="study-question"
            readOnly={locked}
            onChange={(event) => setText(event.target.value)}
          />
          {checked ? null : (
            <BusyButton type="submit" className="button button-primary" aria-keyshortcuts="Enter" busy={busy}>
              {_("study.check")}
            </BusyButton>
          )}
        </div>
      </form>
      {checked ? <StudyVerdict type="type_answer" checked={checked} verdictRef={verdictRef} onNext={onNext} /> : null}
    </>
  );
}
