import { useLingui } from "@lingui/react";
import { DECK_SEARCH_SORTS, type DeckSearchSort } from "@quizdeck/shared/deck-search";
import type { DeckRecord } from "@quizdeck/shared/records";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useUserDecks } from "../../api/decks";
import { useLikedDecks } from "../../api/likes";
import { NavigationStatus } from "../../components/navigation-status";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { useStatusLine } from "../../components/status-line";
import { DeckRow } from "./deck-row";
import { type DeckListName, deckListLabels, deckSortLabels, useDeckSearchParams } from "./deck-search-params";
import { FindDecks } from "./find-decks";
import { NewDeckDialog } from "./new-deck-dialog";
import { type DeckSortOrder, isDeckSortOrder, sortDecks } from "./sort-decks";

const listOrder: DeckListName[] = ["liked", "mine", "find"];

/**
 * The list view of the Decks screen: Add Deck, the three lists, the A-Z/Z-A sort menu ("Sort by", issue 29) and
 * the decks. Find Decks searches page by page and adds Newest and Most liked to the sort menu (issue 13).
 */
export function DeckList({ userId }: { userId: string }) {
  const { _ } = useLingui();
  const { list, sort, q, scope, setList, setSort, setQuery, setScope, deckHref } = useDeckSearchParams();
  const navigate = useNavigate();
  const [naming, setNaming] = useState(false);
  const sortId = useId();
  const headingId = useId();

  const mine = useUserDecks(userId);
  const liked = useLikedDecks(userId);
  const shown: Record<Exclude<DeckListName, "find">, UseQueryResult<DeckRecord[]>> = { mine, liked };
  const sortOrders: readonly DeckSearchSort[] = list === "find" ? DECK_SEARCH_SORTS : ["az", "za"];
  const likedIds = liked.data ? new Set(liked.data.map((deck) => deck.deck_id)) : undefined;
  // In Liked Decks an Unlike takes its row away: the focus goes to the line that says so.
  const unliked = useStatusLine("deck-list-status");
  const onUnlike =
    list === "liked"
      ? (deck: DeckRecord) => unliked.say(_("deckList.unliked", { title: deck.title }), { focus: true })
      : undefined;

  return (
    <section className="panel deck-list-panel" aria-labelledby={headingId}>
      <div className="deck-toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">{_("deckList.lists")}</legend>
          {listOrder.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={list === name}
              onClick={() => {
                unliked.say("");
                setList(name);
              }}
            >
              {_(deckListLabels[name])}
            </button>
          ))}
        </fieldset>
        <div className="deck-toolbar-end">
          <div className="deck-filter">
            <label htmlFor={sortId}>{_("deckList.sortBy")}</label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => {
                const order = sortOrders.find((each) => each === event.target.value);
                if (order) setSort(order);
              }}
            >
              {sortOrders.map((order) => (
                <option key={order} value={order}>
                  {_(deckSortLabels[order])}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button-primary" onClick={() => setNaming(true)}>
            {_("deckList.addDeck")}
          </button>
        </div>
      </div>
      <NavigationStatus />
      {unliked.line}
      {naming ? (
        <NewDeckDialog
          userId={userId}
          onCreated={(deck) => navigate(deckHref(deck.deck_id))}
          onClose={() => setNaming(false)}
        />
      ) : null}
      <h2 id={headingId}>{_(deckListLabels[list])}</h2>
      {list === "find" ? (
        <FindDecks
          search={{ q, sort, scope }}
          setQuery={setQuery}
          setScope={setScope}
          userId={userId}
          likedIds={likedIds}
          deckHref={deckHref}
        />
      ) : (
        <DeckRows
          query={shown[list]}
          listName={_(deckListLabels[list])}
          sort={isDeckSortOrder(sort) ? sort : "az"}
          userId={userId}
          likedIds={likedIds}
          deckHref={deckHref}
          onUnlike={onUnlike}
        />
      )}
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
  onUnlike?: (deck: DeckRecord) => void;
}

function DeckRows({ query, listName, sort, userId, likedIds, deckHref, onUnlike }: DeckRowsProps) {
  const { _ } = useLingui();
  if (query.isPending) return <LoadingStatus label={_("deckList.loading")} />;
  if (query.isError) return <LoadError message={_("deckList.loadError")} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) return <EmptyState message={_("deckList.noDecks")} />;
  return (
    <ul className="row-list" aria-label={listName}>
      {sortDecks(query.data, sort).map((deck) => (
        <DeckRow
          key={deck.deck_id}
          deck={deck}
          userId={userId}
          liked={likedIds?.has(deck.deck_id)}
          href={deckHref(deck.deck_id)}
          onUnlike={onUnlike}
        />
      ))}
    </ul>
  );
}
