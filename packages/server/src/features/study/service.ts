import { imageUrl } from "@quizdeck/shared/images";
import { messages } from "@quizdeck/shared/messages";
import {
  STUDY_DUE_COUNT_CAP,
  STUDY_QUEUE_MAX,
  type StudiedCardType,
  type StudyAnswer,
  type StudyCard,
  type StudyDueToday,
  type StudyLearned,
  type StudyQueue,
  type StudyRating,
  type StudyReviewBody,
  type StudyReviewResult,
  type StudySettings,
} from "@quizdeck/shared/study";
import type { Db } from "../../db/connect";
import { AppError, forbidden, notFound } from "../../http/app-error";
import type { CardRow } from "../cards";
import { deckInLiveGame } from "../cards";
import { findDeck } from "../decks";
import { listDecksInGamesOf } from "../games";
import { findProfile } from "../users";
import {
  countDueCards,
  countFirstStudiedSince,
  countLearnedCards,
  countNewCards,
  findNextDue,
  findScheduleForUpdate,
  findStudyCard,
  findStudySettings,
  insertReviews,
  listDueByDeck,
  listDueCards,
  listNewCards,
  saveSchedules,
  saveStudySettings,
} from "./repository";
import { ratingForVerdict, reviewCard } from "./scheduling";
import { askedOf, judgeAnswer, pollNotStudied, rightAnswerOf } from "./study-answers";

const DAY_MS = 86_400_000;
/** The study day is the server's UTC day: the new-card limit starts again, and "Due today" ends, at midnight UTC. */
const startOfDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

const toStudyCard = (row: CardRow, kind: StudyCard["kind"]): StudyCard => ({
  card_id: row.id,
  deck_id: row.deckId,
  // The queue holds no polls (repository.ts).
  type: row.type as StudiedCardType,
  question: row.question,
  ...askedOf(row),
  image: imageUrl(row.imageId),
  image_alt: row.imageAlt ?? "",
  kind,
});

/** Issue 14: study any deck the user may read, on FSRS schedules that are the user's own. */
export class StudyService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A deck's due cards, then its new ones within today's limit; without a deck, every due card. */
  async queue(userId: string, deckId: number | undefined): Promise<StudyQueue> {
    const now = this.now();
    const deck = deckId === undefined ? undefined : await findDeck(this.db, userId, deckId);
    if (deckId !== undefined && !deck) throw notFound("Deck");
    const hiddenDecks = await listDecksInGamesOf(this.db, userId);
    if (deckId !== undefined && hiddenDecks.includes(deckId)) throw forbidden(deckInLiveGame);
    const scope = { deckId, hiddenDecks };
    const due = await listDueCards(this.db, userId, scope, now, STUDY_QUEUE_MAX);
    const dueCount =
      due.length < STUDY_QUEUE_MAX ? due.length : await countDueCards(this.db, userId, scope, now, STUDY_DUE_COUNT_CAP);
    const newCount = deckId === undefined ? 0 : await this.newCardsLeft(userId, deckId, now);
    const fresh =
      deckId === undefined || newCount === 0
        ? []
        : await listNewCards(this.db, userId, deckId, Math.min(newCount, STUDY_QUEUE_MAX - due.length));
    const nextDue = await findNextDue(this.db, userId, scope, now);
    return {
      deck: deck ? { deck_id: deck.id, title: deck.title } : null,
      cards: [...due.map((row) => toStudyCard(row, "due")), ...fresh.map((row) => toStudyCard(row, "new"))],
      due_count: dueCount,
      new_count: newCount,
      next_due: nextDue?.toISOString() ?? null,
    };
  }

  /** One review in one transaction; an answer other than a rating is judged here, never by the client. */
  async review(userId: string, body: StudyReviewBody): Promise<StudyReviewResult> {
    const card = await this.studiedCard(userId, body.card_id);
    const { rating, ...answered } = body;
    const verdict = rating === undefined ? judgeAnswer(card, answered) : null;
    const given = verdict ? ratingForVerdict(verdict.correct) : (rating as StudyRating);
    const { desired_retention } = await findStudySettings(this.db, userId);
    const now = this.now();
    const next = await this.db.transaction(async (tx) => {
      const current = await findScheduleForUpdate(tx, userId, card.id);
      const reviewed = reviewCard(current, given, now, desired_retention);
      await saveSchedules(tx, [{ userId, cardId: card.id, deckId: card.deckId, schedule: reviewed.schedule }]);
      await insertReviews(tx, [{ userId, cardId: card.id, source: "study", entry: reviewed.log }]);
      return reviewed.schedule;
    });
    return {
      ...rightAnswerOf(card),
      ...verdict,
      rating: given,
      correct: verdict?.correct ?? null,
      due: next.due.toISOString(),
    };
  }

  /** A flashcard's back: the right answer of a card whose answer the queue does not carry. */
  async rightAnswer(userId: string, cardId: number): Promise<StudyAnswer> {
    return rightAnswerOf(await this.studiedCard(userId, cardId));
  }

  /** The card if the user may study it now; its answer goes back to them. */
  private async studiedCard(userId: string, cardId: number): Promise<CardRow> {
    const card = await findStudyCard(this.db, userId, cardId);
    if (!card) throw notFound("Card");
    // Not while the user plays a live game of this deck.
    if ((await listDecksInGamesOf(this.db, userId)).includes(card.deckId)) throw forbidden(deckInLiveGame);
    if (card.type === "poll") throw new AppError("bad_request", pollNotStudied);
    return card;
  }

  /** The dashboard's "Due today": cards due before the end of the study day, per deck. */
  async dueToday(userId: string): Promise<StudyDueToday> {
    const endOfDay = new Date(startOfDay(this.now()).getTime() + DAY_MS - 1);
    const rows = await listDueByDeck(this.db, userId, endOfDay);
    return {
      decks: rows.map((row) => ({ deck_id: row.deckId, title: row.title, due: row.due })),
      total: rows.reduce((sum, row) => sum + row.due, 0),
    };
  }

  settings(userId: string): Promise<StudySettings> {
    return findStudySettings(this.db, userId);
  }

  async changeSettings(userId: string, changes: Partial<StudySettings>): Promise<StudySettings> {
    const settings = { ...(await findStudySettings(this.db, userId)), ...changes };
    await saveStudySettings(this.db, userId, settings);
    return settings;
  }

  /** "Cards learned" on a profile, private to its owner like the other stats. */
  async learned(callerId: string, userId: string): Promise<StudyLearned> {
    const profile = await findProfile(this.db, userId);
    if (!profile) throw notFound("User");
    if (profile.private && userId !== callerId) throw forbidden(messages.profilePrivate);
    return { cards_learned: await countLearnedCards(this.db, userId) };
  }

  private async newCardsLeft(userId: string, deckId: number, now: Date): Promise<number> {
    const { new_cards_per_day } = await findStudySettings(this.db, userId);
    const studied = await countFirstStudiedSince(this.db, userId, startOfDay(now));
    const left = Math.max(0, new_cards_per_day - studied);
    return left === 0 ? 0 : Math.min(left, await countNewCards(this.db, userId, deckId));
  }
}
