import { messages } from "@quizdeck/shared/messages";
import { ApiError, NetworkError } from "./client";

/** What a failed request tells the person: the server's own words, else a plain fallback. */
export function errorMessage(error: unknown, fallback: string = messages.somethingWentWrong): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof NetworkError) return "The server could not be reached. Please check your connection.";
  return fallback;
}
