import { IMAGE_MAX_BYTES } from "@quizdeck/shared/constants";
import { detectImageType } from "@quizdeck/shared/images";
import { messages } from "@quizdeck/shared/messages";

/**
 * The picture rules of SPEC.md §5, checked before uploading: the type by the file's first bytes (as the
 * server does), then the size. Returns the message to show, or null when the file may be sent.
 */
export async function checkImageFile(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!detectImageType(head)) return messages.imageWrongType;
  if (file.size >= IMAGE_MAX_BYTES) return messages.imageTooLarge;
  return null;
}
