import type { DeckRecord } from "@quizdeck/shared/records";
import type { Db } from "../../db/connect";
import { AppError, forbidden, notFound } from "../../http/app-error";
import { findDeck, toDeckRecord } from "../decks";
import { deleteLike, insertLike, listDecksLikedBy } from "./repository";

export interface LikeState {
  deck_id: number;
  liked: boolean;
}

export class LikeService {
  constructor(private readonly db: Db) {}

  /** A user's liked decks are theirs alone to list. */
  async listLiked(callerId: string, userId: string): Promise<DeckRecord[]> {
    if (userId !== callerId) throw forbidden("You can only see your own liked decks");
    return (await listDecksLikedBy(this.db, userId)).map(toDeckRecord);
  }

  /** Idempotent: liking a liked deck (or unliking an unliked one) changes nothing and still succeeds. */
  async setLiked(callerId: string, deckId: number, liked: boolean): Promise<LikeState> {
    const deck = await findDeck(this.db, callerId, deckId);
    if (!deck) throw notFound("Deck");
    if (liked && deck.private) throw new AppError("conflict", "A private deck cannot be liked");
    if (liked) await insertLike(this.db, callerId, deckId);
    else await deleteLike(this.db, callerId, deckId);
    return { deck_id: deckId, liked };
  }
}
