import type { IMAGE_TYPES } from "./constants";

export type ImageType = (typeof IMAGE_TYPES)[number];

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The image type read from the file's first bytes (its magic number), never from its name or declared type.
 * Works on a browser `Uint8Array` too, so a form can check a file before uploading it.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  return null;
}

/** The URL the server serves a stored image at (`Profile_Pic` and a card's `image`); no image, no URL. */
export function imageUrl(imageId: string): string;
export function imageUrl(imageId: string | null): string | null;
export function imageUrl(imageId: string | null): string | null {
  return imageId === null ? null : `/api/images/${imageId}`;
}
