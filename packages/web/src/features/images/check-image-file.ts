import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES } from "@quizdeck/shared/constants";
import { detectImageType } from "@quizdeck/shared/images";
import { messages } from "@quizdeck/shared/messages";

/** Enough bytes for the longest signature detectImageType knows (PNG's 8). */
const SIGNATURE_BYTES = 8;

export interface ImageFileFacts {
  name: string;
  size: number;
  firstBytes: Uint8Array;
}

/**
 * docs/product.md §5 before uploading a profile picture or a card image: JPG, JPEG or PNG by name AND by content (the
 * server checks the content too), then under 2 MB.
 * Returns the message to show, or null when the file may be uploaded.
 */
export function imageFileProblem({ name, size, firstBytes }: ImageFileFacts): string | null {
  const extension = name.toLowerCase().split(".").pop() ?? "";
  const namedAsImage = name.includes(".") && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!namedAsImage || detectImageType(firstBytes) === null) return messages.imageWrongType;
  if (size >= IMAGE_MAX_BYTES) return messages.imageTooLarge;
  return null;
}

export async function checkImageFile(file: File): Promise<string | null> {
  const firstBytes = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return imageFileProblem({ name: file.name, size: file.size, firstBytes });
}
