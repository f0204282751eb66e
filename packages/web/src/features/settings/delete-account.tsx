import { useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import { useState } from "react";
import { errorMessage } from "../../api/error-message";
import { useDeleteAccount } from "../../api/users";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { serverText } from "../../i18n/server-texts";
import { accountDeletedPath } from "./account-deleted-notice";

export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  const { _ } = useLingui();

  function close() {
    setConfirming(false);
    setError(null);
  }

  function confirm() {
    setError(null);
    deletion.mutate(undefined, {
      // A full page load drops every cached record of the deleted user and starts signed out.
      onSuccess: () => window.location.replace(accountDeletedPath),
      onError: (failure) =>
        setError(_("settings.error", { message: errorMessage(failure, serverText(messages.accountDeleteFailed)) })),
    });
  }

  return (
    <div className="stack">
      <p className="settings-hint">{_("settings.deleteHint")}</p>
      <div>
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          {_("settings.deleteButton")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={_("settings.deleteTitle")}
        message={_("settings.deleteMessage")}
        confirmLabel={_("settings.deleteConfirm")}
        danger
        busy={deletion.isPending || deletion.isSuccess}
        error={error}
        onConfirm={confirm}
        onClose={close}
      />
    </div>
  );
}
