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
}

/** One deck in a list: its title to open it, Private, the author's profile link, and Like/Unlike. */
export function DeckRow({ deck, userId, liked, href, details }: DeckRowProps) {
  return (
    <li className="row">
      <div className="deck-row-text">
        <Link className="deck-row-title" to={href}>
          {deck.title}
        </Link>
        {deck.private ? <span className="deck-private-badge">Private</span> : null}
        <span className="deck-row-author">
          by <Link to={`/profile/${encodeURIComponent(deck.user_id)}`}>{deck.username}</Link>
        </span>
        {details ? <span className="deck-row-details">{details}</span> : null}
      </div>
      <LikeButton deck={deck} userId={userId} liked={liked} />
    </li>
  );
}
