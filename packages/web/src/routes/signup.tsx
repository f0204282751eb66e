import { Trans, useLingui } from "@lingui/react";
import { signupBody } from "@quizdeck/shared/auth";
import { USERNAME_MAX_LENGTH } from "@quizdeck/shared/constants";
import { messages } from "@quizdeck/shared/messages";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "../api/client";
import { signup } from "../api/sign-in";
import { BusyButton } from "../components/busy-button";
import { FormError } from "../components/form-error";
import { PageTitle } from "../components/page-title";
import { TextField } from "../components/text-field";
import { PasswordRulesList } from "../features/auth/password-rules-list";
import { useFinishSignIn } from "../features/auth/use-finish-sign-in";
import { markFirstVisit } from "../features/dashboard/first-visit";
import { i18n } from "../i18n/i18n";
import { serverText } from "../i18n/server-texts";
import { carriedNext } from "../navigation/after-sign-in";

const emptyForm = { email: "", confirmEmail: "", password: "", confirmPassword: "", displayName: "" };
type SignupForm = typeof emptyForm;

/** docs/product.md §5 checks, in the order a person fixes them; null when the form may be sent. */
function formProblem(form: SignupForm): string | null {
  if (Object.values(form).some((value) => value.trim() === "")) return i18n._("signup.fillAllFields");
  if (form.email.trim() !== form.confirmEmail.trim()) return serverText(messages.emailsDoNotMatch);
  if (form.password !== form.confirmPassword) return serverText(messages.passwordsDoNotMatch);
  const parsed = signupBody.safeParse({ email: form.email, password: form.password, display_name: form.displayName });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]?.message;
  return issue ? serverText(issue) : serverText(messages.somethingWentWrong);
}

function signupErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return serverText(error.serverMessage);
  return serverText(messages.signupNetworkError);
}

export default function SignupRoute() {
  const { search } = useLocation();
  const { _ } = useLingui();
  // Issue 29 point 11: a guest keeping a game's result starts with their nickname as the display name.
  const [form, setForm] = useState(() => ({
    ...emptyForm,
    displayName: (new URLSearchParams(search).get("name") ?? "").slice(0, USERNAME_MAX_LENGTH),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const finishSignIn = useFinishSignIn();
  const mutation = useMutation({
    mutationFn: signup,
    onSuccess: (userId) => {
      markFirstVisit();
      finishSignIn(userId);
    },
  });

  const update = (key: keyof SignupForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = formProblem(form);
    setProblem(found);
    if (found) return;
    mutation.mutate({ email: form.email.trim(), password: form.password, display_name: form.displayName.trim() });
  }

  const error = problem ?? (mutation.isError ? signupErrorText(mutation.error) : null);

  return (
    <section className="auth-card">
      <PageTitle title={_("signup.title")} />
      <h1>{_("signup.heading")}</h1>
      <form onSubmit={submit} noValidate className="stack">
        <TextField
          label={_("auth.email")}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={update("email")}
        />
        <TextField
          label={_("signup.confirmEmail")}
          type="email"
          autoComplete="email"
          value={form.confirmEmail}
          onChange={update("confirmEmail")}
        />
        <TextField
          label={_("auth.password")}
          type="password"
          autoComplete="new-password"
          aria-describedby="password-rules"
          value={form.password}
          onChange={update("password")}
        />
        <PasswordRulesList id="password-rules" password={form.password} />
        <TextField
          label={_("signup.confirmPassword")}
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={update("confirmPassword")}
        />
        <TextField
          label={_("signup.displayName")}
          autoComplete="nickname"
          maxLength={USERNAME_MAX_LENGTH}
          value={form.displayName}
          onChange={update("displayName")}
        />
        <FormError message={error} />
        <BusyButton type="submit" className="button button-primary" busy={mutation.isPending}>
          {_("signup.submit")}
        </BusyButton>
      </form>
      <p className="auth-switch">
        <Trans id="signup.haveAccount" components={{ 0: <Link to={`/login${carriedNext(search)}`} /> }} />
      </p>
    </section>
  );
}
