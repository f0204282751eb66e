import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { deckPath, useUserDecks } from "../../api/decks";
import { groupPath, useUserGroups } from "../../api/groups";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";

interface Inset {
  id: number;
  path: string;
  title: string;
}

/** The ids of each kind's words. */
const insetTexts = {
  deck: {
    failed: "dashboard.decksFailed",
    loading: "dashboard.decksLoading",
    none: "dashboard.noDecks",
    list: "dashboard.yourDecks",
    kind: "dashboard.deck",
  },
  group: {
    failed: "dashboard.groupsFailed",
    loading: "dashboard.groupsLoading",
    none: "dashboard.noGroups",
    list: "dashboard.yourGroups",
    kind: "dashboard.group",
  },
};

/** The dashboard's tiles of the user's decks or groups, each a link to its page, with loading, error and empty states. */
function Insets({
  kind,
  pending,
  failed,
  onRetry,
  insets,
}: {
  kind: "deck" | "group";
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  insets: Inset[];
}) {
  const { _ } = useLingui();
  const texts = insetTexts[kind];
  if (failed) return <LoadError message={_(texts.failed)} retryLabel={_("paced.tryAgain")} onRetry={onRetry} />;
  if (pending) return <LoadingStatus label={_(texts.loading)} />;
  if (insets.length === 0) return <EmptyState message={_(texts.none)} />;
  return (
    <ul className="inset-grid" aria-label={_(texts.list)}>
      {insets.map((inset) => (
        <li key={inset.id}>
          <Link className={kind === "group" ? "inset inset-group" : "inset"} to={inset.path}>
            <span className="inset-kind" aria-hidden="true">
              {_(texts.kind)}
            </span>
            <span className="inset-title" dir="auto">
              {inset.title}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DeckInsets({ userId }: { userId: string }) {
  const decks = useUserDecks(userId);
  return (
    <Insets
      kind="deck"
      pending={decks.isPending}
      failed={decks.isError}
      onRetry={() => decks.refetch()}
      insets={(decks.data ?? []).map((deck) => ({ id: deck.deck_id, path: deckPath(deck.deck_id), title: deck.title }))}
    />
  );
}

export function GroupInsets({ userId }: { userId: string }) {
  const { isPending, error, groups, refetch } = useUserGroups(userId);
  return (
    <Insets
      kind="group"
      pending={isPending}
      failed={error !== null}
      onRetry={refetch}
      insets={groups.map((group) => ({
        id: group.Group_id,
        path: groupPath(group.Group_id),
        title: group.Group_Name,
      }))}
    />
  );
}
