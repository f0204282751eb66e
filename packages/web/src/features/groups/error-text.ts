import { messages } from "@quizdeck/shared/messages";
import { ApiError } from "../../api/client";

/** What a failed change shows: the server's own reason (403, 404, 409 ...) or a plain fallback. */
export function errorText(error: unknown, fallback: string = messages.somethingWentWrong): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
