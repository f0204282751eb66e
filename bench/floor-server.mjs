/**
 * The stack without the product (`npm run bench -- --floor`): a server that does for each player only what a
 * join and a question need of the libraries under ours, so the bench can say what part of a row is theirs and the
 * machine's. `node floor-server.mjs <port> socket.io|ws`, driven by its parent over IPC:
 * - `socket.io`: Socket.IO with the product's server options; a `join_lobby` puts the socket in the game's room
 *   and is acknowledged; a question is one room emit, through Engine.IO socket by socket. The game writes its room
 *   events as one ready frame a socket instead (decision 021), so its fan-out can read under this one's.
 * - `ws`: the bare WebSocket server under Engine.IO, answering the bots' Engine.IO and Socket.IO text framing by
 *   hand (open packet, namespace connect, the join's acknowledgement); a question is one frame-ready Buffer sent
 *   to each socket. What a lighter protocol than Socket.IO's could reach on this machine.
 * No session, database, game engine or log.
 */
import { createServer } from "node:http";
import { Server } from "socket.io";
import { WebSocketServer } from "ws";

const [port, stack] = [Number(process.argv[2]), process.argv[3]];
const http = createServer();
let broadcast;

if (stack === "socket.io") {
  // As packages/server/src/realtime/transport/socket-server.ts (no CORS: the bots send no Origin).
  const io = new Server(http, { perMessageDeflate: false, maxHttpBufferSize: 16 * 1024 });
  io.on("connection", (socket) => {
    socket.on("join_lobby", (_payload, ack) => {
      socket.join("game");
      ack({ ok: true });
    });
  });
  broadcast = (card) => io.to("game").emit("card_for_client", card);
} else if (stack === "ws") {
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false, maxPayload: 16 * 1024 });
  const room = new Set();
  const open = JSON.stringify({ sid: "floor", upgrades: [], pingInterval: 25000, pingTimeout: 20000, maxPayload: 1e6 });
  wss.on("connection", (ws) => {
    ws.send(`0${open}`);
    ws.on("message", (data) => {
      const text = data.toString();
      if (text === "40") ws.send('40{"sid":"floor"}');
      else if (text.startsWith("42")) {
        // `42<ack id>["join_lobby",…]`: the acknowledgement is `43<ack id>[…]`.
        room.add(ws);
        ws.send(`43${text.slice(2, text.indexOf("["))}[{"ok":true}]`);
      }
    });
    ws.on("close", () => room.delete(ws));
  });
  broadcast = (card) => {
    const frame = Buffer.from(`42${JSON.stringify(["card_for_client", card])}`);
    for (const ws of room) ws.send(frame);
  };
} else throw new Error(`floor-server: unknown stack ${stack}`);

http.listen(port, "127.0.0.1", () => process.send({ listening: true }));
process.on("message", (message) => {
  if (message.type !== "question") return;
  const started = performance.now();
  broadcast({ ...message.card, sentAt: performance.timeOrigin + started });
  process.send({ writeMs: performance.now() - started });
});
process.on("disconnect", () => process.exit(0));
