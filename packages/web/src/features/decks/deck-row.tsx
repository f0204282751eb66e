import { Trans, useLingui } from "@lingui/react";
import type { DeckRecord } from "@quizdeck/shared/records";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LikeButton } from "./like-button";

interface DeckRowProps {
  deck: DeckRecord;
  userId: string;
  liked: boolean | undefined;
  href: string;
  /** A line under the author (Find Decks: card and like counts). */
  details?: ReactNode;
  /** Told when its Unlike is pressed (in Liked Decks the row goes with it). */
  onUnlike?: (deck: DeckRecord) => void;
}

/** One deck in a list: its title to open it, Private, the author's profile link, and Like/Unlike. */
export function DeckRow({ deck, userId, liked, href, details, onUnlike }: DeckRowProps) {
  const { _ } = useLingui();
  return (
    <li className="row">
      <div className="deck-row-text">
        <Link className="deck-row-title" to={href} dir="auto">
          {deck.title}
        </Link>
        {deck.private ? <span className="deck-private-badge">{_("deckRow.private")}</span> : null}
        <span className="deck-row-author">
          <Trans
            id="deckRow.by"
            values={{ username: deck.username }}
            components={{ 0: <Link to={`/profile/${encodeURIComponent(deck.user_id)}`} dir="auto" /> }}
          />
        </span>
        {details ? <span className="deck-row-details">{details}</span> : null}
      </div>
      {/* A private deck cannot be liked (a like from before it was made private can still be taken back). */}
      {deck.private && !liked ? null : (
        <LikeButton
          deck={deck}
          userId={userId}
          liked={liked}
          onToggle={(like) => (like ? undefined : onUnlike?.(deck))}
        />
      )}
    </li>
  );
}
