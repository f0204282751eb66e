import { ApiError, NetworkError } from "../../api/client";

/** What a failed request tells the person: the server's own words, else a plain fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof NetworkError) return "The server could not be reached. Please check your connection.";
  return fallback;
}
