import { useLingui } from "@lingui/react";
import { USERNAME_MAX_LENGTH } from "@quizdeck/shared/constants";
import { messages } from "@quizdeck/shared/messages";
import { usernameSchema } from "@quizdeck/shared/users";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../api/error-message";
import { useChangeUsername } from "../../api/users";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { TextField } from "../../components/text-field";
import { useWordedMessage } from "../../components/use-worded-message";
import { serverText } from "../../i18n/server-texts";
import { SuccessMessage } from "./success-message";

export function UsernameForm({ userId, username }: { userId: string; username: string }) {
  const [value, setValue] = useState(username);
  const [error, setError] = useWordedMessage();
  const [success, setSuccess] = useWordedMessage();
  const change = useChangeUsername(userId);
  const { _ } = useLingui();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(null);
    const parsed = usernameSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(() => (issue ? serverText(issue) : serverText(messages.usernameEmpty)));
      return;
    }
    setError(null);
    change.mutate(parsed.data, {
      onSuccess: (reply) => {
        setValue(reply.Username);
        setSuccess(() => serverText(messages.usernameUpdated));
      },
      onError: (failure) => setError(() => errorMessage(failure, serverText(messages.usernameUpdateFailed))),
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label={_("settings.newUsername")}
        name="username"
        autoComplete="nickname"
        maxLength={USERNAME_MAX_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby="username-hint"
        aria-invalid={error ? true : undefined}
      />
      <p id="username-hint" className="settings-hint">
        {_("settings.usernameHint")}
      </p>
      <FormError message={error} />
      <SuccessMessage message={success} />
      <div>
        <BusyButton type="submit" className="button button-primary" busy={change.isPending}>
          {_("settings.changeUsername")}
        </BusyButton>
      </div>
    </form>
  );
}
