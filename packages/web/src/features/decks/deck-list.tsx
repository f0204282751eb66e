import { messages } from "@quizdeck/shared/messages";
import type { DeckRecord } from "@quizdeck/shared/records";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useOtherDecks, useUserDecks } from "../../api/decks";
import { useLikedDecks } from "../../api/likes";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { type DeckListName, deckListLabels, useDeckSearchParams } from "./deck-search-params";
import { LikeButton } from "./like-button";
import { NewDeckDialog } from "./new-deck-dialog";
import { type DeckSortOrder, deckSortLabels, isDeckSortOrder, sortDecks } from "./sort-decks";

const listOrder: DeckListName[] = ["liked", "mine", "find"];

/** The list view of the Decks screen: Add Deck, the three lists, the A-Z/Z-A filter and the decks. */
export function DeckList({ userId }: { userId: string }) {
  const { list, sort, setList, setSort, deckHref } = useDeckSearchParams();
  const navigate = useNavigate();
  const [naming, setNaming] = useState(false);
  const filterId = useId();
  const headingId = useId();

  const mine = useUserDecks(userId);
  const liked = useLikedDecks(userId);
  const others = useOtherDecks(userId, list === "find");
  const shown: Record<DeckListName, UseQueryResult<DeckRecord[]>> = { mine, liked, find: others };
  const likedIds = liked.data ? new Set(liked.data.map((deck) => deck.deck_id)) : undefined;

  return (
    <section className="panel deck-list-panel" aria-labelledby={headingId}>
      <div className="deck-toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">Deck lists</legend>
          {listOrder.map((name) => (
            <button key={name} type="button" aria-pressed={list === name} onClick={() => setList(name)}>
              {deckListLabels[name]}
            </button>
          ))}
        </fieldset>
        <div className="deck-toolbar-end">
          <div className="deck-filter">
            <label htmlFor={filterId}>Filter</label>
            <select
              id={filterId}
              value={sort}
              onChange={(event) => isDeckSortOrder(event.target.value) && setSort(event.target.value)}
            >
              {(Object.keys(deckSortLabels) as DeckSortOrder[]).map((order) => (
                <option key={order} value={order}>
                  {deckSortLabels[order]}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button-primary" onClick={() => setNaming(true)}>
            Add Deck
          </button>
        </div>
      </div>
      {naming ? (
        <NewDeckDialog
          userId={userId}
          onCreated={(deck) => navigate(deckHref(deck.deck_id))}
          onClose={() => setNaming(false)}
        />
      ) : null}
      <h2 id={headingId}>{deckListLabels[list]}</h2>
      <DeckRows
        query={shown[list]}
        listName={deckListLabels[list]}
        sort={sort}
        userId={userId}
        likedIds={likedIds}
        deckHref={deckHref}
      />
    </section>
  );
}

interface DeckRowsProps {
  query: UseQueryResult<DeckRecord[]>;
  listName: string;
  sort: DeckSortOrder;
  userId: string;
  likedIds: Set<number> | undefined;
  deckHref: (deckId: number) => string;
}

function DeckRows({ query, listName, sort, userId, likedIds, deckHref }: DeckRowsProps) {
  if (query.isPending) return <LoadingStatus label="Loading decks…" />;
  if (query.isError) return <LoadError message="The decks could not be loaded." onRetry={() => query.refetch()} />;
  if (query.data.length === 0) return <EmptyState message={messages.noDecks} />;
  return (
    <ul className="row-list" aria-label={listName}>
      {sortDecks(query.data, sort).map((deck) => (
        <li key={deck.deck_id} className="row">
          <div className="deck-row-text">
            <Link className="deck-row-title" to={deckHref(deck.deck_id)}>
              {deck.title}
            </Link>
            {deck.private ? <span className="deck-private-badge">Private</span> : null}
            <span className="deck-row-author">
              by <Link to={`/profile/${encodeURIComponent(deck.user_id)}`}>{deck.username}</Link>
            </span>
          </div>
          <LikeButton deck={deck} userId={userId} liked={likedIds?.has(deck.deck_id)} />
        </li>
      ))}
    </ul>
  );
}
