import { messages } from "@quizdeck/shared/messages";
import { useState } from "react";
import { errorMessage } from "../../api/error-message";
import { useDeleteAccount } from "../../api/users";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { accountDeletedPath } from "./account-deleted-notice";

export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteAccount();

  function close() {
    setConfirming(false);
    setError(null);
  }

  function confirm() {
    setError(null);
    deletion.mutate(undefined, {
      // A full page load drops every cached record of the deleted user and starts signed out.
      onSuccess: () => window.location.replace(accountDeletedPath),
      onError: (failure) => setError(`Error: ${errorMessage(failure, messages.accountDeleteFailed)}`),
    });
  }

  return (
    <div className="stack">
      <p className="settings-hint">
        Deletes your account with your decks, cards, likes and group memberships. This cannot be undone.
      </p>
      <div>
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          Delete Current User Account
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        message="Your account, decks, cards, likes and group memberships will be removed for good. Groups you founded pass to another member."
        confirmLabel="Delete Account"
        danger
        busy={deletion.isPending || deletion.isSuccess}
        error={error}
        onConfirm={confirm}
        onClose={close}
      />
    </div>
  );
}
