import { Link } from "react-router";
import { PageTitle } from "../components/page-title";
import { useSession, useSignedInUserId } from "../features/auth/session-context";
import { DueToday } from "../features/dashboard/due-today";
import { useGreeting } from "../features/dashboard/first-visit";
import { GetStarted } from "../features/dashboard/get-started";
import { DeckInsets, GroupInsets } from "../features/dashboard/insets";
import { PastGames } from "../features/dashboard/past-games";

export default function DashboardRoute() {
  const userId = useSignedInUserId();
  const { username } = useSession();
  const greeting = useGreeting(username);
  return (
    <div className="page">
      <PageTitle title="Dashboard" />
      <header className="page-header">
        <h1>Dashboard</h1>
        <p className="lead">{greeting}</p>
      </header>
      <GetStarted userId={userId} />
      <DueToday />
      <section className="panel" aria-labelledby="dashboard-decks">
        <div className="panel-header">
          <h2 id="dashboard-decks">My Decks</h2>
          <Link className="button button-secondary button-small" to="/decks">
            All decks
          </Link>
        </div>
        <DeckInsets userId={userId} />
      </section>
      <section className="panel" aria-labelledby="dashboard-groups">
        <div className="panel-header">
          <h2 id="dashboard-groups">My Groups</h2>
          <Link className="button button-secondary button-small" to="/groups">
            All groups
          </Link>
        </div>
        <GroupInsets userId={userId} />
      </section>
      <section className="panel" aria-labelledby="dashboard-past-games">
        <div className="panel-header">
          <h2 id="dashboard-past-games">Past games</h2>
        </div>
        <PastGames />
      </section>
    </div>
  );
}
