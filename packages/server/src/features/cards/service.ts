import type { CardBody } from "@quizdeck/shared/cards";
import type { CardRecord } from "@quizdeck/shared/records";
import type { Db } from "../../db/connect";
import { forbidden, notFound } from "../../http/app-error";
import { findDeckAuthor } from "../decks/repository";
import { isDeckInGameOf } from "../games/repository";
import { type CardRow, toCardRecord } from "./card-record";
import {
  type CardTexts,
  deleteCard,
  findCardWithAuthor,
  insertCard,
  listCardsOfDeck,
  updateCardTexts,
} from "./repository";

export const deckInLiveGame =
  "You are in a live game with this deck. Its cards are hidden from its players until the game ends.";

const onlyTheAuthor = () => forbidden("Only the deck's author can change its cards");

const toCardTexts = (body: CardBody): CardTexts => ({
  question: body.Question,
  answer: body.Answer,
  incorrect1: body.Incorrect1,
  incorrect2: body.Incorrect2,
  incorrect3: body.Incorrect3,
});

/** SPEC.md §6: any signed-in user reads cards; only the deck's author adds, edits or deletes them. */
export class CardService {
  constructor(private readonly db: Db) {}

  async listOfDeck(callerId: string, deckId: number): Promise<CardRecord[]> {
    const authorId = await findDeckAuthor(this.db, deckId);
    if (authorId === undefined) throw notFound("Deck");
    await this.refuseDuringLiveGame(callerId, authorId, deckId);
    return (await listCardsOfDeck(this.db, deckId)).map(toCardRecord);
  }

  async get(callerId: string, cardId: number): Promise<CardRecord> {
    const { card, authorId } = await this.requireCard(cardId);
    await this.refuseDuringLiveGame(callerId, authorId, card.deckId);
    return toCardRecord(card);
  }

  /** DESIGN.md principle 3: a game's players must not read its right answers; everyone else may. */
  private async refuseDuringLiveGame(callerId: string, authorId: string, deckId: number): Promise<void> {
    if (callerId !== authorId && (await isDeckInGameOf(this.db, deckId, callerId))) throw forbidden(deckInLiveGame);
  }

  /** Missing texts are "" (the column defaults): a blank card. */
  async create(callerId: string, deckId: number, body: CardBody): Promise<CardRecord> {
    const authorId = await findDeckAuthor(this.db, deckId);
    if (authorId === undefined) throw notFound("Deck");
    if (authorId !== callerId) throw onlyTheAuthor();
    return toCardRecord(await insertCard(this.db, deckId, toCardTexts(body)));
  }

  async update(callerId: string, cardId: number, body: CardBody): Promise<CardRecord> {
    await this.requireAuthoredCard(callerId, cardId);
    const card = await updateCardTexts(this.db, cardId, toCardTexts(body));
    if (!card) throw notFound("Card");
    return toCardRecord(card);
  }

  async remove(callerId: string, cardId: number): Promise<void> {
    await this.requireAuthoredCard(callerId, cardId);
    await deleteCard(this.db, cardId);
  }

  private async requireCard(cardId: number): Promise<{ card: CardRow; authorId: string }> {
    const found = await findCardWithAuthor(this.db, cardId);
    if (!found) throw notFound("Card");
    return found;
  }

  private async requireAuthoredCard(callerId: string, cardId: number): Promise<void> {
    if ((await this.requireCard(cardId)).authorId !== callerId) throw onlyTheAuthor();
  }
}
