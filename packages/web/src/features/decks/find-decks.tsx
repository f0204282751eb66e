import { useLingui } from "@lingui/react";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { type DeckSearch, useDeckSearch } from "../../api/deck-search";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { DeckRow } from "./deck-row";

/** Typing waits this long before it searches, so a word typed quickly is one request, not one per letter. */
const TYPING_PAUSE_MS = 250;

interface FindDecksProps {
  search: DeckSearch;
  setQuery: (q: string) => void;
  setScope: (scope: DeckSearch["scope"]) => void;
  userId: string;
  likedIds: Set<number> | undefined;
  deckHref: (deckId: number) => string;
}

/**
 * Issue 13: Find Decks searches everyone else's decks by title or author, 20 at a time with Load more; issue 29:
 * "Include my decks" adds the user's own.
 */
export function FindDecks({ search, setQuery, setScope, userId, likedIds, deckHref }: FindDecksProps) {
  const { _ } = useLingui();
  const { q } = search;
  const [text, setText] = useState(q);
  const inputId = useId();
  // The box turns at once; the address, and the search with it, follow in a navigation (Back turns it back).
  const [includeMine, setIncludeMine] = useState(search.scope === "all");
  useEffect(() => setIncludeMine(search.scope === "all"), [search.scope]);

  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => setQuery(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setQuery]);

  return (
    <>
      <search className="deck-search">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(text);
          }}
        >
          <label htmlFor={inputId}>{_("findDecks.search")}</label>
          <input
            id={inputId}
            type="search"
            value={text}
            placeholder={_("findDecks.placeholder")}
            maxLength={100}
            autoComplete="off"
            dir="auto"
            onChange={(event) => setText(event.target.value)}
          />
          <label className="deck-search-scope">
            <input
              type="checkbox"
              checked={includeMine}
              onChange={(event) => {
                setIncludeMine(event.target.checked);
                setScope(event.target.checked ? "all" : "others");
              }}
            />
            {_("findDecks.includeMine")}
          </label>
        </form>
      </search>
      <SearchResults search={search} userId={userId} likedIds={likedIds} deckHref={deckHref} />
    </>
  );
}

function SearchResults({
  search: { q, sort, scope },
  userId,
  likedIds,
  deckHref,
}: Omit<FindDecksProps, "setQuery" | "setScope">) {
  const { _ } = useLingui();
  const search = useDeckSearch({ q, sort, scope });
  const list = useRef<HTMLUListElement>(null);
  // Under Most liked a deck liked between two pages can come again on the next one: it is shown once.
  const rows = search.data?.pages.flatMap((page) => page.decks) ?? [];
  const decks = [...new Map(rows.map((deck) => [deck.deck_id, deck])).values()];
  const moreFrom = useFocusOnMore(list, decks.length);
  if (search.isPending) return <LoadingStatus label={_("deckList.loading")} />;
  // The rows shown while a new search loads are the last search's: when the new one fails, they are not its answer.
  if (search.isError && (!search.data || search.isPlaceholderData)) {
    return <LoadError message={_("deckList.loadError")} onRetry={() => search.refetch()} />;
  }
  if (decks.length === 0) {
    return <EmptyState message={q.trim() ? _("findDecks.noMatch", { q: q.trim() }) : _("deckList.noDecks")} />;
  }
  return (
    <>
      <ul ref={list} className="row-list" aria-label={_("deckList.find")} aria-busy={search.isFetching}>
        {decks.map((deck) => (
          <DeckRow
            key={deck.deck_id}
            deck={deck}
            userId={userId}
            liked={likedIds?.has(deck.deck_id)}
            href={deckHref(deck.deck_id)}
            details={_("findDecks.details", { cards: deck.card_count, likes: deck.like_count })}
          />
        ))}
      </ul>
      {search.isFetchNextPageError ? (
        <p className="form-error" role="alert">
          {_("findDecks.moreError")}
        </p>
      ) : null}
      {search.hasNextPage ? (
        <button
          type="button"
          className="button button-secondary load-more"
          // Not `disabled` while it loads: a disabled button loses the keyboard's focus to the page's top.
          aria-disabled={search.isFetchingNextPage}
          onClick={() => {
            if (search.isFetchingNextPage) return;
            moreFrom(decks.length);
            void search.fetchNextPage();
          }}
        >
          {search.isFetchingNextPage ? _("findDecks.loadingMore") : _("findDecks.loadMore")}
        </button>
      ) : null}
    </>
  );
}

/**
 * After Load more, the keyboard's focus goes to the first deck it brought (the button may be gone with the last
 * page): returns the function Load more calls with the count of decks before it.
 */
function useFocusOnMore(list: RefObject<HTMLUListElement | null>, count: number): (before: number) => void {
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const at = firstNew.current;
    if (at === null || count <= at) return;
    firstNew.current = null;
    list.current?.children[at]?.querySelector<HTMLElement>("a")?.focus();
  }, [list, count]);
  return (before) => {
    firstNew.current = before;
  };
}
