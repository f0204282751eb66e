import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { type Socket as ClientSocket, io as connect } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { emitToRoom } from "./room-frames";

/**
 * Issue 32: a room's event written as one ready frame to each WebSocket, and through Socket.IO to any socket that
 * is not ready for it, with every socket hearing its events in the order they were sent. Real clients, a real
 * Socket.IO server with the product's options.
 */
let http: HttpServer | undefined;
let io: Server | undefined;
const clients: ClientSocket[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await io?.close();
  http = undefined;
  io = undefined;
});

async function startServer(): Promise<string> {
  http = createServer();
  io = new Server(http, { perMessageDeflate: false, maxHttpBufferSize: 16 * 1024 });
  io.on("connection", (socket) => {
    socket.on("enter", (roomName: string, ack: () => void) => {
      socket.join(roomName);
      ack();
    });
  });
  const server = http;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A client in `roomName`, on WebSocket unless told otherwise; what it hears of `event` is collected. */
async function member(url: string, roomName: string, event: string, transports = ["websocket"]) {
  const client = connect(url, { transports, forceNew: true });
  clients.push(client);
  const heard: unknown[] = [];
  client.on(event, (payload: unknown) => heard.push(payload));
  await client.emitWithAck("enter", roomName);
  const serverSocket = io?.sockets.sockets.get(client.id ?? "");
  if (!serverSocket) throw new Error("the server does not know the client");
  return { client, heard, serverSocket };
}

const server = () => {
  if (!io) throw new Error("no server");
  return io;
};

describe("a room's event", () => {
  it("reaches every WebSocket in the room intact, whatever its length, and nobody outside it", async () => {
    const url = await startServer();
    const inRoom = await Promise.all([member(url, "game", "news"), member(url, "game", "news")]);
    const outside = await member(url, "other", "news");
    // Frame lengths of each form: one byte, 16 bits, 64 bits; text in several scripts.
    const payloads = [
      { text: "Ça va? 👋" },
      { text: "مرحبا ".repeat(40), count: 1 },
      { text: "x".repeat(70_000), list: [1, 2, 3] },
    ];
    const deliveries = payloads.map((payload) => emitToRoom(server(), "game", "news", payload));

    expect(deliveries).toEqual(payloads.map(() => ({ framed: 2, queued: 0 })));
    for (const { heard } of inRoom) await expect.poll(() => heard).toEqual(payloads);
    // Another event after them proves the outsider had time to hear them.
    outside.serverSocket.emit("news", "last");
    await expect.poll(() => outside.heard).toEqual(["last"]);
  });

  it("reaches a long-polling socket through Socket.IO", async () => {
    const url = await startServer();
    const polling = await member(url, "game", "news", ["polling"]);
    const websocket = await member(url, "game", "news");

    expect(emitToRoom(server(), "game", "news", { question: 1 })).toEqual({ framed: 1, queued: 1 });
    for (const { heard } of [polling, websocket]) await expect.poll(() => heard).toEqual([{ question: 1 }]);
  });

  it("comes in order with what Socket.IO sends the socket before and after it", async () => {
    const url = await startServer();
    const { heard, serverSocket } = await member(url, "game", "step");

    serverSocket.emit("step", 1);
    const second = emitToRoom(server(), "game", "step", 2);
    // Engine.IO's write of 1 is still under way: 3 waits in its queue, and a room event after it waits too.
    serverSocket.emit("step", 3);
    const fourth = emitToRoom(server(), "game", "step", 4);

    await expect.poll(() => heard).toEqual([1, 2, 3, 4]);
    expect([second, fourth]).toEqual([
      { framed: 1, queued: 0 },
      { framed: 0, queued: 1 },
    ]);
  });

  it("with binary data is sent by Socket.IO", async () => {
    const url = await startServer();
    const { heard } = await member(url, "game", "picture");

    expect(emitToRoom(server(), "game", "picture", { bytes: Buffer.from([1, 2, 3]) })).toEqual({
      framed: 0,
      queued: 1,
    });
    await expect.poll(() => heard.length).toBe(1);
    expect(new Uint8Array((heard[0] as { bytes: ArrayBuffer }).bytes)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("to an empty room sends nothing", async () => {
    await startServer();
    expect(emitToRoom(server(), "nobody", "news", {})).toEqual({ framed: 0, queued: 0 });
  });
});
