import { useLingui } from "@lingui/react";
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { errorMessage } from "../../api/error-message";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";

interface InlineEditFieldProps {
  /** The visible label, also read after Edit/Save ("Edit Question"). */
  label: string;
  value: string;
  /** False for anyone but the owner: the value only, no Edit. */
  editable: boolean;
  maxLength: number;
  /** Resolves when saved (the field goes back to text); rejects with the error to show. */
  onSave: (text: string) => Promise<unknown>;
  /** How the value reads when not editing; by default a paragraph under the label. */
  renderValue?: (value: string) => ReactNode;
  className?: string;
  /** A line under the field, read with the input. */
  hint?: string;
  /** Why the text cannot be saved, or null; checked before `onSave`. */
  check?: (text: string) => string | null;
}

/** Text with an Edit button that turns it into a labelled input with Save (Enter) and Cancel (Escape). */
export function InlineEditField({
  label,
  value,
  editable,
  maxLength,
  onSave,
  renderValue,
  className,
  hint,
  check,
}: InlineEditFieldProps) {
  const { _ } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const hintLine = hint ? (
    <p id={hintId} className="field-hint">
      {hint}
    </p>
  ) : null;
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;

  useLayoutEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (returnFocus.current) editRef.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  function stopEditing() {
    returnFocus.current = true;
    setDraft(null);
    setError(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null || saving) return;
    const problem = check?.(draft) ?? null;
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
      stopEditing();
    } catch (failure) {
      setError(errorMessage(failure, _("inlineEdit.saveError", { label })));
    } finally {
      setSaving(false);
    }
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    stopEditing();
  }

  const classes = ["inline-field", className].filter(Boolean).join(" ");
  if (editing) {
    return (
      <form className={`${classes} inline-field-editing`} onSubmit={save}>
        <label className="inline-field-label" htmlFor={inputId}>
          {label}
        </label>
        <div className="inline-field-row">
          <input
            ref={inputRef}
            id={inputId}
            className="inline-field-input"
            value={draft}
            dir="auto"
            maxLength={maxLength}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={cancelOnEscape}
            aria-invalid={error ? true : undefined}
            aria-describedby={hint ? hintId : undefined}
          />
          <div className="inline-field-actions">
            <BusyButton type="submit" className="button button-primary button-small" busy={saving}>
              {saving ? _("cardFields.saving") : _("inlineEdit.save")}
              <span className="visually-hidden"> {label}</span>
            </BusyButton>
            <button type="button" className="button button-secondary button-small" onClick={stopEditing}>
              {_("dialog.cancel")}
            </button>
          </div>
        </div>
        {hintLine}
        <FormError message={error} />
      </form>
    );
  }
  return (
    <div className={classes}>
      {renderValue ? (
        renderValue(value)
      ) : (
        <>
          <span className="inline-field-label">{label}</span>
          <p className="inline-field-value" dir={value ? "auto" : undefined}>
            {value || <span className="blank-text">{_("inlineEdit.blank")}</span>}
          </p>
        </>
      )}
      {editable && (
        <button
          ref={editRef}
          type="button"
          className="button button-secondary button-small inline-field-edit"
          onClick={() => setDraft(value)}
        >
          {_("inlineEdit.edit")}
          <span className="visually-hidden"> {label}</span>
        </button>
      )}
      {hintLine}
    </div>
  );
}
