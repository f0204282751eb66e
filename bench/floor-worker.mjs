/**
 * A bot process of `npm run bench -- --floor` (floor.mjs): the bench's own client (lite-socket.mjs) connecting
 * to a floor-server.mjs in batches, each bot sending `join_lobby` and waiting for its acknowledgement, as the
 * game's bots do; then it notes when each question reaches each bot, and in a storm drops every connection and
 * counts the bots back: reconnected by the client's own backoff and joined again, as the game's bots send
 * `connect_game`.
 */
import { LiteSocket } from "./lite-socket.mjs";
import { connected, now, waitUntil } from "./stats.mjs";
import { serveParent } from "./workers.mjs";

let config;
let sockets = [];
/** For each question, when it reached each bot (ms after the server's send, on the machine's shared clock). */
const latencies = new Map();
/** The storm's bots back in the room. */
let back = 0;

async function join() {
  const socket = new LiteSocket(config.url, { openTimeoutMs: 30_000 });
  sockets.push(socket);
  socket.on("card_for_client", (card) => {
    const seen = latencies.get(card.CardIndex) ?? [];
    seen.push(now() - card.sentAt);
    latencies.set(card.CardIndex, seen);
  });
  await connected(socket);
  const ack = await socket.emitWithAck("join_lobby", {}, 60_000);
  if (!ack.ok) throw new Error("join refused");
  // A join refused or unanswered after a reconnect leaves the bot out of `back`: the storm's report counts it.
  socket.on("connect", () =>
    socket.emitWithAck("join_lobby", {}, 60_000).then(
      (again) => {
        if (again.ok) back += 1;
      },
      () => undefined,
    ),
  );
}

serveParent({
  init(message) {
    config = message;
    return {};
  },
  async connect({ batchSize }) {
    let failed = 0;
    for (let start = 0; start < config.count; start += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, config.count - start) }, join);
      failed += (await Promise.allSettled(batch)).filter((outcome) => outcome.status === "rejected").length;
    }
    return { failed };
  },
  received({ cardIndex }) {
    return { latencies: latencies.get(cardIndex) ?? [] };
  },
  async storm() {
    back = 0;
    const started = now();
    for (const socket of sockets) socket.drop();
    await waitUntil(() => back === sockets.length, 60_000, 50);
    return { back, ms: now() - started };
  },
  close() {
    for (const socket of sockets) socket.disconnect();
    sockets = [];
    setTimeout(() => process.exit(0), 100);
    return {};
  },
});
