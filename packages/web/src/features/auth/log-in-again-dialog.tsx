import { useLingui } from "@lingui/react";
import { useId, useRef } from "react";
import { useModalDialog } from "../../components/use-modal-dialog";
import { LoginForm } from "./login-form";

/**
 * "Your session has ended": the user logs in again over the screen they are on, so what they were doing there
 * (a card typed, an answer tapped) is still there after; Not now or Escape closes it.
 */
export function LogInAgainDialog({
  onSignedIn,
  onClose,
}: {
  onSignedIn: (userId: string) => void;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const leadId = useId();
  useModalDialog(dialogRef, true);
  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={leadId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{_("sessionLost.title")}</h2>
      <p id={leadId}>{_("sessionLost.lead")}</p>
      <LoginForm
        onSignedIn={onSignedIn}
        cancel={
          <button type="button" className="button button-secondary" onClick={onClose}>
            {_("sessionLost.notNow")}
          </button>
        }
      />
    </dialog>
  );
}
