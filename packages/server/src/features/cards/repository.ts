import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { cards, decks } from "../../db/schema";
import type { CardRow } from "./card-record";

export interface CardTexts {
  question?: string;
  answer?: string;
  incorrect1?: string;
  incorrect2?: string;
  incorrect3?: string;
}

export const cardColumns = {
  id: cards.id,
  deckId: cards.deckId,
  question: cards.question,
  answer: cards.answer,
  incorrect1: cards.incorrect1,
  incorrect2: cards.incorrect2,
  incorrect3: cards.incorrect3,
  imageId: cards.imageId,
};

export function listCardsOfDeck(db: Db, deckId: number): Promise<CardRow[]> {
  return db.select(cardColumns).from(cards).where(eq(cards.deckId, deckId)).orderBy(asc(cards.id));
}

/** The card with its deck's author, or undefined when there is no such card. */
export async function findCardWithAuthor(
  db: Db,
  cardId: number,
): Promise<{ card: CardRow; authorId: string } | undefined> {
  const [row] = await db
    .select({ card: cardColumns, authorId: decks.userId })
    .from(cards)
    .innerJoin(decks, eq(decks.id, cards.deckId))
    .where(eq(cards.id, cardId))
    .limit(1);
  return row;
}

export async function insertCard(db: Db, deckId: number, texts: CardTexts): Promise<CardRow> {
  const [row] = await db
    .insert(cards)
    .values({ deckId, ...texts })
    .returning(cardColumns);
  if (!row) throw new Error("card insert returned no row");
  return row;
}

/** Changes only the texts given; answers the card as it now is (undefined if it is gone). */
export async function updateCardTexts(db: Db, cardId: number, texts: CardTexts): Promise<CardRow | undefined> {
  if (Object.values(texts).every((text) => text === undefined)) {
    return (await findCardWithAuthor(db, cardId))?.card;
  }
  const [row] = await db.update(cards).set(texts).where(eq(cards.id, cardId)).returning(cardColumns);
  return row;
}

export async function deleteCard(db: Db, cardId: number): Promise<void> {
  await db.delete(cards).where(eq(cards.id, cardId));
}
