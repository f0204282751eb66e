import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { GameCodeBox } from "../components/game-code-box";
import { PageTitle } from "../components/page-title";
import { AccountDeletedNotice } from "../features/settings/account-deleted-notice";

export default function LandingRoute() {
  const { _ } = useLingui();
  return (
    <section className="landing">
      <PageTitle title={_("landing.title")} />
      <AccountDeletedNotice />
      <GameCodeBox />
      <p className="brand brand-large">Quizdeck</p>
      <h1>{_("landing.heading")}</h1>
      <p className="lead">{_("landing.lead")}</p>
      <div className="landing-actions">
        <Link className="button button-primary" to="/signup">
          {_("landing.signup")}
        </Link>
        <Link className="button button-secondary" to="/login">
          {_("landing.login")}
        </Link>
      </div>
    </section>
  );
}
