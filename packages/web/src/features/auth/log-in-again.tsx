import { useLingui } from "@lingui/react";
import { useId, useRef, useState } from "react";
import { useModalDialog } from "../../components/use-modal-dialog";
import { LoginForm } from "./login-form";
import { useSessionLost } from "./use-session-lost";

/**
 * A session that ended, until the user logs in again: the dialog asks at once; after Not now (or Escape) a line
 * stays at the foot of the page saying so, with Log In to ask again, so that a screen that cannot carry on (a
 * game's closed connection) says why. The next refused request asks again too.
 */
export function LogInAgain({ onSignedIn }: { onSignedIn: (userId: string) => void }) {
  const { _ } = useLingui();
  const { open: asking, ask, close } = useSessionLost(true);
  // Once put off, the line stays while the dialog is open again, so that Not now gives focus back to its button.
  const [putOff, setPutOff] = useState(false);
  return (
    <>
      {putOff ? (
        <div className="session-ended" role="status">
          <span>{_("sessionLost.title")}</span>
          <button type="button" className="button button-primary button-small" onClick={ask}>
            {_("login.submit")}
          </button>
        </div>
      ) : null}
      {asking ? (
        <LogInAgainDialog
          onSignedIn={onSignedIn}
          onClose={() => {
            close();
            setPutOff(true);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * "Your session has ended": the user logs in again over the screen they are on, so what they were doing there
 * (a card typed, an answer tapped) is still there after; Not now or Escape closes it.
 */
function LogInAgainDialog({ onSignedIn, onClose }: { onSignedIn: (userId: string) => void; onClose: () => void }) {
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
