import { useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import type { UserRecord } from "@quizdeck/shared/records";
import { Link, useParams } from "react-router";
import { hasErrorCode } from "../api/client";
import { useUserDecks } from "../api/decks";
import { hasStats } from "../api/get-user";
import { useCardsLearned } from "../api/study";
import { useUser } from "../api/users";
import { PageTitle } from "../components/page-title";
import { LoadError, LoadingStatus } from "../components/query-state";
import { useSignedInUserId } from "../features/auth/signed-in-user-id";
import { Avatar } from "../features/profile/avatar";
import { ProfileDecks } from "../features/profile/profile-decks";
import { ProfileGroups } from "../features/profile/profile-groups";
import { ProfileStats } from "../features/profile/profile-stats";
import { serverText } from "../i18n/server-texts";

/** docs/product.md §2 Profile: picture, name, stats, decks and groups; someone else's private profile shows a notice. */
export default function ProfileRoute() {
  const { userId = "" } = useParams();
  const signedInUserId = useSignedInUserId();
  const user = useUser(userId);
  const own = userId === signedInUserId;
  const { _ } = useLingui();

  if (user.isPending) {
    return (
      <div className="page">
        <PageTitle title={_("profile.title")} />
        <LoadingStatus label={_("profile.loading")} />
      </div>
    );
  }
  if (user.isError) {
    const notFound = hasErrorCode(user.error, "not_found");
    return (
      <div className="page">
        <PageTitle title={_("profile.title")} />
        <h1>{_("profile.title")}</h1>
        {notFound ? (
          <div className="panel profile-missing">
            <p role="alert">{_("profile.notFound")}</p>
            <p>{_("profile.notFoundText")}</p>
            <Link className="button button-secondary" to={`/profile/${encodeURIComponent(signedInUserId)}`}>
              {_("profile.goToMine")}
            </Link>
          </div>
        ) : (
          <LoadError message={_("profile.loadFailed")} onRetry={() => user.refetch()} />
        )}
      </div>
    );
  }

  const profile = user.data;
  return (
    <div className="page profile-page">
      <PageTitle title={own ? _("profile.myTitle") : _("profile.othersTitle", { username: profile.Username })} />
      <header className="panel profile-header">
        <Avatar username={profile.Username} picture={profile.Profile_Pic} />
        <div className="profile-identity">
          <h1 dir="auto">{profile.Username}</h1>
          <p className="profile-visibility">
            {_("profile.visibility", { own: own ? "yes" : "no", status: profile.Private ? "private" : "public" })}
          </p>
        </div>
        {own && (
          <Link className="button button-secondary button-small profile-edit" to="/settings">
            {_("profile.editInSettings")}
          </Link>
        )}
      </header>
      {hasStats(profile) ? (
        <VisibleProfile user={profile} own={own} />
      ) : (
        <p className="panel profile-private">{serverText(messages.profilePrivate)}</p>
      )}
    </div>
  );
}

function VisibleProfile({ user, own }: { user: UserRecord; own: boolean }) {
  const decks = useUserDecks(user.User_id);
  // Only a profile with stats gets here: someone else's private one (403 for this count) shows a notice instead.
  const learned = useCardsLearned(user.User_id);
  const { _ } = useLingui();
  return (
    <>
      <section className="panel" aria-labelledby="profile-stats-heading">
        <h2 id="profile-stats-heading">{_("profile.stats")}</h2>
        <ProfileStats
          user={user}
          decksMade={decks.data?.length ?? null}
          cardsLearned={learned.data?.cards_learned ?? null}
        />
      </section>
      <section className="panel" aria-labelledby="profile-decks-heading">
        <h2 id="profile-decks-heading">{_("profile.decks")}</h2>
        <ProfileDecks userId={user.User_id} username={user.Username} own={own} />
      </section>
      <section className="panel" aria-labelledby="profile-groups-heading">
        <h2 id="profile-groups-heading">{_("profile.groups")}</h2>
        <ProfileGroups userId={user.User_id} username={user.Username} held={decks.isPending} />
      </section>
    </>
  );
}
