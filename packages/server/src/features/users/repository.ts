import type { PlayerResult } from "@quizdeck/game/game-state";
import type { LanguageCode } from "@quizdeck/shared/languages";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Transaction } from "../../db/connect";
import { users } from "../../db/schema";
import type { ImageUpload } from "../images";
import { deleteImage, insertImage } from "../images";

/** Every column a user record shows; never the email or password hash. */
const profileColumns = {
  id: users.id,
  username: users.username,
  profilePicId: users.profilePicId,
  private: users.private,
  wins: users.wins,
  totalScore: users.totalScore,
  gamesPlayed: users.gamesPlayed,
  highestScore: users.highestScore,
  highestScoreDeck: users.highestScoreDeck,
};

export type ProfileRow = Pick<typeof users.$inferSelect, keyof typeof profileColumns>;

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** All the listed users that exist, in one query. */
export async function findProfiles(db: Db, userIds: string[]): Promise<ProfileRow[]> {
  if (userIds.length === 0) return [];
  return db.select(profileColumns).from(users).where(inArray(users.id, userIds));
}

export interface ProfileChanges {
  username?: string;
  private?: boolean;
}

/** Issue 33: the account's language; false when there is no such user. */
export async function updateLanguage(db: Db, userId: string, language: LanguageCode): Promise<boolean> {
  const updated = await db.update(users).set({ language }).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
  if (changes.username === undefined && changes.private === undefined) return findProfile(db, userId);
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning(profileColumns);
  return row;
}

/**
 * Stores the new picture, points the user at it and deletes the one it replaces, in one transaction.
 * Returns the new image id, or undefined when the user does not exist.
 */
/**
 * Sets (or, with null, removes) a user's picture and deletes the one it replaces, in one transaction. Returns the new
 * picture's id (null when removed), or undefined when the user is gone.
 */
export async function replaceProfilePicture(
  db: Db,
  userId: string,
  upload: ImageUpload | null,
): Promise<{ imageId: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ profilePicId: users.profilePicId })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!current) return undefined;
    const imageId = upload ? await insertImage(tx, userId, upload) : null;
    await tx.update(users).set({ profilePicId: imageId }).where(eq(users.id, userId));
    if (current.profilePicId) await deleteImage(tx, current.profilePicId);
    return { imageId };
  });
}

const RESULT_BATCH = 1000;

/**
 * docs/product.md §4 end-of-game stats for every player: Games_Played +1, Wins +1 for a winner, Total_Score += score,
 * Highest_Score and its deck title when beaten. Several statements: run it in a transaction (the caller's, with
 * the game's report).
 */
export async function recordResults(
  tx: Transaction,
  deckTitle: string | null,
  players: Pick<PlayerResult, "userId" | "score" | "won">[],
) {
  for (let start = 0; start < players.length; start += RESULT_BATCH) {
    const batch = players.slice(start, start + RESULT_BATCH);
    const values = sql.join(
      batch.map((p) => sql`(${p.userId}::text, ${p.score}::integer, ${p.won ? 1 : 0}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
        UPDATE users SET
          games_played = users.games_played + 1,
          wins = users.wins + result.won,
          total_score = users.total_score + result.score,
          highest_score_deck = CASE WHEN result.score > users.highest_score THEN ${deckTitle}::text
                                    ELSE users.highest_score_deck END,
          highest_score = GREATEST(users.highest_score, result.score)
        FROM (VALUES ${values}) AS result(id, score, won)
        WHERE users.id = result.id`);
  }
}
