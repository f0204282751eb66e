/**
 * The bots' WebSocket (RFC 6455, client side) straight on a TCP socket: the upgrade written by hand, text frames
 * out, text frames in. Issue 32 point 6: `ws`'s client opens each connection through Node's HTTP client (an agent,
 * a request, a response parser, a random key and its SHA-1 check), which cost the bots about as much CPU per join as
 * the server spent; here a connection is one socket, one write for the upgrade and one check of the reply.
 *
 * Bench-only shortcuts, none of which the server can tell from a browser: every connection offers the same key
 * (the accept value is checked once per process), and frames are masked with the all-zero key, which leaves the
 * payload as it is (the server unmasks whatever key it gets). Messages the server fragments are joined again.
 */
import crypto from "node:crypto";
import net from "node:net";

const GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
const KEY = crypto.randomBytes(16).toString("base64");
const ACCEPT = crypto
  .createHash("sha1")
  .update(KEY + GUID)
  .digest("base64");
const HEAD_END = Buffer.from("\r\n\r\n");
/** A reply to the upgrade larger than this is not one (the server's 101 is a few hundred bytes). */
const MAX_HEAD = 16 * 1024;

const TEXT = 0x1;
const CLOSE = 0x8;
const PING = 0x9;
const PONG = 0xa;

/**
 * A masked frame, FIN set, of `opcode` with `payload` (a string or a Buffer); the mask key is 0, so the payload
 * goes as it is.
 */
function frame(opcode, payload) {
  const length = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
  const lengthBytes = length < 126 ? 0 : length < 65536 ? 2 : 8;
  const head = 2 + lengthBytes + 4;
  const out = Buffer.allocUnsafe(head + length);
  out[0] = 0x80 | opcode;
  if (lengthBytes === 0) out[1] = 0x80 | length;
  else if (lengthBytes === 2) {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(length, 2);
  } else {
    out[1] = 0x80 | 127;
    out.writeBigUInt64BE(BigInt(length), 2);
  }
  out.writeUInt32BE(0, head - 4);
  if (typeof payload === "string") out.write(payload, head);
  else payload.copy(out, head);
  return out;
}

export class RawWebSocket {
  /**
   * `url` ws://host:port/path; `handlers`: `message(text)`, `error(error)` (then `close`), `close()` once the
   * connection is gone, however it ended.
   */
  constructor(url, { headers = {}, handshakeTimeout = 20_000 }, handlers) {
    const { hostname, port, pathname, search } = new URL(url);
    this.handlers = handlers;
    this.open = false;
    /** Bytes received and not yet read: the reply's head, then a frame's start. */
    this.pending = null;
    /** A fragmented message's parts so far. */
    this.parts = [];
    const lines = [
      `GET ${pathname}${search} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      "Upgrade: websocket",
      "Connection: Upgrade",
      `Sec-WebSocket-Key: ${KEY}`,
      "Sec-WebSocket-Version: 13",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    this.socket = socket;
    socket.setTimeout(handshakeTimeout, () => socket.destroy(new Error("Opening handshake has timed out")));
    socket.on("connect", () => socket.write(`${lines.join("\r\n")}\r\n\r\n`));
    socket.on("data", (chunk) => this.onData(chunk));
    socket.on("error", (error) => handlers.error(error));
    socket.on("close", () => handlers.close());
  }

  send(text) {
    if (this.open && this.socket.writable) this.socket.write(frame(TEXT, text));
  }

  /** The closing handshake from our side: a close frame, then the end of our half of the connection. */
  close() {
    if (this.open && this.socket.writable) this.socket.end(frame(CLOSE, Buffer.alloc(0)));
    else this.socket.destroy();
  }

  onData(chunk) {
    let data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    if (!this.open) {
      const end = data.indexOf(HEAD_END);
      if (end < 0) {
        if (data.length > MAX_HEAD) this.socket.destroy(new Error("The upgrade's reply has no end"));
        else this.pending = data;
        return;
      }
      const head = data.toString("latin1", 0, end);
      const status = Number(head.slice(9, 12));
      if (status !== 101) return this.socket.destroy(new Error(`Unexpected server response: ${status}`));
      if (!head.includes(ACCEPT)) return this.socket.destroy(new Error("Invalid Sec-WebSocket-Accept header"));
      this.open = true;
      this.socket.setTimeout(0);
      data = data.subarray(end + HEAD_END.length);
    }
    while (data.length >= 2) {
      let length = data[1] & 0x7f;
      let start = 2;
      if (length === 126) {
        if (data.length < 4) break;
        length = data.readUInt16BE(2);
        start = 4;
      } else if (length === 127) {
        if (data.length < 10) break;
        length = Number(data.readBigUInt64BE(2));
        start = 10;
      }
      if (data.length < start + length) break;
      this.onFrame(data[0], data.subarray(start, start + length));
      data = data.subarray(start + length);
    }
    if (data.length > 0) this.pending = data;
  }

  onFrame(first, payload) {
    const opcode = first & 0x0f;
    const fin = (first & 0x80) !== 0;
    if (opcode === PING) return this.socket.writable && this.socket.write(frame(PONG, payload));
    if (opcode === PONG) return;
    if (opcode === CLOSE) return this.close();
    // A text frame, or a continuation of one (the server sends no binary frames).
    if (!fin) {
      this.parts.push(Buffer.from(payload));
      return;
    }
    const whole = this.parts.length > 0 ? Buffer.concat([...this.parts, payload]) : payload;
    this.parts = [];
    this.handlers.message(whole.toString());
  }
}
