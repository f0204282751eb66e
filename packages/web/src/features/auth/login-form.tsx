import { useLingui } from "@lingui/react";
import { loginBody } from "@quizdeck/shared/auth";
import { messages } from "@quizdeck/shared/messages";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { ApiError } from "../../api/client";
import { login } from "../../api/sign-in";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { TextField } from "../../components/text-field";
import { serverText } from "../../i18n/server-texts";

/** docs/product.md §8: the server's error as-is; a failure without one is a login error; no answer at all is generic. */
function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return serverText(messages.somethingWentWrong);
  return error.serverMessage ? serverText(error.serverMessage) : serverText(messages.loginFailed);
}

/**
 * Email and password, checked before sending, then the login request: the login screen's form, and the dialog of a
 * session that ended (`cancel` is that dialog's way out, beside Log In).
 */
export function LoginForm({ onSignedIn, cancel }: { onSignedIn: (userId: string) => void; cancel?: ReactNode }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { _ } = useLingui();
  const mutation = useMutation({ mutationFn: login, onSuccess: onSignedIn });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginBody.safeParse({ email, password });
    const issue = parsed.error?.issues[0]?.message;
    setProblem(parsed.success ? null : serverText(issue ?? messages.somethingWentWrong));
    if (parsed.success) mutation.mutate(parsed.data);
  }

  const error = problem ?? (mutation.isError ? loginErrorText(mutation.error) : null);
  const submitButton = (
    <BusyButton type="submit" className="button button-primary" busy={mutation.isPending}>
      {_("login.submit")}
    </BusyButton>
  );
  return (
    <form onSubmit={submit} noValidate className="stack">
      <TextField
        label={_("auth.email")}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={_("auth.password")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormError message={error} />
      {cancel ? (
        <div className="confirm-dialog-actions">
          {cancel}
          {submitButton}
        </div>
      ) : (
        submitButton
      )}
    </form>
  );
}
