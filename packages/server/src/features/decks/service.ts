import type { CreateDeckBody, UpdateDeckBody } from "@quizdeck/shared/decks";
import type { DeckRecord } from "@quizdeck/shared/records";
import type { Db } from "../../db/connect";
import { AppError, forbidden, notFound } from "../../http/app-error";
import { type DeckRow, toDeckRecord } from "./deck-record";
import {
  copyDeck,
  type DeckChanges,
  deleteDeck,
  findDeck,
  findDeckOrigin,
  findGroupStanding,
  insertDeck,
  likesDeck,
  listAllDecks,
  listDecksByUser,
  listDecksNotByUser,
  listDecksOfGroup,
  updateDeck,
} from "./repository";

export class DeckService {
  constructor(private readonly db: Db) {}

  /** Every list holds what the caller may see: public decks, and their own private ones (issue 13). */
  async listAll(callerId: string, groupId?: number): Promise<DeckRecord[]> {
    const rows =
      groupId === undefined
        ? await listAllDecks(this.db, callerId)
        : await listDecksOfGroup(this.db, callerId, groupId);
    return rows.map(toDeckRecord);
  }

  async listByUser(callerId: string, userId: string): Promise<DeckRecord[]> {
    return (await listDecksByUser(this.db, callerId, userId)).map(toDeckRecord);
  }

  async listNotByUser(callerId: string, userId: string): Promise<DeckRecord[]> {
    return (await listDecksNotByUser(this.db, callerId, userId)).map(toDeckRecord);
  }

  /** One deck, and where it came from when it is a copy (issue 29). */
  async get(callerId: string, deckId: number): Promise<DeckRecord> {
    const record = toDeckRecord(await this.requireDeck(callerId, deckId));
    const origin = await findDeckOrigin(this.db, callerId, deckId);
    return origin ? { ...record, copied_from: origin } : record;
  }

  /**
   * Issue 29 "Copy to my decks": someone else's deck the caller may see becomes a private deck of theirs. Their
   * own deck is theirs already (409). No limit on decks or cards per deck exists (docs/product.md §9) to refuse.
   */
  async copy(callerId: string, deckId: number): Promise<DeckRecord> {
    const original = await this.requireDeck(callerId, deckId);
    if (original.userId === callerId) throw new AppError("conflict", "This deck is already yours");
    const copyId = await copyDeck(this.db, deckId, callerId);
    if (copyId === undefined) throw notFound("Deck");
    return this.get(callerId, copyId);
  }

  async create(callerId: string, body: CreateDeckBody): Promise<DeckRecord> {
    if (body.User_id != null && body.User_id !== callerId) {
      throw forbidden("You can only create decks for yourself");
    }
    const deckId = await insertDeck(this.db, { title: body.Title, userId: callerId, private: body.private });
    return this.get(callerId, deckId);
  }

  /**
   * Partial update: every permission is checked before anything is written. A title equal to the current one
   * is no change, so a non-author may send the whole record back to move the deck in or out of a group.
   */
  async update(callerId: string, deckId: number, body: UpdateDeckBody): Promise<DeckRecord> {
    const deck = await this.requireDeck(callerId, deckId);
    const changes: DeckChanges = {};
    if (body.Title !== undefined && body.Title !== deck.title) {
      if (deck.userId !== callerId) throw forbidden("Only the deck's author can rename it");
      changes.title = body.Title;
    }
    if (body.Group_id !== undefined) {
      // Moving to another group takes the deck out of its group too: both need the right to.
      const leaves = body.Group_id === null || (deck.groupId !== null && deck.groupId !== body.Group_id);
      if (leaves) await this.checkMayRemoveFromGroup(callerId, deck);
      if (body.Group_id !== null) await this.checkMayAddToGroup(callerId, deck, body.Group_id);
      changes.groupId = body.Group_id;
    }
    if (body.private !== undefined && body.private !== deck.private) {
      if (deck.userId !== callerId) throw forbidden("Only the deck's author can make it private or public");
      changes.private = body.private;
    }
    if (changes.groupId != null && (changes.private ?? deck.private)) {
      throw new AppError("conflict", "A private deck cannot be added to a group");
    }
    await updateDeck(this.db, deckId, changes);
    return this.get(callerId, deckId);
  }

  async remove(callerId: string, deckId: number): Promise<void> {
    const deck = await this.requireDeck(callerId, deckId);
    if (deck.userId !== callerId) throw forbidden("Only the deck's author can delete it");
    await deleteDeck(this.db, deckId);
  }

  /** docs/product.md §6: a member adds their own or liked decks to a group. */
  private async checkMayAddToGroup(callerId: string, deck: DeckRow, groupId: number): Promise<void> {
    const standing = await findGroupStanding(this.db, groupId, callerId);
    if (!standing) throw notFound("Group");
    if (!standing.isMember) throw forbidden("Join the group before adding decks to it");
    if (deck.userId !== callerId && !(await likesDeck(this.db, callerId, deck.id))) {
      throw forbidden("You can only add your own or liked decks to a group");
    }
  }

  /** The author, the current group's founder, or a member of that group who likes the deck. */
  private async checkMayRemoveFromGroup(callerId: string, deck: DeckRow): Promise<void> {
    if (deck.userId === callerId) return;
    const standing = deck.groupId === null ? undefined : await findGroupStanding(this.db, deck.groupId, callerId);
    if (standing?.isFounder) return;
    if (standing?.isMember && (await likesDeck(this.db, callerId, deck.id))) return;
    throw forbidden("Only the deck's author, the group's founder or a member who likes the deck can remove it");
  }

  /** A deck the caller may not see is as missing as one that does not exist: 404, never 403. */
  private async requireDeck(callerId: string, deckId: number): Promise<DeckRow> {
    const deck = await findDeck(this.db, callerId, deckId);
    if (!deck) throw notFound("Deck");
    return deck;
  }
}
