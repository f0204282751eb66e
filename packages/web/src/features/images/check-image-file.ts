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

/** Whether the browser can draw the file: one whose bytes are damaged past its first ones (cut off, corrupted) cannot. */
async function browserDraws(file: Blob): Promise<boolean> {
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/** The rules above, then whether the picture can be drawn at all: a damaged file is not sent to become a broken image. */
export async function checkImageFile(file: File, draws = browserDraws): Promise<string | null> {
  const firstBytes = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const problem = imageFileProblem({ name: file.name, size: file.size, firstBytes });
  if (problem) return problem;
  return (await draws(file)) ? null : messages.imageDamaged;
}
