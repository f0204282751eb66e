import { Trans, useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useUserDecks } from "../api/decks";
import { PageTitle } from "../components/page-title";
import { LoadingStatus } from "../components/query-state";
import { useSession } from "../features/auth/session-context";
import { useSignedInUserId } from "../features/auth/signed-in-user-id";
import { DueToday } from "../features/dashboard/due-today";
import { useFirstVisit } from "../features/dashboard/first-visit";
import { GetStarted } from "../features/dashboard/get-started";
import { DeckInsets, GroupInsets } from "../features/dashboard/insets";
import { PastGames } from "../features/dashboard/past-games";

export default function DashboardRoute() {
  const { _ } = useLingui();
  const userId = useSignedInUserId();
  const { username } = useSession();
  const firstVisit = useFirstVisit();
  const decks = useUserDecks(userId);
  return (
    <div className="page">
      <PageTitle title={_("nav.dashboard")} />
      <header className="page-header dashboard-header">
        <div>
          <h1>{_("nav.dashboard")}</h1>
          <p className="lead">
            {username ? (
              // The name isolated: a name in another script keeps the "!" at the sentence's end.
              <Trans
                id={firstVisit ? "dashboard.welcomeName" : "dashboard.welcomeBackName"}
                values={{ name: username }}
                components={{ 0: <bdi /> }}
              />
            ) : (
              _(firstVisit ? "dashboard.welcome" : "dashboard.welcomeBack")
            )}
          </p>
        </div>
        {/* Issue 29 point 8: hosting is one click from the dashboard, whatever the user has done so far. */}
        <Link className="button button-primary" to="/host/start">
          {_("dashboard.host")}
        </Link>
      </header>
      {/* "What to do next" comes first for a user with no decks: the panels wait for the decks (mounted, so their
          own requests start now) and arrive with it rather than jump down when it comes. */}
      {decks.isPending ? <LoadingStatus label={_("dashboard.decksLoading")} /> : null}
      <div hidden={decks.isPending}>
        <GetStarted userId={userId} />
        <DueToday />
        <DashboardPanel
          id="dashboard-decks"
          title={_("dashboard.myDecks")}
          link={{ to: "/decks", label: _("dashboard.allDecks") }}
        >
          <DeckInsets userId={userId} />
        </DashboardPanel>
        <DashboardPanel
          id="dashboard-groups"
          title={_("dashboard.myGroups")}
          link={{ to: "/groups", label: _("dashboard.allGroups") }}
        >
          <GroupInsets userId={userId} />
        </DashboardPanel>
        <DashboardPanel id="dashboard-past-games" title={_("dashboard.pastGames")}>
          <PastGames />
        </DashboardPanel>
      </div>
    </div>
  );
}

/** One of the dashboard's panels: its heading, and a link to the whole list when there is one. */
function DashboardPanel({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <div className="panel-header">
        <h2 id={id}>{title}</h2>
        {link ? (
          <Link className="button button-secondary button-small" to={link.to}>
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
