import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { cards, images } from "../../db/schema";
import type { CardRow } from "../cards";
import { cardColumns } from "../cards";
import type { ImageUpload } from "./read-image-upload";

export interface StoredImage {
  mimeType: string;
  bytes: Buffer;
  sha256: string;
}

export async function findImage(db: Db, imageId: string): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ mimeType: images.mimeType, bytes: images.bytes, sha256: images.sha256 })
    .from(images)
    .where(eq(images.id, imageId))
    .limit(1);
  return row;
}

/** Stores an uploaded image under a new random id and returns that id. */
export async function insertImage(db: Db, ownerId: string, upload: ImageUpload): Promise<string> {
  const id = randomUUID();
  const sha256 = createHash("sha256").update(upload.bytes).digest("hex");
  await db.insert(images).values({ id, ownerId, mimeType: upload.mimeType, bytes: upload.bytes, sha256 });
  return id;
}

export async function deleteImage(db: Db, imageId: string): Promise<void> {
  await db.delete(images).where(eq(images.id, imageId));
}

/**
 * Sets (or, with null, clears) a card's image and deletes the image it replaces, in one transaction.
 * Returns the updated card, or undefined when the card vanished meanwhile.
 */
export async function replaceCardImage(
  db: Db,
  cardId: number,
  ownerId: string,
  upload: ImageUpload | null,
): Promise<CardRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ imageId: cards.imageId }).from(cards).where(eq(cards.id, cardId)).for("update");
    if (!current) return undefined;
    const imageId = upload ? await insertImage(tx, ownerId, upload) : null;
    const [updated] = await tx.update(cards).set({ imageId }).where(eq(cards.id, cardId)).returning(cardColumns);
    if (current.imageId) await deleteImage(tx, current.imageId);
    return updated;
  });
}
