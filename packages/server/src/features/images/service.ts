import type { CardRecord } from "@quizdeck/shared/records";
import type { Db } from "../../db/connect";
import { forbidden, notFound } from "../../http/app-error";
import { findCardWithAuthor, toCardRecord } from "../cards";
import type { ImageUpload } from "./read-image-upload";
import { findImage, replaceCardImage, type StoredImage } from "./repository";

export class ImageService {
  constructor(private readonly db: Db) {}

  async get(imageId: string): Promise<StoredImage> {
    const image = await findImage(this.db, imageId);
    if (!image) throw notFound("Image");
    return image;
  }

  /**
   * Sets a card's image (or clears it when `readUpload` is null). Only the owner of the card's deck may; the
   * permission is checked before the upload is read. A card of someone else's private deck is not found.
   */
  async setCardImage(
    callerId: string,
    cardId: number,
    readUpload: (() => Promise<ImageUpload>) | null,
  ): Promise<CardRecord> {
    const ownerId = (await findCardWithAuthor(this.db, callerId, cardId))?.authorId;
    if (!ownerId) throw notFound("Card");
    if (ownerId !== callerId) throw forbidden("Only the owner of this deck can change its cards");
    const upload = readUpload ? await readUpload() : null;
    const card = await replaceCardImage(this.db, cardId, ownerId, upload);
    if (!card) throw notFound("Card");
    return toCardRecord(card);
  }
}
