import { Trans, useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import type { DeckRecord, GroupRecord } from "@quizdeck/shared/records";
import { useState } from "react";
import { Link } from "react-router";
import { deckPath, useUserDecks } from "../../api/decks";
import { errorMessage } from "../../api/error-message";
import { useDecksOfGroup, useSetDeckGroup } from "../../api/groups";
import { useLikedDecks } from "../../api/likes";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { useStatusLine } from "../../components/status-line";
import { serverText } from "../../i18n/server-texts";
import { AddDeckDialog } from "./add-deck-dialog";

interface GroupDecksProps {
  group: GroupRecord;
  userId: string;
  /** Undefined while the members load: the controls wait for it rather than flicker in. */
  isMember: boolean | undefined;
}

/** The user's own and liked decks, once each, in title order. */
function ownAndLiked(own: DeckRecord[], liked: DeckRecord[]): DeckRecord[] {
  const byId = new Map([...own, ...liked].map((deck) => [deck.deck_id, deck]));
  return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title) || a.deck_id - b.deck_id);
}

/** docs/product.md §2/§6: the group's decks; members add their own or liked decks and remove what they may. */
export function GroupDecks({ group, userId, isMember }: GroupDecksProps) {
  const groupDecks = useDecksOfGroup(group.Group_id);
  const ownDecks = useUserDecks(userId);
  const likedDecks = useLikedDecks(userId);
  const remove = useSetDeckGroup();
  const [adding, setAdding] = useState(false);
  const status = useStatusLine("groups-status");
  const { _ } = useLingui();

  const loading = groupDecks.isPending || ownDecks.isPending || likedDecks.isPending || isMember === undefined;
  const failed = groupDecks.isError || ownDecks.isError || likedDecks.isError;
  const retry = () => Promise.all([groupDecks.refetch(), ownDecks.refetch(), likedDecks.refetch()]);
  const liked = new Set((likedDecks.data ?? []).map((deck) => deck.deck_id));
  // A private deck cannot go into a group (the server refuses it), so it is not offered.
  const candidates = ownAndLiked(ownDecks.data ?? [], likedDecks.data ?? []).filter(
    (deck) => deck.group_id !== group.Group_id && !deck.private,
  );
  // The server's rule for Group_id: null — the author, the group's founder, or a member who likes the deck.
  const mayRemove = (deck: DeckRecord) =>
    isMember && (deck.user_id === userId || group.Founder_id === userId || liked.has(deck.deck_id));

  return (
    <section className="panel" aria-labelledby="group-decks">
      <div className="panel-header">
        <h2 id="group-decks">{_("groupDetail.decks")}</h2>
        {isMember && !failed && (
          <button
            type="button"
            className="button button-primary button-small"
            disabled={loading}
            onClick={() => {
              status.say("");
              setAdding(true);
            }}
          >
            {_("groupDetail.addDeck")}
          </button>
        )}
      </div>
      {status.line}
      <FormError message={remove.isError ? errorMessage(remove.error) : null} />
      {failed ? (
        <LoadError message={_("groupDetail.decksLoadFailed")} onRetry={retry} />
      ) : loading ? (
        <LoadingStatus label={_("groupDetail.decksLoading")} />
      ) : groupDecks.data.length === 0 ? (
        <EmptyState message={serverText(messages.noDecksInGroup)} />
      ) : (
        <ul className="row-list" aria-label={_("groupDetail.decksList")}>
          {groupDecks.data.map((deck) => (
            <li key={deck.deck_id} className="row group-row">
              <div className="group-row-name">
                <Link to={deckPath(deck.deck_id)} dir="auto">
                  {deck.title}
                </Link>
                <span className="deck-author">
                  <Trans id="groupDetail.deckBy" values={{ username: deck.username }} components={{ 0: <bdi /> }} />
                </span>
              </div>
              {mayRemove(deck) && (
                <div className="group-row-actions">
                  <BusyButton
                    className="button button-secondary button-small"
                    busy={remove.isPending}
                    onClick={() =>
                      remove.mutate(
                        { deckId: deck.deck_id, groupId: null },
                        {
                          onSuccess: () =>
                            status.say(_("groupDetail.deckRemoved", { title: deck.title }), { focus: true }),
                        },
                      )
                    }
                  >
                    {_("groupDetail.removeDeck")}
                  </BusyButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <AddDeckDialog
          groupId={group.Group_id}
          decks={candidates}
          onClose={() => setAdding(false)}
          onAdded={(deck) => {
            setAdding(false);
            status.say(_("groupDetail.deckAdded", { title: deck.title }));
          }}
        />
      )}
    </section>
  );
}
