import type { ErrorCode } from "./error-codes";

/** Why the server refused a client event: a code to decide on and a text to show. */
export interface SocketRefusal {
  code: ErrorCode;
  message: string;
}

/** The acknowledgement every client event is answered with. */
export type SocketAck = { ok: true } | { ok: false; error: SocketRefusal };
