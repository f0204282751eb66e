import { Trans, useLingui } from "@lingui/react";
import { loginBody } from "@quizdeck/shared/auth";
import { messages } from "@quizdeck/shared/messages";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { login } from "../api/auth";
import { ApiError } from "../api/client";
import { FormError } from "../components/form-error";
import { GameCodeBox } from "../components/game-code-box";
import { PageTitle } from "../components/page-title";
import { TextField } from "../components/text-field";
import { useFinishSignIn } from "../features/auth/use-finish-sign-in";
import { serverText } from "../i18n/server-texts";
import { carriedNext } from "../navigation/after-sign-in";

/** docs/product.md §8: the server's error as-is; a failure without one is a login error; no answer at all is generic. */
function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return serverText(messages.somethingWentWrong);
  return error.serverMessage ? serverText(error.serverMessage) : serverText(messages.loginFailed);
}

export default function LoginRoute() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const finishSignIn = useFinishSignIn();
  const { search } = useLocation();
  const { _ } = useLingui();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (userId) => {
      finishSignIn(userId);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginBody.safeParse({ email, password });
    const issue = parsed.error?.issues[0]?.message;
    setProblem(parsed.success ? null : issue ? serverText(issue) : serverText(messages.somethingWentWrong));
    if (parsed.success) mutation.mutate(parsed.data);
  }

  const error = problem ?? (mutation.isError ? loginErrorText(mutation.error) : null);

  return (
    <section className="auth-card">
      <PageTitle title={_("login.title")} />
      <GameCodeBox />
      <h1>{_("login.heading")}</h1>
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
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {_("login.submit")}
        </button>
      </form>
      <p className="auth-switch">
        <Trans id="login.newHere" components={{ 0: <Link to={`/signup${carriedNext(search)}`} /> }} />
      </p>
    </section>
  );
}
