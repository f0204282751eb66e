/**
 * A bench-only Socket.IO client: one WebSocket (raw-websocket.mjs) speaking Engine.IO 4 and Socket.IO 5's text
 * framing, for the default namespace, without binary packets. Issue 32: socket.io-client costs the bots as much CPU
 * as the server spends on them (its engine, manager and decoder layers, a ping timer per socket), so on a shared
 * machine the bench measured its own bots. This keeps what the bench relies on: acks, the server's heartbeat, and
 * reconnecting after a dropped connection with socket.io-client's backoff (1 s doubling to 5 s, ±50 %),
 * re-entering the namespace.
 *
 * Frames (https://socket.io/docs/v4/socket-io-protocol/): Engine.IO `0{open}`, `2` ping, `3` pong, `4…` message;
 * inside a message, Socket.IO `0` connect, `1` disconnect, `2[id][event, data]` event, `3id[data]` ack,
 * `4{error}` connect error.
 */
import { RawWebSocket } from "./raw-websocket.mjs";

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 5000;
const RECONNECT_JITTER = 0.5;

/** socket.io-client's backoff (contrib/backo2): the attempt's delay, jittered up or down by up to half. */
function reconnectDelay(attempt) {
  const ms = RECONNECT_MIN_MS * 2 ** attempt;
  const rand = Math.random();
  const deviation = Math.floor(rand * RECONNECT_JITTER * ms);
  return Math.min((Math.floor(rand * 10) & 1) === 0 ? ms - deviation : ms + deviation, RECONNECT_MAX_MS) | 0;
}

/** Acks still awaited, across every socket of the process: one sweep a second times them out, not a timer each. */
const awaited = new Set();
const sweep = setInterval(() => {
  const at = Date.now();
  for (const ack of awaited) {
    if (ack.deadline > at) continue;
    awaited.delete(ack);
    ack.socket.acks.delete(ack.id);
    ack.reply(new Error("operation has timed out"));
  }
}, 1000);
sweep.unref();

export class LiteSocket {
  /** `url` http(s)://host:port; `headers` sent with each WebSocket upgrade (the session cookie). */
  constructor(url, { headers = {}, openTimeoutMs = 20_000 } = {}) {
    this.url = `${url.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`;
    this.headers = headers;
    this.openTimeoutMs = openTimeoutMs;
    this.listeners = new Map();
    this.acks = new Map();
    this.nextAckId = 0;
    this.connected = false;
    this.closedByUs = false;
    /** Frames emitted while disconnected, sent once the namespace is entered again (as socket.io-client does). */
    this.sendBuffer = [];
    this.attempt = 0;
    this.open();
  }

  on(event, listener) {
    const list = this.listeners.get(event);
    if (list) list.push(listener);
    else this.listeners.set(event, [listener]);
    return this;
  }

  once(event, listener) {
    const wrapped = (...args) => {
      this.off(event, wrapped);
      listener(...args);
    };
    return this.on(event, wrapped);
  }

  off(event, listener) {
    const list = this.listeners.get(event);
    if (list)
      this.listeners.set(
        event,
        list.filter((other) => other !== listener),
      );
    return this;
  }

  /** Sends `event`; with `ack`, it is called as `ack(error, reply)`, with an error after `timeoutMs`. */
  emit(event, data, ack, timeoutMs = 20_000) {
    let id = "";
    if (ack) {
      id = String(this.nextAckId++);
      const awaiting = { socket: this, id, deadline: Date.now() + timeoutMs, reply: ack };
      this.acks.set(id, awaiting);
      awaited.add(awaiting);
    }
    const frame = `42${id}${JSON.stringify([event, data])}`;
    if (this.connected) this.ws.send(frame);
    else this.sendBuffer.push(frame);
  }

  emitWithAck(event, data, timeoutMs) {
    return new Promise((resolve, reject) =>
      this.emit(event, data, (error, reply) => (error ? reject(error) : resolve(reply)), timeoutMs),
    );
  }

  /** Closes the WebSocket under the socket, as socket.io-client's `socket.io.engine.close()`: it reconnects by itself. */
  drop() {
    this.ws.close();
  }

  disconnect() {
    this.closedByUs = true;
    this.closeReason = "io client disconnect";
    clearTimeout(this.reconnectTimer);
    this.ws.close();
  }

  dispatch(event, ...args) {
    const list = this.listeners.get(event);
    if (list) for (const listener of list) listener(...args);
  }

  open() {
    this.ws = new RawWebSocket(
      this.url,
      { headers: this.headers, handshakeTimeout: this.openTimeoutMs },
      {
        message: (text) => this.onFrame(text),
        error: (error) => {
          if (!this.connected) this.dispatch("connect_error", error);
        },
        close: () => this.onClose(),
      },
    );
  }

  onFrame(frame) {
    switch (frame[0]) {
      case "0":
        this.attempt = 0;
        this.ws.send("40");
        return;
      case "2":
        this.ws.send("3");
        return;
      case "4":
        return this.onPacket(frame);
    }
  }

  /** A Socket.IO packet, `frame` still carrying the Engine.IO `4` in front. */
  onPacket(frame) {
    const type = frame[1];
    if (type === "2") {
      const [event, ...args] = JSON.parse(frame.slice(2));
      return this.dispatch(event, ...args);
    }
    if (type === "3") {
      const bracket = frame.indexOf("[");
      const awaiting = this.acks.get(frame.slice(2, bracket));
      if (!awaiting) return;
      this.acks.delete(awaiting.id);
      awaited.delete(awaiting);
      return awaiting.reply(null, JSON.parse(frame.slice(bracket))[0]);
    }
    if (type === "0") {
      this.connected = true;
      for (const buffered of this.sendBuffer.splice(0)) this.ws.send(buffered);
      return this.dispatch("connect");
    }
    if (type === "4") return this.dispatch("connect_error", new Error(JSON.parse(frame.slice(2)).message));
    if (type === "1") {
      this.closeReason = "io server disconnect";
      this.closedByUs = true;
      this.ws.close();
    }
  }

  /** As socket.io-client: `disconnect` with its reason; only a dropped connection reconnects. */
  onClose() {
    const wasConnected = this.connected;
    this.connected = false;
    if (wasConnected) this.dispatch("disconnect", this.closeReason ?? "transport close");
    this.closeReason = undefined;
    if (this.closedByUs) return;
    this.reconnectTimer = setTimeout(() => this.open(), reconnectDelay(this.attempt++));
  }
}
