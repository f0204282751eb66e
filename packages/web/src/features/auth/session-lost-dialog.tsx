import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { sessionLost, tellSessionRegained } from "../../api/client";
import { useModalDialog } from "../../components/use-modal-dialog";
import { LoginForm } from "./login-form";
import { useSession } from "./session-context";

/**
 * A request refused because the session is gone (signed out in another tab, expired): the user logs in again over
 * the screen they are on, so what they typed there is still there to save.
 */
export function SessionLostDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    sessionLost.addEventListener("lost", show);
    return () => sessionLost.removeEventListener("lost", show);
  }, []);
  return open ? <LogInAgain onDone={() => setOpen(false)} /> : null;
}

function LogInAgain({ onDone }: { onDone: () => void }) {
  const { userId, signedIn } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { _ } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const leadId = useId();
  useModalDialog(dialogRef, true);

  function loggedIn(id: string) {
    signedIn(id);
    // Someone else's account: this screen was not theirs.
    if (id !== userId) navigate("/dashboard", { replace: true });
    // What failed while signed out is asked for again, and a game's connection opens again as the user.
    void queryClient.invalidateQueries();
    tellSessionRegained();
    onDone();
  }

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={leadId}
      onCancel={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      <h2 id={titleId}>{_("sessionLost.title")}</h2>
      <p id={leadId}>{_("sessionLost.lead")}</p>
      <LoginForm
        onSignedIn={loggedIn}
        cancel={
          <button type="button" className="button button-secondary" onClick={onDone}>
            {_("sessionLost.notNow")}
          </button>
        }
      />
    </dialog>
  );
}
