import type { CardPoints, CardType } from "@quizdeck/shared/card-types";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { generateGameId } from "./game-id";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    username: text("username").notNull(),
    profilePicId: text("profile_pic_id"),
    private: boolean("private").notNull().default(false),
    wins: integer("wins").notNull().default(0),
    totalScore: bigint("total_score", { mode: "number" }).notNull().default(0),
    gamesPlayed: integer("games_played").notNull().default(0),
    highestScore: integer("highest_score").notNull().default(0),
    highestScoreDeck: text("highest_score_deck"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    language: text("language"),
  },
  (table) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export const images = pgTable(
  "images",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mimeType: text("mime_type").notNull(),
    bytes: bytea("bytes").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("images_owner_idx").on(table.ownerId)],
);

export const groups = pgTable(
  "groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    founderId: text("founder_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("groups_founder_idx").on(table.founderId), index("groups_name_idx").on(table.name)],
);

export const groupMembers = pgTable(
  "group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index("group_members_user_idx").on(table.userId)],
);

export const decks = pgTable(
  "decks",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "set null" }),
    /** Issue 13: listed and readable by its author only. */
    private: boolean("private").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Issue 13 search (migration 0013): set by triggers, never by the app. The title folded for A-Z… */
    sortTitle: text("sort_title").notNull().default(""),
    /** …the title and the author's name folded, for the trigram index… */
    searchText: text("search_text").notNull().default(""),
    /** …and the number of likes, for "Most liked". */
    likeCount: integer("like_count").notNull().default(0),
    /** Issue 29 (migration 0017): the deck this one was copied from, null once that one is deleted… */
    copiedFromDeckId: integer("copied_from_deck_id").references((): AnyPgColumn => decks.id, { onDelete: "set null" }),
    /** …and its title and author's name as they were when copied: null on a deck that is no copy. */
    copiedFromTitle: text("copied_from_title"),
    copiedFromUsername: text("copied_from_username"),
  },
  (table) => [
    index("decks_user_idx").on(table.userId),
    index("decks_group_idx").on(table.groupId),
    index("decks_title_idx").on(table.title),
    index("decks_copied_from_idx").on(table.copiedFromDeckId).where(sql`copied_from_deck_id IS NOT NULL`),
  ],
);

export const cards = pgTable(
  "cards",
  {
    id: serial("id").primaryKey(),
    deckId: integer("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    question: text("question").notNull().default(""),
    answer: text("answer").notNull().default(""),
    incorrect1: text("incorrect1").notNull().default(""),
    incorrect2: text("incorrect2").notNull().default(""),
    incorrect3: text("incorrect3").notNull().default(""),
    imageId: text("image_id").references(() => images.id, { onDelete: "set null" }),
    imageAlt: text("image_alt"),
    type: text("type").$type<CardType>().notNull().default("multiple_choice"),
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    correct: jsonb("correct").$type<number[]>().notNull().default([]),
    timeLimit: integer("time_limit"),
    points: text("points").$type<CardPoints>().notNull().default("standard"),
  },
  (table) => [index("cards_deck_idx").on(table.deckId)],
);

/** An import committed with the client's key (migration 0022): sent again, it is answered, not written twice. */
export const deckImports = pgTable(
  "deck_imports",
  {
    deckId: integer("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    importId: text("import_id").notNull(),
    imported: integer("imported").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.deckId, table.importId] })],
);

export const likedDecks = pgTable(
  "liked_decks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deckId: integer("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    likedAt: timestamp("liked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deckId] }), index("liked_decks_deck_idx").on(table.deckId)],
);

export const games = pgTable(
  "games",
  {
    id: text("id").primaryKey().$defaultFn(generateGameId),
    hostId: text("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinCode: text("join_code").notNull(),
    status: text("status", { enum: ["lobby", "playing", "ended"] })
      .notNull()
      .default("lobby"),
    /** The deck chosen in the lobby, then played. */
    deckId: integer("deck_id").references(() => decks.id, { onDelete: "set null" }),
    /** Issue 12: the host's "Who can join" (false: only signed-in users), written with the deck. */
    guestsAllowed: boolean("guests_allowed").notNull().default(true),
    /** Issue 31: homework's deadline, written with the settings (null: not homework). */
    homeworkDeadline: timestamp("homework_deadline", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("games_join_code_idx").on(table.joinCode),
    index("games_open_deck_idx").on(table.deckId).where(sql`status <> 'ended'`),
    index("games_host_idx").on(table.hostId),
    uniqueIndex("games_open_host_idx").on(table.hostId).where(sql`status <> 'ended'`),
  ],
);

/** Who joined which game as a player (not the host). */
export const gamePlayers = pgTable(
  "game_players",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    /** Issue 29: the player's points and place, written with the game's results (null until then). */
    score: integer("score"),
    rank: integer("rank"),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.userId] }), index("game_players_user_idx").on(table.userId)],
);

/**
 * An open game's commands in order (one node; with several nodes the log is in Redis): each row is one batch of
 * entries as a JSON array, so a burst of answers is one small insert, not one row per answer.
 */
export const gameLog = pgTable(
  "game_log",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    batch: integer("batch").notNull(),
    entries: text("entries").notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.batch] })],
);

/** A finished game's report for its host (issue 11): the questions as one JSON array. */
export const gameReports = pgTable(
  "game_reports",
  {
    gameId: text("game_id")
      .primaryKey()
      .references(() => games.id, { onDelete: "cascade" }),
    hostId: text("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deckTitle: text("deck_title"),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull().defaultNow(),
    playerCount: integer("player_count").notNull(),
    questionCount: integer("question_count").notNull(),
    /** Issue 29: the players with a place (removed ones have none); null in reports stored before. */
    rankedCount: integer("ranked_count"),
    /** JSON array of ReportQuestion. */
    questions: text("questions").notNull(),
  },
  (table) => [index("game_reports_host_idx").on(table.hostId, table.endedAt.desc(), table.gameId.desc())],
);

/** A report's players, `REPORT_CHUNK` a row, best first: chunk 0 holds places 0–199 (compact JSON arrays). */
export const gameReportPlayers = pgTable(
  "game_report_players",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => gameReports.gameId, { onDelete: "cascade" }),
    chunk: integer("chunk").notNull(),
    players: text("players").notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.chunk] })],
);

/**
 * Issue 12: a guest session, bound to one game. `id` is a random UUID (the live game's user id); the result
 * (score, won, deck title) is written with the game's results and added to an account at most once (`claimed_by`).
 */
export const guests = pgTable(
  "guests",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    nickname: text("nickname").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    score: integer("score"),
    won: boolean("won"),
    deckTitle: text("deck_title"),
    claimedBy: text("claimed_by").references(() => users.id, { onDelete: "set null" }),
    kicked: boolean("kicked").notNull().default(false),
    /** Issue 29: the guest's place, claimed with the score into the account's Past games. */
    rank: integer("rank"),
  },
  (table) => [
    index("guests_game_idx").on(table.gameId),
    index("guests_expires_idx").on(table.expiresAt),
    index("guests_claimed_by_idx").on(table.claimedBy).where(sql`claimed_by IS NOT NULL`),
  ],
);

/** Issue 14: one user's FSRS schedule of one card (ts-fsrs's Card); deck_id is the card's deck, for queues. */
export const cardSchedules = pgTable(
  "card_schedules",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: integer("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    /** The card's deck (cards never move); the card's foreign key deletes the row with it. */
    deckId: integer("deck_id").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    state: smallint("state").notNull(),
    lastReview: timestamp("last_review", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.cardId] }),
    index("card_schedules_due_idx").on(table.userId, table.due, table.cardId),
    index("card_schedules_deck_due_idx").on(table.userId, table.deckId, table.due, table.cardId),
    index("card_schedules_card_idx").on(table.cardId),
  ],
);

/** Issue 14: every review, from study or from a game (`source`), as ts-fsrs logs it. */
export const reviewLogs = pgTable(
  "review_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: integer("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    source: text("source").notNull().$type<"study" | "game">(),
    rating: smallint("rating").notNull(),
    state: smallint("state").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    lastElapsedDays: integer("last_elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    review: timestamp("review", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("review_logs_user_idx").on(table.userId, table.review),
    index("review_logs_card_idx").on(table.cardId),
  ],
);

export const studySettings = pgTable("study_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  desiredRetention: doublePrecision("desired_retention").notNull(),
  newCardsPerDay: integer("new_cards_per_day").notNull(),
});

export const schema = {
  users,
  sessions,
  images,
  groups,
  groupMembers,
  decks,
  cards,
  likedDecks,
  games,
  gamePlayers,
  gameLog,
  gameReports,
  gameReportPlayers,
  guests,
  cardSchedules,
  reviewLogs,
  studySettings,
};
