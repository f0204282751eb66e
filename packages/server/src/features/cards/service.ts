import type { CardImportBody, ImportPreview } from "@quizdeck/shared/card-transfer";
import { type CardContent, type CardType, choiceLimits, settleCardContent } from "@quizdeck/shared/card-types";
import type { CardBody } from "@quizdeck/shared/cards";
import type { CardRecord } from "@quizdeck/shared/records";
import type { Db } from "../../db/connect";
import { AppError, forbidden, notFound } from "../../http/app-error";
import { findDeck, findDeckAuthor } from "../decks";
import { isDeckInGameOf } from "../games";
import { readImport } from "./card-import";
import { type CardRow, contentOf, toCardRecord } from "./card-record";
import {
  type CardTexts,
  claimImport,
  deleteCard,
  findCardWithAuthor,
  insertCard,
  insertCards,
  listCardsOfDeck,
  updateCardTexts,
} from "./repository";

export const deckInLiveGame =
  "You are in a live game with this deck. Its cards are hidden from its players until the game ends.";

const onlyTheAuthor = () => forbidden("Only the deck's author can change its cards");

/** A blank image description is stored as none (null), so every reader falls back to the question alike. */
const storedImageAlt = (text: string): string | null => (text.trim() === "" ? null : text);

const contentFields = ["Type", "Answer", "Incorrect1", "Incorrect2", "Incorrect3", "Choices", "Correct"] as const;

/**
 * Issue 30: the texts and settings to write. When the body touches what the card's type decides (its type, its
 * answers, its choices), the whole content is settled together with what the card already holds (`current`).
 */
function toCardTexts(body: CardBody, current: CardContent): CardTexts {
  const texts: CardTexts = {
    question: body.Question,
    imageAlt: body.Image_alt === undefined ? undefined : storedImageAlt(body.Image_alt),
    timeLimit: body.Time_limit,
    points: body.Points,
  };
  if (contentFields.every((field) => body[field] === undefined)) return texts;
  const settled = settleCardContent({ ...carriedOver(current, body.Type), ...definedOnly(body, contentFields) });
  if ("error" in settled) throw new AppError("bad_request", settled.error);
  return {
    ...texts,
    answer: settled.Answer,
    incorrect1: settled.Incorrect1,
    incorrect2: settled.Incorrect2,
    incorrect3: settled.Incorrect3,
    type: settled.Type,
    choices: settled.Choices,
    correct: settled.Correct,
  };
}

/** A card changing type keeps its choices only where the new type has them. */
function carriedOver(current: CardContent, type: CardType | undefined): CardContent {
  if (type === undefined) return current;
  return {
    ...current,
    Choices: choiceLimits[type].max > 0 ? current.Choices : [],
    Correct: type === "select_all" ? current.Correct : [],
  };
}

function definedOnly<T extends object, K extends keyof T>(body: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (body[key] !== undefined) picked[key] = body[key];
  return picked;
}

/** A new card: blank, multiple choice. */
const blankCard: CardContent = {
  Type: "multiple_choice",
  Question: "",
  Answer: "",
  Incorrect1: "",
  Incorrect2: "",
  Incorrect3: "",
  Choices: [],
  Correct: [],
};

/** docs/product.md §6: any signed-in user reads cards; only the deck's author adds, edits or deletes them. */
export class CardService {
  constructor(private readonly db: Db) {}

  async listOfDeck(callerId: string, deckId: number): Promise<CardRecord[]> {
    const authorId = await findDeckAuthor(this.db, callerId, deckId);
    if (authorId === undefined) throw notFound("Deck");
    await this.refuseDuringLiveGame(callerId, authorId, deckId);
    return (await listCardsOfDeck(this.db, deckId)).map(toCardRecord);
  }

  async get(callerId: string, cardId: number): Promise<CardRecord> {
    const { card, authorId } = await this.requireCard(callerId, cardId);
    await this.refuseDuringLiveGame(callerId, authorId, card.deckId);
    return toCardRecord(card);
  }

  /** Issue 13 item 4: what an export writes; read like the deck's cards (the live-game rule included). */
  async forExport(callerId: string, deckId: number): Promise<{ title: string; cards: CardRow[] }> {
    const deck = await findDeck(this.db, callerId, deckId);
    if (!deck) throw notFound("Deck");
    await this.refuseDuringLiveGame(callerId, deck.userId, deckId);
    return { title: deck.title, cards: await listCardsOfDeck(this.db, deckId) };
  }

  /**
   * Issue 13 item 3: previews an import (every row with its errors) and, with `commit`, writes its cards in one
   * statement — only when no row has an error, so a bad file writes nothing. Issue 29 point 9: with `skipInvalid`
   * too, it writes the rows without errors and answers the lines it left out.
   */
  async import(callerId: string, deckId: number, body: CardImportBody): Promise<ImportPreview> {
    const authorId = await findDeckAuthor(this.db, callerId, deckId);
    if (authorId === undefined) throw notFound("Deck");
    if (authorId !== callerId) throw onlyTheAuthor();
    const rows = await readImport(body);
    const good = rows.filter((row) => row.errors.length === 0);
    const invalid = rows.length - good.length;
    if (!body.commit) return { rows, invalid, imported: 0, skipped: [] };
    if (invalid > 0 && !body.skipInvalid) {
      throw new AppError(
        "bad_request",
        `${invalid} ${invalid === 1 ? "row has" : "rows have"} errors: nothing was imported`,
      );
    }
    if (good.length === 0) throw new AppError("bad_request", "Every row has errors: nothing was imported");
    const imported = await this.db.transaction(async (tx) => {
      const earlier = body.importId === undefined ? null : await claimImport(tx, deckId, body.importId, good.length);
      if (earlier !== null) return earlier;
      return insertCards(
        tx,
        deckId,
        good.map((row) => ({
          question: row.Question,
          answer: row.Answer,
          incorrect1: row.Incorrect1,
          incorrect2: row.Incorrect2,
          incorrect3: row.Incorrect3,
          imageAlt: storedImageAlt(row.Image_alt),
          type: row.Type,
          choices: row.Choices,
          correct: row.Correct,
          timeLimit: row.Time_limit,
          points: row.Points,
        })),
      );
    });
    const skipped = rows.filter((row) => row.errors.length > 0).map((row) => row.line);
    return { rows, invalid, imported, skipped };
  }

  /** docs/product.md §10.3: a game's players must not read its right answers; everyone else may. */
  private async refuseDuringLiveGame(callerId: string, authorId: string, deckId: number): Promise<void> {
    if (callerId !== authorId && (await isDeckInGameOf(this.db, deckId, callerId))) throw forbidden(deckInLiveGame);
  }

  /** Missing texts are "" (the column defaults): a blank card. */
  async create(callerId: string, deckId: number, body: CardBody): Promise<CardRecord> {
    const authorId = await findDeckAuthor(this.db, callerId, deckId);
    if (authorId === undefined) throw notFound("Deck");
    if (authorId !== callerId) throw onlyTheAuthor();
    return toCardRecord(await insertCard(this.db, deckId, toCardTexts(body, blankCard)));
  }

  async update(callerId: string, cardId: number, body: CardBody): Promise<CardRecord> {
    const current = await this.requireAuthoredCard(callerId, cardId);
    const card = await updateCardTexts(this.db, cardId, toCardTexts(body, contentOf(current)));
    if (!card) throw notFound("Card");
    return toCardRecord(card);
  }

  async remove(callerId: string, cardId: number): Promise<void> {
    await this.requireAuthoredCard(callerId, cardId);
    await deleteCard(this.db, cardId);
  }

  private async requireCard(callerId: string, cardId: number): Promise<{ card: CardRow; authorId: string }> {
    const found = await findCardWithAuthor(this.db, callerId, cardId);
    if (!found) throw notFound("Card");
    return found;
  }

  private async requireAuthoredCard(callerId: string, cardId: number): Promise<CardRow> {
    const { card, authorId } = await this.requireCard(callerId, cardId);
    if (authorId !== callerId) throw onlyTheAuthor();
    return card;
  }
}
