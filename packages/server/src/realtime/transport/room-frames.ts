import type { Server } from "socket.io";
import { PacketType } from "socket.io-parser";

/**
 * Issue 32: a game's event written to this node's sockets in a room as one ready WebSocket frame each.
 *
 * Socket.IO encodes a room's event and its frame once, then hands the frame to Engine.IO socket by socket: a
 * packet object, Engine.IO's queue and flush, a callback for each write, and `ws` writing the header and the
 * payload as two corked writes. For a question to 10,000 players that per-socket work was a tenth to a sixth of
 * the write (docs/benchmarks.md). Here the frame is built once, header and payload in one buffer, and given to each
 * socket's `ws` sender (the call Engine.IO itself makes for a room's pre-encoded frame) when nothing of Engine.IO's
 * is waiting to go out before it: the socket is open on WebSocket, not upgrading, and its queue is empty (a
 * packet queued behind a write still under way must go first). Any other socket (long polling, an upgrade, a
 * queue) gets the event from Socket.IO as before, so every socket hears the room's events in the order they
 * were sent. Socket.IO's outgoing-packet listeners (`onAnyOutgoing`) do not hear these events; the server has none.
 */

/** `ws`'s writer of a socket's frames. */
interface FrameSender {
  sendFrame(frame: Buffer[], callback?: () => void): void;
}

/** What this module reads of an Engine.IO connection (engine.io's Socket and its WebSocket transport). */
interface EngineConnection {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: { name: string; perMessageDeflate?: unknown; socket?: { readyState: number; _sender?: FrameSender } };
}

/** How a room emit reached its sockets: as the ready frame, or through Socket.IO's own path. */
export interface RoomDelivery {
  framed: number;
  queued: number;
}

const WEBSOCKET_OPEN = 1;

// biome-ignore lint/suspicious/noExplicitAny: a server of any events; the engine typed each payload where it built it.
type AnyServer = Server<any, any, any, any>;

export function emitToRoom(io: AnyServer, roomName: string, event: string, payload: unknown): RoomDelivery {
  const namespace = io.sockets;
  const ids = namespace.adapter.rooms.get(roomName);
  if (!ids || ids.size === 0) return { framed: 0, queued: 0 };
  const encoded = io.encoder.encode({ type: PacketType.EVENT, nsp: "/", data: [event, payload] });
  // A binary payload is more than one packet: Socket.IO sends it.
  if (encoded.length !== 1 || typeof encoded[0] !== "string") {
    io.local.to(roomName).emit(event, payload);
    return { framed: 0, queued: ids.size };
  }
  // "4": Engine.IO's message packet, around Socket.IO's event.
  const frame = [textFrame(`4${encoded[0]}`)];
  let framed = 0;
  const queued: string[] = [];
  for (const id of ids) {
    const socket = namespace.sockets.get(id);
    if (!socket) continue;
    const sender = readySender(socket.conn as unknown as EngineConnection);
    if (sender) {
      sender.sendFrame(frame);
      framed += 1;
    } else queued.push(id);
  }
  // Each socket is in a room of its own id.
  if (queued.length > 0) io.local.to(queued).emit(event, payload);
  return { framed, queued: queued.length };
}

/** The socket's frame writer, when a frame written now goes out after everything sent to it before. */
function readySender(connection: EngineConnection): FrameSender | null {
  if (connection.readyState !== "open" || connection.upgrading || connection.writeBuffer.length > 0) return null;
  const { transport } = connection;
  if (transport.name !== "websocket" || transport.perMessageDeflate) return null;
  const ws = transport.socket;
  const sender = ws?._sender;
  return ws?.readyState === WEBSOCKET_OPEN && typeof sender?.sendFrame === "function" ? sender : null;
}

/** RFC 6455 §5.2: a final, unmasked text frame (server to client) holding `text`, header and payload in one buffer. */
function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, headerLength);
  return frame;
}
