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
import { carriedNext } from "../navigation/after-sign-in";

/** docs/product.md §8: the server's error as-is; a failure without one is a login error; no answer at all is generic. */
function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? messages.loginFailed;
  return messages.somethingWentWrong;
}

export default function LoginRoute() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const finishSignIn = useFinishSignIn();
  const { search } = useLocation();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (userId) => {
      finishSignIn(userId);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginBody.safeParse({ email, password });
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.somethingWentWrong));
    if (parsed.success) mutation.mutate(parsed.data);
  }

  const error = problem ?? (mutation.isError ? loginErrorText(mutation.error) : null);

  return (
    <section className="auth-card">
      <PageTitle title="Log In" />
      <GameCodeBox />
      <h1>Welcome back</h1>
      <form onSubmit={submit} noValidate className="stack">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormError message={error} />
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          Log In
        </button>
      </form>
      <p className="auth-switch">
        New to Quizdeck? <Link to={`/signup${carriedNext(search)}`}>Create an account</Link>
      </p>
    </section>
  );
}
