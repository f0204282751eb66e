import type { CardBody } from "@quizdeck/shared/cards";
import type { CardRecord } from "@quizdeck/shared/records";
import type { Db } from "../../db/connect";
import { forbidden, notFound } from "../../http/app-error";
import { findDeckAuthor } from "../decks/repository";
import { type CardRow, toCardRecord } from "./card-record";
import {
  type CardTexts,
  deleteCard,
  findCardWithAuthor,
  insertCard,
  listCardsOfDeck,
  updateCardTexts,
} from "./repository";

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

  async listOfDeck(deckId: number): Promise<CardRecord[]> {
    if ((await findDeckAuthor(this.db, deckId)) === undefined) throw notFound("Deck");
    return (await listCardsOfDeck(this.db, deckId)).map(toCardRecord);
  }

  async get(cardId: number): Promise<CardRecord> {
    return toCardRecord((await this.requireCard(cardId)).card);
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
