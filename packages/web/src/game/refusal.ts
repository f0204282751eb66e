/**
 * What a socket acknowledgement says when the server refuses an event, in either shape it may come: the coded
 * `{ code, message }` of shared `SocketAck`, or the bare text servers sent before codes. Screens show the
 * message; decisions (such as whether to ask again) are taken on the code, and on the text only for the old shape.
 */
import type { ErrorCode } from "@quizdeck/shared/error-codes";
import { isErrorCode } from "@quizdeck/shared/error-codes";
import { messages } from "@quizdeck/shared/messages";
import type { SocketAck } from "@quizdeck/shared/socket-ack";

export type AckReply = SocketAck | { ok: false; error: string };
export type RefusedReply = Extract<AckReply, { ok: false }>;

export interface Refusal {
  /** Absent in the old, text-only shape (or for a code this client does not know). */
  code?: ErrorCode;
  message: string;
}

/** The acknowledgement did not come in time: worth trying again, unlike most refusals. */
export const NO_ANSWER = "The game server did not answer. Please try again.";
export const noAnswerReply: RefusedReply = { ok: false, error: { code: "no_answer", message: NO_ANSWER } };

export function refusalOf(reply: RefusedReply): Refusal {
  if (typeof reply.error === "string") return { message: reply.error };
  const { code, message } = reply.error;
  return isErrorCode(code) ? { code, message } : { message };
}

/** Refusals that may pass by themselves: no answer, a game moving to another server node, a busy server. */
const retryableCodes: ReadonlySet<ErrorCode> = new Set<ErrorCode>(["no_answer", "game_moving", "server_busy"]);
const retryableTexts: ReadonlySet<string> = new Set<string>([NO_ANSWER, messages.gameMoving, messages.gameServerBusy]);

export function isRetryable(refusal: Refusal): boolean {
  return refusal.code ? retryableCodes.has(refusal.code) : retryableTexts.has(refusal.message);
}
