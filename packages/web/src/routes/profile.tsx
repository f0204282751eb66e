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
import { useSignedInUserId } from "../features/auth/session-context";
import { Avatar } from "../features/profile/avatar";
import { ProfileDecks } from "../features/profile/profile-decks";
import { ProfileGroups } from "../features/profile/profile-groups";
import { ProfileStats } from "../features/profile/profile-stats";

/** docs/product.md §2 Profile: picture, name, stats, decks and groups; someone else's private profile shows a notice. */
export default function ProfileRoute() {
  const { userId = "" } = useParams();
  const signedInUserId = useSignedInUserId();
  const user = useUser(userId);
  const own = userId === signedInUserId;

  if (user.isPending) {
    return (
      <div className="page">
        <PageTitle title="Profile" />
        <LoadingStatus label="Loading profile…" />
      </div>
    );
  }
  if (user.isError) {
    const notFound = hasErrorCode(user.error, "not_found");
    return (
      <div className="page">
        <PageTitle title="Profile" />
        <h1>Profile</h1>
        {notFound ? (
          <div className="panel profile-missing">
            <p role="alert">User not found</p>
            <p>There is no user at this address. The account may have been deleted.</p>
            <Link className="button button-secondary" to={`/profile/${encodeURIComponent(signedInUserId)}`}>
              Go to my profile
            </Link>
          </div>
        ) : (
          <LoadError message="The profile could not be loaded." onRetry={() => user.refetch()} />
        )}
      </div>
    );
  }

  const profile = user.data;
  return (
    <div className="page profile-page">
      <PageTitle title={own ? "My Profile" : `${profile.Username}'s Profile`} />
      <header className="panel profile-header">
        <Avatar username={profile.Username} picture={profile.Profile_Pic} />
        <div className="profile-identity">
          <h1>{profile.Username}</h1>
          <p className="profile-visibility">
            {own ? "Your profile" : "Profile"} · {profile.Private ? "Private" : "Public"}
          </p>
        </div>
        {own && (
          <Link className="button button-secondary button-small profile-edit" to="/settings">
            Edit in Settings
          </Link>
        )}
      </header>
      {hasStats(profile) ? (
        <VisibleProfile user={profile} own={own} />
      ) : (
        <p className="panel profile-private">{messages.profilePrivate}</p>
      )}
    </div>
  );
}

function VisibleProfile({ user, own }: { user: UserRecord; own: boolean }) {
  const decks = useUserDecks(user.User_id);
  // Only a profile with stats gets here: someone else's private one (403 for this count) shows a notice instead.
  const learned = useCardsLearned(user.User_id);
  return (
    <>
      <section className="panel" aria-labelledby="profile-stats-heading">
        <h2 id="profile-stats-heading">Stats</h2>
        <ProfileStats
          user={user}
          decksMade={decks.data?.length ?? null}
          cardsLearned={learned.data?.cards_learned ?? null}
        />
      </section>
      <section className="panel" aria-labelledby="profile-decks-heading">
        <h2 id="profile-decks-heading">Decks</h2>
        <ProfileDecks userId={user.User_id} username={user.Username} own={own} />
      </section>
      <section className="panel" aria-labelledby="profile-groups-heading">
        <h2 id="profile-groups-heading">Groups</h2>
        <ProfileGroups userId={user.User_id} username={user.Username} />
      </section>
    </>
  );
}
