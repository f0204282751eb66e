import { type ReactNode, useId, useRef } from "react";
import { i18n } from "../i18n/i18n";
import { BusyButton } from "./busy-button";
import { FormError } from "./form-error";
import { useModalDialog } from "./use-modal-dialog";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  /** Paints the confirm button as destructive (deleting, leaving, kicking). */
  danger?: boolean;
  /** The confirmed action is under way: both buttons wait. */
  busy?: boolean;
  /** false while what the action depends on is still loading: the confirm button waits, Cancel does not. */
  ready?: boolean;
  /** Why the confirmed action failed, shown inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  /** Cancel, Escape or a successful action: the caller sets `open` to false. */
  onClose: () => void;
}

/**
 * A modal confirmation on the native <dialog> (showModal: focus is trapped, the page behind is inert, Escape
 * closes). Focus starts on Cancel, the safe choice, and returns to whatever opened the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  busy = false,
  ready = true,
  error = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useModalDialog(dialogRef, open, cancelRef);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        // Escape: let React close it so `open` stays the single source of truth.
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      <FormError message={error} />
      <div className="confirm-dialog-actions">
        <button ref={cancelRef} type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          {i18n._("dialog.cancel")}
        </button>
        <BusyButton
          className={danger ? "button button-danger" : "button button-primary"}
          onClick={onConfirm}
          busy={busy}
          disabled={!ready}
        >
          {confirmLabel}
        </BusyButton>
      </div>
    </dialog>
  );
}
