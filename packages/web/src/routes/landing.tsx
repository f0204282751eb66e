import { Link } from "react-router";
import { GameCodeBox } from "../components/game-code-box";
import { PageTitle } from "../components/page-title";
import { AccountDeletedNotice } from "../features/settings/account-deleted-notice";

export default function LandingRoute() {
  return (
    <section className="landing">
      <PageTitle title="Welcome" />
      <AccountDeletedNotice />
      <GameCodeBox />
      <p className="brand brand-large">Quizdeck</p>
      <h1>Build decks. Play live quizzes with your class.</h1>
      <p className="lead">
        Create multiple-choice decks, share them with your groups, and host a game anyone can join with a code.
      </p>
      <div className="landing-actions">
        <Link className="button button-primary" to="/signup">
          Signup
        </Link>
        <Link className="button button-secondary" to="/login">
          Login
        </Link>
      </div>
    </section>
  );
}
