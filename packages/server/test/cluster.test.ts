import { randomUUID } from "node:crypto";
import { messages } from "@quizdeck/shared/messages";
import type { CardForClient } from "@quizdeck/shared/socket-events";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monitorRedis } from "./redis-monitor";
import { http, type ServerProcess, startServer } from "./server-process";
import { type ClientSocket, connectAs, next, request } from "./socket-helper";

/**
 * Two real server processes sharing PostgreSQL and Redis (issue #5 "Many nodes"): the host plays on one node,
 * the players on the other; then the node running the game is killed and the game finishes on the survivor.
 */
const databaseUrl = process.env.TEST_DATABASE_URL as string;
const redisUrl = process.env.TEST_REDIS_URL as string;
const schema = `cluster_${randomUUID().replaceAll("-", "")}`;
const prefix = `quizdeck-test-${randomUUID()}`;
const nodes: ServerProcess[] = [];
let nodeEnv: Record<string, string> = {};
const sockets: ClientSocket[] = [];

interface User {
  id: string;
  cookie: string;
  name: string;
}

async function signUp(node: ServerProcess, name: string): Promise<User> {
  const response = await http(`${node.url}/api/auth/signup`, "POST", undefined, {
    email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    password: "Secret1!",
    display_name: name,
  });
  expect(response.status).toBe(201);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] as string;
  return { id: response.body.data.user.id, cookie, name };
}

async function connect(node: ServerProcess, user: User) {
  const socket = await connectAs(node.url, user);
  sockets.push(socket);
  return socket;
}

/** Retries a request while the game moves to the surviving node (its owner's lease has to run out first). */
async function retrying(socket: ClientSocket, event: "connect_game" | "submit_answer", payload: unknown) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const reply = await request(socket, event, payload);
    if (reply.ok || Date.now() > deadline) return reply;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  // Listings kept for a minute: only the other node's word can make a node read one again (decision 019).
  nodeEnv = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl, REDIS_PREFIX: prefix, LISTING_CACHE_MS: "60000" };
  nodes.push(await startServer(nodeEnv), await startServer(nodeEnv));
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(nodes.map((node) => node.stop()));
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
});

/**
 * A fresh node A runs a game of three cards (its host connected there) and Ann and Ben play it from node B;
 * the first card has just reached them. With `alsoOnA`, Cyrus plays it from node A.
 */
async function gameOnAPlayedFromB({ alsoOnA = false } = {}) {
  const nodeA = await startServer(nodeEnv);
  nodes.push(nodeA);
  const nodeB = nodes[1] as ServerProcess;
  const host = await signUp(nodeA, "Hosty");
  const ann = await signUp(nodeB, "Ann");
  const ben = await signUp(nodeB, "Ben");

  const deck = await http(`${nodeA.url}/api/decks`, "POST", host.cookie, { Title: "Rivers" });
  for (const n of [1, 2, 3]) {
    const card = await http(`${nodeA.url}/api/cards/${deck.body.deck_id}`, "POST", host.cookie, {
      Question: `River ${n}?`,
      Answer: `right ${n}`,
      Incorrect1: `wrong ${n}a`,
      Incorrect2: `wrong ${n}b`,
      Incorrect3: `wrong ${n}c`,
    });
    expect(card.status).toBe(201);
  }
  const created = await http(`${nodeA.url}/api/games/`, "POST", host.cookie, { Host_id: host.id });
  const gameId = String(created.body.data[0].Game_id);

  // The host opens the game on node A, so A runs it; the players are on node B.
  const hostA = await connect(nodeA, host);
  expect(await request(hostA, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  const annB = await connect(nodeB, ann);
  const benB = await connect(nodeB, ben);
  const hostSeesPlayers = next(hostA, "player_joined");
  expect(await request(annB, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  expect(await request(benB, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  expect((await hostSeesPlayers).joined.length).toBeGreaterThan(0);
  const cy = alsoOnA ? await signUp(nodeA, "Cyrus") : undefined;
  const cyA = cy && (await connect(nodeA, cy));
  if (cyA) expect(await request(cyA, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  await request(hostA, "game_settings_selected", {
    Game_id: gameId,
    Game_Settings: { selectedDeck: deck.body.deck_id, timePerQuestion: 60, shuffleDeck: false },
  });
  const firstCard = next(annB, "card_for_client");
  expect(await request(hostA, "start_game", { Game_id: gameId })).toEqual({ ok: true });
  const card1 = await firstCard;
  const right = (card: CardForClient, n: number) => card.Card?.Answers.indexOf(`right ${n}`) as number;
  return { nodeA, nodeB, host, ann, ben, cy, hostA, annB, benB, cyA, gameId, card1, right };
}

describe("two nodes behind one Redis", () => {
  it("signing out on one node disconnects the session's sockets on the other (issue 9)", async () => {
    const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
    const dee = await signUp(nodeA, "Dee");
    const onB = await connect(nodeB, dee);
    const closed = new Promise((resolve) => onB.once("disconnect", resolve));
    expect((await http(`${nodeA.url}/api/auth/signout`, "POST", dee.cookie)).status).toBe(200);
    await closed;
    await expect(connectAs(nodeB.url, dee)).rejects.toThrow();
  });

  it("a session one node has just read is refused there as soon as it signs out on the other (issue 15)", async () => {
    const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
    const eve = await signUp(nodeA, "Eve");
    expect((await http(`${nodeB.url}/api/decks/`, "GET", eve.cookie)).status).toBe(200);
    expect((await http(`${nodeA.url}/api/auth/signout`, "POST", eve.cookie)).status).toBe(200);
    expect((await http(`${nodeB.url}/api/decks/`, "GET", eve.cookie)).status).toBe(401);
    expect((await http(`${nodeB.url}/api/auth/session`, "GET", eve.cookie)).body).toEqual({ authenticated: false });
  });

  it("a deck written on one node is in the next listing read on the other (decision 019)", async () => {
    const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
    const [fay, gus] = [await signUp(nodeA, "Fay"), await signUp(nodeA, "Gus")];
    const titlesOn = async (node: ServerProcess, user: User, path = "/api/decks") =>
      ((await http(`${node.url}${path}`, "GET", user.cookie)).body as { title: string }[]).map((deck) => deck.title);
    await titlesOn(nodeB, fay);
    await titlesOn(nodeB, gus);
    expect((await http(`${nodeA.url}/api/decks`, "POST", fay.cookie, { Title: "Rivers of Europe" })).status).toBe(201);
    expect(await titlesOn(nodeB, gus)).toContain("Rivers of Europe");
    const body = { Title: "Fay's answers", private: true };
    expect((await http(`${nodeA.url}/api/decks`, "POST", fay.cookie, body)).status).toBe(201);
    expect(await titlesOn(nodeB, fay)).toContain("Fay's answers");
    expect(await titlesOn(nodeB, gus)).not.toContain("Fay's answers");
  });

  // SIGKILL: the node dies, and the game waits for its lease to run out. SIGTERM (a rolling deploy, issue 16):
  // the node drains, hands the game over, and the other node takes it at its players' first command.
  it.each(["SIGKILL", "SIGTERM"] as const)(
    "plays a game across nodes, survives losing the node that runs it (%s), and records stats once",
    async (signal) => {
      const { nodeA, nodeB, host, ann, ben, hostA, annB, benB, gameId, card1, right } = await gameOnAPlayedFromB();

      // Question 1 across nodes: answers from B are scored on A and the results reach everyone.
      const ended1 = next(hostA, "question_ended");
      const annCheck = next(annB, "check_answer");
      expect(await request(annB, "submit_answer", { Game_id: gameId, Answer_id: right(card1, 1) })).toEqual({
        ok: true,
      });
      expect(await annCheck).toMatchObject({ position: 1, totalPos: 2 });
      await request(benB, "submit_answer", { Game_id: gameId, Answer_id: (right(card1, 1) + 1) % 4 });
      expect((await ended1).Scores.map((s) => [s.Username, s.score])).toEqual([
        ["Ann", 1500],
        ["Ben", 0],
      ]);
      const secondCard = next(annB, "card_for_client");
      // Results → leaderboard → on.
      await request(hostA, "send_next_card", { Game_id: gameId });
      await request(hostA, "send_next_card", { Game_id: gameId });
      const card2 = await secondCard;
      await request(benB, "submit_answer", { Game_id: gameId, Answer_id: right(card2, 2) });

      // Node A, which runs the game, stops mid-question. The host comes back through node B: after a drain at
      // once, without waiting for the lease to run out.
      const drained = signal === "SIGTERM";
      const hint = drained ? next(hostA, "server_restarting") : undefined;
      await nodeA.stop(signal);
      if (hint) expect(await hint).toEqual({ message: messages.serverRestarting });
      if (drained) expect(nodeA.child.exitCode).toBe(0);
      const hostB = await connect(nodeB, host);
      const send = drained ? request : retrying;
      expect(await send(hostB, "connect_game", { Game_id: gameId })).toEqual({ ok: true });
      const snapshot = next(hostB, "player_confirm");
      await request(hostB, "confirm_connection", { Game_id: gameId });
      expect(await snapshot).toMatchObject({ phase: "question", isHost: true, playerCount: 2 });

      const ended2 = next(annB, "question_ended");
      const lateCheck = next(annB, "check_answer");
      expect(await send(annB, "submit_answer", { Game_id: gameId, Answer_id: right(card2, 2) })).toEqual({
        ok: true,
      });
      expect((await lateCheck).position).toBe(2);
      expect((await ended2).Scores.map((s) => [s.Username, s.score])).toEqual([
        ["Ann", 2500],
        ["Ben", 1500],
      ]);
      const thirdCard = next(annB, "card_for_client");
      // Results → leaderboard → on.
      await request(hostB, "send_next_card", { Game_id: gameId });
      await request(hostB, "send_next_card", { Game_id: gameId });
      const card3 = await thirdCard;
      const gameEnded = next(benB, "game_ended");
      await request(annB, "submit_answer", { Game_id: gameId, Answer_id: right(card3, 3) });
      await request(benB, "submit_answer", { Game_id: gameId, Answer_id: right(card3, 3) });
      // Results → leaderboard → on.
      await request(hostB, "send_next_card", { Game_id: gameId });
      await request(hostB, "send_next_card", { Game_id: gameId });
      expect((await gameEnded).final.map((p) => [p.Username, p.score, p.rank])).toEqual(
        [
          ["Ann", 4000],
          ["Ben", 2500],
        ].map(([name, score], index) => [name, score, index + 1]),
      );

      const stats = async (user: User) => (await http(`${nodeB.url}/api/users/${user.id}`, "GET", user.cookie)).body;
      await expect.poll(async () => (await stats(ann)).Games_Played).toBe(1);
      expect(await stats(ann)).toMatchObject({ Wins: 1, Total_Score: 4000, Highest_Score_id: "Rivers" });
      expect(await stats(ben)).toMatchObject({ Games_Played: 1, Wins: 0, Total_Score: 2500 });
    },
  );

  // Issue 32: a question's close is a result for each player; the node running the game sends the other nodes the
  // whole close as one Redis message, not one per player.
  it("sends the other node each player's result of a question in one message", async () => {
    const { ann, ben, annB, benB, gameId, card1, right } = await gameOnAPlayedFromB();
    const messages: string[] = [];
    const monitor = await monitorRedis(redisUrl, ({ args }) => {
      if (args[0]?.toLowerCase() === "publish" && args[2]?.includes("question_result")) messages.push(args[2]);
    });
    const results = [next(annB, "question_result"), next(benB, "question_result")];
    await request(annB, "submit_answer", { Game_id: gameId, Answer_id: right(card1, 1) });
    await request(benB, "submit_answer", { Game_id: gameId, Answer_id: right(card1, 1) });
    await Promise.all(results);
    await expect.poll(() => messages.length).toBeGreaterThan(0);
    monitor.close();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(ann.id);
    expect(messages[0]).toContain(ben.id);
  });

  it("sends a reconnect's snapshot through Redis only for a connection on another node", async () => {
    const { gameId, hostA, annB } = await gameOnAPlayedFromB();
    const snapshots: string[] = [];
    const monitor = await monitorRedis(redisUrl, ({ args }) => {
      if (args[0]?.toLowerCase() === "publish" && args[2]?.includes("Join_Code")) snapshots.push(args[2]);
    });
    for (const socket of [hostA, annB]) {
      const confirmed = next(socket, "player_confirm");
      expect(await request(socket, "connect_game", { Game_id: gameId })).toEqual({ ok: true });
      expect((await confirmed).Game_id).toBe(gameId);
    }
    await expect.poll(() => snapshots.length).toBeGreaterThan(0);
    monitor.close();
    // Ann's, for node B; the host's stayed on node A, which runs the game and holds the host's connection.
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toContain(annB.id);
  });

  // Issue 32: an answer's reply and a question's result are a player's own; the node running the game sends them
  // through Redis only for players on another node (in a class split over two nodes, half of them).
  it("sends a player's own events through Redis only for a player on another node", async () => {
    const { ann, ben, cy, annB, benB, cyA, gameId, card1, right } = await gameOnAPlayedFromB({ alsoOnA: true });
    if (!cy || !cyA) throw new Error("Cyrus plays from node A");
    const personal: { userId: string; event: string }[] = [];
    const monitor = await monitorRedis(redisUrl, ({ args }) => {
      if (args[0]?.toLowerCase() !== "publish" || !args[2]?.includes("game_events")) return;
      const emits: { to: string; userId?: string; event: string }[] = JSON.parse(args[2]).data[2];
      for (const { to, userId, event } of emits) if (to === "user" && userId) personal.push({ userId, event });
    });
    const results = [next(annB, "question_result"), next(benB, "question_result"), next(cyA, "question_result")];
    const annsReply = next(annB, "check_answer");
    const cysReply = next(cyA, "check_answer");
    for (const socket of [cyA, annB, benB]) {
      expect(await request(socket, "submit_answer", { Game_id: gameId, Answer_id: right(card1, 1) })).toEqual({
        ok: true,
      });
    }
    expect([(await annsReply).position, (await cysReply).position]).toEqual([2, 1]);
    expect((await Promise.all(results)).map((result) => result.outcome)).toEqual(["correct", "correct", "correct"]);
    await expect
      .poll(() => personal.filter(({ event }) => event === "question_result").length)
      .toBeGreaterThanOrEqual(2);
    monitor.close();
    expect(personal.filter(({ userId }) => userId === cy.id)).toEqual([]);
    const heardOnB = (user: User) => personal.filter(({ userId }) => userId === user.id).map(({ event }) => event);
    expect(heardOnB(ann)).toEqual(["check_answer", "question_result"]);
    expect(heardOnB(ben)).toEqual(["check_answer", "question_result"]);
  });

  it("a player the host removes on one node stops hearing the game on the other", async () => {
    const { ben, hostA, annB, benB, gameId } = await gameOnAPlayedFromB();
    const removed = next(benB, "removed_from_game");
    expect(await request(hostA, "kick_player", { Game_id: gameId, User_id: ben.id })).toEqual({ ok: true });
    await removed;
    const heardByBen: string[] = [];
    benB.onAny((event: string) => heardByBen.push(event));
    const ended = next(annB, "question_ended");
    await request(hostA, "send_next_card", { Game_id: gameId });
    await ended;
    // Ben's own request is answered after anything the node had sent him before it (its refusal comes as an error).
    expect((await request(benB, "join_lobby", { Game_id: gameId })).ok).toBe(false);
    expect(heardByBen.filter((event) => event !== "error")).toEqual([]);
  });

  // Issue 32: the node running the game freezes (SIGSTOP) past its lease while Ann's answer waits in its inbox.
  // Node B takes the game over and runs the answer; A, woken up, must not run it a second time.
  it("takes an answer once when the node running the game freezes past its lease and wakes up", async () => {
    const { nodeA, ann, annB, gameId, card1, right } = await gameOnAPlayedFromB();
    const pid = nodeA.child.pid as number;
    process.kill(pid, "SIGSTOP");
    try {
      const answered = await request(annB, "submit_answer", { Game_id: gameId, Answer_id: right(card1, 1) });
      expect(answered).toEqual({ ok: true });
    } finally {
      process.kill(pid, "SIGCONT");
    }
    // Once A serves again it has read its inbox; a second run would be written to the log soon after.
    await expect.poll(async () => (await http(`${nodeA.url}/healthz`, "GET")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const redis = new Redis(redisUrl);
    const log = (await redis.lrange(`${prefix}:game:${gameId}:log`, 0, -1)).map((entry) => JSON.parse(entry));
    redis.disconnect();
    expect(log.filter(({ command }) => command.kind === "answer" && command.userId === ann.id)).toHaveLength(1);
  });
});
