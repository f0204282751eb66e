import { Trans, useLingui } from "@lingui/react";
import { Link, useLocation } from "react-router";
import { GameCodeBox } from "../components/game-code-box";
import { PageTitle } from "../components/page-title";
import { LoginForm } from "../features/auth/login-form";
import { useFinishSignIn } from "../features/auth/use-finish-sign-in";
import { carriedNext } from "../navigation/after-sign-in";

export default function LoginRoute() {
  const finishSignIn = useFinishSignIn();
  const { search } = useLocation();
  const { _ } = useLingui();
  return (
    <section className="auth-card">
      <PageTitle title={_("login.title")} />
      <GameCodeBox />
      <h1>{_("login.heading")}</h1>
      <LoginForm onSignedIn={finishSignIn} />
      <p className="auth-switch">
        <Trans id="login.newHere" components={{ 0: <Link to={`/signup${carriedNext(search)}`} /> }} />
      </p>
    </section>
  );
}
