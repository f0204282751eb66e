import { IMAGE_MAX_BYTES } from "@quizdeck/shared/constants";
import { detectImageType, type ImageType } from "@quizdeck/shared/images";
import { messages } from "@quizdeck/shared/messages";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";

export interface ImageUpload {
  bytes: Buffer;
  mimeType: ImageType;
}

export const noFileMessage = "Choose a JPG, JPEG or PNG file to upload";

/**
 * Reads the one file of a multipart request and checks it against docs/product.md §5: the type by its magic bytes
 * (never its name or declared type) and a size under IMAGE_MAX_BYTES. Profile pictures and card images both
 * go through here.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new AppError("bad_request", noFileMessage);
  const { part, bytes } = await readFirstFile(request);
  if (part.file.truncated || bytes.length >= IMAGE_MAX_BYTES) throw new AppError("too_large", messages.imageTooLarge);
  const mimeType = detectImageType(bytes);
  if (!mimeType) throw new AppError("unsupported_type", messages.imageWrongType);
  return { bytes, mimeType };
}

export const brokenFormMessage =
  "The upload could not be read (it was cut off or is not a valid form). Please try again.";

async function readFirstFile(request: FastifyRequest) {
  try {
    const part = await request.file();
    if (!part) throw new AppError("bad_request", noFileMessage);
    // app.ts caps multipart files at IMAGE_MAX_BYTES - 1: past that, toBuffer() throws FST_REQ_FILE_TOO_LARGE (413).
    return { part, bytes: await part.toBuffer() };
  } catch (error) {
    // The multipart plugin's own errors (FST_…) have their answers in the error handler; the form parser's
    // ("Boundary not found", "Unexpected end of form") are the sender's broken form.
    const code = (error as { code?: unknown }).code;
    if (error instanceof AppError || (typeof code === "string" && code.startsWith("FST_"))) throw error;
    throw new AppError("bad_request", brokenFormMessage);
  }
}
