import { useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import { useId } from "react";
import { errorMessage } from "../../api/error-message";
import { useSetPrivacy } from "../../api/users";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { useWordedMessage } from "../../components/use-worded-message";
import { serverText } from "../../i18n/server-texts";

/** docs/product.md §2 Settings: Change Profile Status is a switch showing the current state. */
export function PrivacySwitch({ userId, isPrivate }: { userId: string; isPrivate: boolean }) {
  const labelId = useId();
  const [error, setError] = useWordedMessage();
  const privacy = useSetPrivacy(userId);
  const { _ } = useLingui();

  function toggle() {
    setError(null);
    privacy.mutate(!isPrivate, {
      onError: (failure) =>
        setError(() =>
          _("settings.error", { message: errorMessage(failure, serverText(messages.privacyUpdateFailed)) }),
        ),
    });
  }

  return (
    <div className="stack">
      <div className="settings-switch-row">
        <span id={labelId} className="settings-switch-label">
          {_("settings.privateProfile")}
        </span>
        <BusyButton
          role="switch"
          className="settings-switch"
          aria-checked={isPrivate}
          aria-labelledby={labelId}
          aria-describedby={`${labelId}-state`}
          busy={privacy.isPending}
          onClick={toggle}
        >
          <span className="settings-switch-track" aria-hidden="true">
            <span className="settings-switch-thumb" />
          </span>
          <span className="settings-switch-state">{isPrivate ? _("settings.private") : _("settings.public")}</span>
        </BusyButton>
      </div>
      <p id={`${labelId}-state`} className="settings-hint">
        {isPrivate ? _("settings.privateHint") : _("settings.publicHint")}
      </p>
      <FormError message={error} />
    </div>
  );
}
