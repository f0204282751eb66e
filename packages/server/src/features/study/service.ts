import { shuffled } from "@quizdeck/game/shuffle";
import { imageUrl } from "@quizdeck/shared/images";
import { messages } from "@quizdeck/shared/messages";
import {
  STUDY_DUE_COUNT_CAP,
  STUDY_QUEUE_MAX,
  STUDY_RATINGS,
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
import { ratingForChoice, reviewCard } from "./scheduling";

const DAY_MS = 86_400_000;
/** The study day is the server's UTC day: the new-card limit starts again, and "Due today" ends, at midnight UTC. */
const startOfDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

const toStudyCard = (row: CardRow, kind: StudyCard["kind"]): StudyCard => ({
  card_id: row.id,
  deck_id: row.deckId,
  question: row.question,
  answer: row.answer,
  choices: shuffled([row.answer, row.incorrect1, row.incorrect2, row.incorrect3], Math.random) as StudyCard["choices"],
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

  /** One review in one transaction; multiple choice is rated here from the choice, never by the client. */
  async review(userId: string, body: StudyReviewBody): Promise<StudyReviewResult> {
    const card = await findStudyCard(this.db, userId, body.card_id);
    if (!card) throw notFound("Card");
    // The answer comes back with the review: not while the user plays a live game of this deck.
    if ((await listDecksInGamesOf(this.db, userId)).includes(card.deckId)) throw forbidden(deckInLiveGame);
    let rating = body.rating as StudyRating | undefined;
    if (body.choice !== undefined) {
      const answers = [card.answer, card.incorrect1, card.incorrect2, card.incorrect3];
      if (!answers.includes(body.choice)) throw new AppError("bad_request", "That is not one of this card's answers");
      rating = ratingForChoice(body.choice, card.answer);
    }
    if (rating === undefined) throw new AppError("bad_request", "Send either a rating or a choice");
    const given = rating;
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
      card_id: card.id,
      rating: given,
      correct: body.choice === undefined ? null : given === STUDY_RATINGS.good,
      answer: card.answer,
      due: next.due.toISOString(),
    };
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
