import { useState } from "react";
import { errorMessage } from "../../api/error-message";
import { ConfirmDialog } from "../../components/confirm-dialog";

interface ConfirmButtonProps {
  /** The button's visible text, e.g. "Leave This Group". */
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  /** The change itself; its failure is shown inside the dialog, which stays open. */
  action: () => Promise<unknown>;
  onDone?: () => void;
  small?: boolean;
  /** false while what the action depends on is still loading (the dialog's confirm button waits). */
  ready?: boolean;
}

/** A destructive action behind a modal confirmation (leave, delete, kick). */
export function ConfirmButton({
  label,
  title,
  message,
  confirmLabel,
  action,
  onDone,
  small = true,
  ready = true,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await action();
      setOpen(false);
      onDone?.();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={small ? "button button-danger button-small" : "button button-danger"}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        danger
        busy={busy}
        ready={ready}
        error={error}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
