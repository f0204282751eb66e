import { Trans, useLingui } from "@lingui/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { BusyButton } from "./busy-button";
import { FormError } from "./form-error";
import { useModalDialog } from "./use-modal-dialog";

export interface NameDialogProps {
  /** The dialog's heading and its submit button: "Add Deck", "Create Group". */
  title: string;
  /** The field's label: "Title", "Name". */
  label: string;
  /** What an empty field becomes: "Untitled Deck". */
  fallback: string;
  maxLength: number;
  busy: boolean;
  /** Why creating failed, shown inside the dialog. */
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/**
 * Issue 13: asks for a name before something is created. Mount it to open it; Enter creates, Escape or Cancel
 * closes, and an empty field keeps the default name (docs/product.md §9).
 */
export function NameDialog({ title, label, fallback, maxLength, busy, error, onSubmit, onClose }: NameDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [name, setName] = useState("");
  const { _ } = useLingui();
  useModalDialog(dialogRef, true, inputRef);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit(name.trim());
  }

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog name-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{label}</label>
          <input
            ref={inputRef}
            id={inputId}
            name="name"
            autoComplete="off"
            maxLength={maxLength}
            value={name}
            aria-describedby={hintId}
            onChange={(event) => setName(event.target.value)}
          />
          <p id={hintId} className="field-hint">
            <Trans id="nameDialog.keepsDefault" values={{ fallback }} components={{ 0: <bdi /> }} />
          </p>
        </div>
        <FormError message={error} />
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            {_("dialog.cancel")}
          </button>
          <BusyButton type="submit" className="button button-primary" busy={busy}>
            {busy ? _("nameDialog.creating") : title}
          </BusyButton>
        </div>
      </form>
    </dialog>
  );
}
