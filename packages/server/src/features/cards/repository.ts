import type { PlayableCard } from "@quizdeck/game/game-state";
import { type CardPoints, type CardType, wrongAnswersOf } from "@quizdeck/shared/card-types";
import { imageUrl } from "@quizdeck/shared/images";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { cards, deckImports, decks } from "../../db/schema";
import { visibleTo } from "../decks";
import type { CardRow } from "./card-record";

export interface CardTexts {
  question?: string;
  answer?: string;
  incorrect1?: string;
  incorrect2?: string;
  incorrect3?: string;
  /** null: no description (the question is read instead). */
  imageAlt?: string | null;
  type?: CardType;
  choices?: string[];
  correct?: number[];
  timeLimit?: number | null;
  points?: CardPoints;
}

/** An imported card: every text, and the type's fields where the file has them (else a multiple-choice card). */
export type ImportedCard = Required<
  Pick<CardTexts, "question" | "answer" | "incorrect1" | "incorrect2" | "incorrect3">
> &
  Pick<CardTexts, "imageAlt" | "type" | "choices" | "correct" | "timeLimit" | "points">;

export const cardColumns = {
  id: cards.id,
  deckId: cards.deckId,
  question: cards.question,
  answer: cards.answer,
  incorrect1: cards.incorrect1,
  incorrect2: cards.incorrect2,
  incorrect3: cards.incorrect3,
  imageId: cards.imageId,
  imageAlt: cards.imageAlt,
  type: cards.type,
  choices: cards.choices,
  correct: cards.correct,
  timeLimit: cards.timeLimit,
  points: cards.points,
};

export function listCardsOfDeck(db: Db, deckId: number): Promise<CardRow[]> {
  return db.select(cardColumns).from(cards).where(eq(cards.deckId, deckId)).orderBy(asc(cards.id));
}

/** The card with its deck's author, or undefined when there is no such card or `callerId` may not see its deck. */
export async function findCardWithAuthor(
  db: Db,
  callerId: string,
  cardId: number,
): Promise<{ card: CardRow; authorId: string } | undefined> {
  const [row] = await db
    .select({ card: cardColumns, authorId: decks.userId })
    .from(cards)
    .innerJoin(decks, eq(decks.id, cards.deckId))
    .where(and(eq(cards.id, cardId), visibleTo(callerId)))
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

/**
 * Issue 13 import: every card in one statement, so one transaction writes all or nothing. The cards go as one JSON
 * parameter, in order: building a statement of 12,000 parameters held the event loop for a third of a second.
 */
export async function insertCards(db: Db, deckId: number, texts: ImportedCard[]): Promise<number> {
  if (texts.length === 0) return 0;
  await db.execute(sql`
    INSERT INTO cards (deck_id, question, answer, incorrect1, incorrect2, incorrect3, image_alt, type, choices, correct,
      time_limit, points)
    SELECT ${deckId}, card->>'question', card->>'answer', card->>'incorrect1', card->>'incorrect2', card->>'incorrect3',
      card->>'imageAlt', coalesce(card->>'type', 'multiple_choice'), coalesce(card->'choices', '[]'),
      coalesce(card->'correct', '[]'), (card->>'timeLimit')::integer, coalesce(card->>'points', 'standard')
    FROM json_array_elements(${JSON.stringify(texts)}::json) WITH ORDINALITY AS c(card, n)
    ORDER BY n`);
  return texts.length;
}

/**
 * Records an import by the client's key, or answers how many cards the import first sent with that key wrote (and
 * then none are to be written). Within the import's transaction: a second commit with the same key waits here for
 * the first to end.
 */
export async function claimImport(db: Db, deckId: number, importId: string, count: number): Promise<number | null> {
  const [claimed] = await db
    .insert(deckImports)
    .values({ deckId, importId, imported: count })
    .onConflictDoNothing()
    .returning({ imported: deckImports.imported });
  if (claimed) return null;
  const [earlier] = await db
    .select({ imported: deckImports.imported })
    .from(deckImports)
    .where(and(eq(deckImports.deckId, deckId), eq(deckImports.importId, importId)));
  return earlier?.imported ?? 0;
}

/** Changes only the texts given; answers the card as it now is (undefined if it is gone). */
export async function updateCardTexts(db: Db, cardId: number, texts: CardTexts): Promise<CardRow | undefined> {
  if (Object.values(texts).every((text) => text === undefined)) {
    const [card] = await db.select(cardColumns).from(cards).where(eq(cards.id, cardId)).limit(1);
    return card;
  }
  const [row] = await db.update(cards).set(texts).where(eq(cards.id, cardId)).returning(cardColumns);
  return row;
}

export async function deleteCard(db: Db, cardId: number): Promise<void> {
  await db.delete(cards).where(eq(cards.id, cardId));
}

/** A card games play and study mode shows: the card_is_playable rule of migration 0020 (cardProblem in SQL). */
export const isComplete = () =>
  sql<boolean>`card_is_playable(${cards.type}, ${cards.question}, ${cards.answer}, ${cards.incorrect1}, ${cards.incorrect2}, ${cards.incorrect3}, ${cards.choices}, ${cards.correct})`;

/** The deck's playable cards (isComplete), in the deck's order. */
export async function findPlayableCards(db: Db, deckId: number): Promise<PlayableCard[]> {
  const rows = await db
    .select()
    .from(cards)
    .where(and(eq(cards.deckId, deckId), isComplete()))
    .orderBy(asc(cards.id));
  return rows.map((row) => ({
    cardId: row.id,
    question: row.question,
    correct: row.answer,
    incorrect: wrongAnswersOf({ Incorrect1: row.incorrect1, Incorrect2: row.incorrect2, Incorrect3: row.incorrect3 }),
    image: imageUrl(row.imageId),
    imageAlt: row.imageAlt ?? "",
    type: row.type,
    choices: row.choices,
    correctChoices: row.correct,
    timeLimit: row.timeLimit,
    points: row.points,
  }));
}
