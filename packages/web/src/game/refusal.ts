/**
 * What a socket acknowledgement says when the server refuses an event: a code to decide on and a text to show.
 * Decisions (such as whether to ask again) are taken on the code, never on the text.
 */
import type { ErrorCode } from "@quizdeck/shared/error-codes";
import { isErrorCode } from "@quizdeck/shared/error-codes";
import type { SocketAck } from "@quizdeck/shared/socket-ack";

export type AckReply = SocketAck;
export type RefusedReply = Extract<AckReply, { ok: false }>;

export interface Refusal {
  /** Absent for a code this client does not know (a newer server). */
  code?: ErrorCode;
  message: string;
}

/** The acknowledgement did not come in time: worth trying again, unlike most refusals. */
export const NO_ANSWER = "The game server did not answer. Please try again.";
export const noAnswerReply: RefusedReply = { ok: false, error: { code: "no_answer", message: NO_ANSWER } };

export function refusalOf(reply: RefusedReply): Refusal {
  const { code, message } = reply.error;
  return isErrorCode(code) ? { code, message } : { message };
}

/** Refusals that may pass by themselves: no answer, a game moving to another server node, a busy server, too many events. */
const retryableCodes: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "no_answer",
  "game_moving",
  "server_busy",
  "rate_limited",
]);

export function isRetryable(refusal: Refusal): boolean {
  return refusal.code !== undefined && retryableCodes.has(refusal.code);
}
