import { randomUUID } from "node:crypto";
import type { Command, LogEntry } from "@quizdeck/game/commands";
import { COUNTDOWN_MS } from "@quizdeck/game/engine";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLiveGameRecords } from "../src/live-game-records";
import { REDIS_OPTIONS } from "../src/realtime/adapters/game-infrastructure";
import { RedisLogStore } from "../src/realtime/adapters/redis-log-store";
import { RedisPlacement } from "../src/realtime/adapters/redis-placement";
import { isSeating } from "../src/realtime/core/game-outbox";
import { type Broadcaster, GameRunner } from "../src/realtime/core/game-runner";
import { type CommandHandler, OwnerLost } from "../src/realtime/ports/placement";
import { as, createTestApp, insertDeck, signUp, type TestApp, type TestUser } from "./helper";
import { FakeTime, settingsInput } from "./live-game-doubles";

/**
 * Issue 32 point 3: two nodes in one process on real Redis and PostgreSQL. A player on node B answers a game run
 * by node A; A's loop stalls past B's forward timeout, or A dies with the answer. The player must be told what
 * happened: the answer was taken (once), never "the game is moving" while it is not, never "already answered".
 */
const FORWARD_TIMEOUT_MS = 200;
const prefix = `quizdeck-forward-${randomUUID()}`;
const ownerKey = (gameId: string) => `${prefix}:game:${gameId}:owner`;
const LEASE_MS = 6000;
const log = pino({ level: "silent" });
const clients: Redis[] = [];
const client = () => {
  const redis = new Redis(process.env.TEST_REDIS_URL as string, REDIS_OPTIONS);
  clients.push(redis);
  return redis;
};
/**
 * Slows a node's log writes for half a second: its connection to Redis waits on a blocking read meanwhile. Resolves
 * when the connection is free again.
 */
const slowLogWrites = (logClient: Redis) => logClient.blpop(`${prefix}:nothing`, 0.5).catch(() => null);
/** Reads what Redis holds of a game's log on a connection of its own, so not behind any node's writes. */
const logInRedis = () => new RedisLogStore(prefix, client(), log);
let t: TestApp;
let host: TestUser;
let player: TestUser;
let deckId: number;

beforeAll(async () => {
  t = await createTestApp();
  [host, player] = [await signUp(t.app), await signUp(t.app)];
  deckId = await insertDeck(t, host.id, "Rivers", 2);
});

afterAll(async () => {
  const redis = client();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  for (const each of clients) each.disconnect();
  await t.close();
});

/**
 * A node: the real runner, placement and log on Redis; `wrap` stands between the placement and the runner.
 * `stall.ms` is how far the placement's clock has jumped, as after its loop was blocked that long.
 */
async function startNode(
  time: FakeTime,
  wrap: (run: CommandHandler) => CommandHandler = (run) => run,
  stall = { ms: 0 },
  broadcaster: Broadcaster = { send() {} },
) {
  // Its commands and replies to other nodes go out on `placementClient`.
  const placementClient = client();
  const placement = new RedisPlacement(prefix, placementClient, client(), log, {
    forwardTimeoutMs: FORWARD_TIMEOUT_MS,
    now: () => performance.now() + stall.ms,
  });
  const logClient = client();
  const logStore = new RedisLogStore(prefix, logClient, log);
  const runner = new GameRunner({
    records: createLiveGameRecords(t.database.db),
    placement,
    logStore,
    broadcaster,
    sendAfterLogged: true,
    log: { info() {}, error() {} },
    clock: time,
    scheduler: time,
  });
  await placement.start(
    wrap((gameId, command, commandId) => runner.execute(gameId, command, commandId)),
    (gameId) => void runner.forget(gameId),
  );
  return { placement, placementClient, logStore, logClient, runner };
}

/** How node A, which runs the game, treats a command forwarded to it once the question is open. */
type OwnerTrouble = "none" | "stalls" | "dies after running it" | "dies before running it";

/**
 * A game run by node A with its first question open, and the player on node B; A's forwarded commands go
 * through `trouble` once set.
 */
async function questionOpenOnA(
  options: { broadcaster?: Broadcaster; beforeQuestion?: (nodeA: { logClient: Redis }) => void } = {},
) {
  const time = new FakeTime();
  const { data } = (await as(t.app, host).post("/api/games", {})).json();
  const gameId = String(data[0].Game_id);
  const owner = { trouble: "none" as OwnerTrouble };
  const stall = { ms: 0 };
  const redis = client();
  const nodeA = await startNode(
    time,
    (run) => async (gameId, command, commandId) => {
      if (owner.trouble === "none") return run(gameId, command, commandId);
      if (owner.trouble === "stalls") {
        // The loop blocked, as when a question is written to thousands of sockets: nothing else runs meanwhile.
        const until = Date.now() + 3 * FORWARD_TIMEOUT_MS;
        while (Date.now() < until);
        return run(gameId, command, commandId);
      }
      if (owner.trouble === "dies after running it") {
        await run(gameId, command, commandId);
        await nodeA.logStore.flush();
      }
      // Dead: its lease runs out (dropped here at once) and it never answers.
      await redis.del(ownerKey(gameId));
      return new Promise(() => undefined);
    },
    stall,
    options.broadcaster,
  );
  const nodeB = await startNode(time);
  await nodeA.runner.join(gameId, { userId: host.id, username: host.username });
  expect(await nodeA.placement.ownerOf(gameId)).toBe(nodeA.placement.nodeId);
  await nodeB.runner.join(gameId, { userId: player.id, username: player.username });
  await nodeA.runner.chooseSettings(gameId, host.id, settingsInput({ selectedDeck: deckId }));
  await nodeA.runner.execute(gameId, { kind: "start", userId: host.id, cards: [] });
  options.beforeQuestion?.(nodeA);
  await time.advance(COUNTDOWN_MS);
  const answer: Command = { kind: "answer", userId: player.id, answer: { choice: 0 } };
  /** The player's answers in the game's log, which every node rebuilds the game from. */
  const answersLogged = async () =>
    (await nodeA.logStore.load(gameId)).filter(
      ({ command }) => command.kind === "answer" && command.userId === player.id,
    ).length;
  /** A's loop stalled past its lease, which ran out meanwhile (nobody renewed it). */
  const stallPastTheLease = async () => {
    await redis.del(ownerKey(gameId));
    stall.ms = LEASE_MS;
  };
  return { time, gameId, owner, nodeA, nodeB, answer, answersLogged, stallPastTheLease };
}

describe("a command forwarded to the node running the game (issue 32)", () => {
  it("is answered once the owner has stored it in the game's log, where a node taking over would find it", async () => {
    const { gameId, nodeA, nodeB, answer } = await questionOpenOnA();
    // The owner's log writes are slow (its connection to Redis waits on a blocking read); its replies are not.
    const slowLog = slowLogWrites(nodeA.logClient);
    await expect(nodeB.runner.execute(gameId, answer)).resolves.toBeDefined();
    // What Redis holds at the moment of the answer.
    const stored = await logInRedis().load(gameId);
    expect(stored.filter(({ command }) => command.kind === "answer" && command.userId === player.id)).toHaveLength(1);
    await slowLog;
  });

  it("is acknowledged with the owner's outcome when the owner's loop stalls past the forward timeout", async () => {
    const { gameId, owner, nodeB, answer, answersLogged } = await questionOpenOnA();
    owner.trouble = "stalls";
    await expect(nodeB.runner.execute(gameId, answer)).resolves.toBeDefined();
    expect(await answersLogged()).toBe(1);
    // The owner's refusals come back the same way, however late: the only player answered, so the question closed.
    await expect(nodeB.runner.execute(gameId, answer)).rejects.toMatchObject({ code: "no_open_question" });
  });

  it("is answered from the log when the owner ran it and died before replying: taken once, not refused", async () => {
    const { gameId, owner, nodeB, answer, answersLogged } = await questionOpenOnA();
    owner.trouble = "dies after running it";
    await expect(nodeB.runner.execute(gameId, answer)).resolves.toBeDefined();
    expect(await nodeB.placement.ownerOf(gameId)).toBe(nodeB.placement.nodeId);
    expect(await answersLogged()).toBe(1);
    const snapshot = await nodeB.runner.snapshot(gameId, player.id);
    expect(snapshot.answered).not.toBeNull();
  });

  it("runs once on the node that takes the game over when the owner died before running it", async () => {
    const { gameId, owner, nodeB, answer, answersLogged } = await questionOpenOnA();
    owner.trouble = "dies before running it";
    await expect(nodeB.runner.execute(gameId, answer)).resolves.toBeDefined();
    expect(await answersLogged()).toBe(1);
  });
});

describe("the events of the node running a game (issue 32)", () => {
  it("leave it only once the game's log holds the command they come from", async () => {
    const reader = logInRedis();
    /** What Redis held as each question left node A. */
    const heldAsSent: Promise<LogEntry[]>[] = [];
    let slowLog: Promise<unknown> = Promise.resolve();
    await questionOpenOnA({
      broadcaster: {
        send(gameId, emits) {
          if (emits.some((emit) => !isSeating(emit) && emit.event === "card_for_client"))
            heldAsSent.push(reader.load(gameId));
        },
      },
      // The owner's log writes are slow (its connection to Redis waits on a blocking read) as the question opens.
      beforeQuestion: (nodeA) => {
        slowLog = slowLogWrites(nodeA.logClient);
      },
    });
    // Another node taking the game over now would rebuild it with the question open, as its players saw it.
    await expect.poll(() => heldAsSent.length).toBe(1);
    const [held = []] = await Promise.all(heldAsSent);
    expect(held.at(-1)?.command).toMatchObject({ kind: "tick" });
    expect(held.filter(({ command }) => command.kind === "tick")).toHaveLength(1);
    await slowLog;
  });

  it("for the player whose command it was go at once; the rest wait for the log", async () => {
    const reader = logInRedis();
    /** The player's answers Redis held as each event left node A. */
    const answersHeldAsSent = new Map<string, Promise<number>>();
    const answersHeld = async (gameId: string) =>
      (await reader.load(gameId)).filter(({ command }) => command.kind === "answer").length;
    const { gameId, nodeA, answer } = await questionOpenOnA({
      broadcaster: {
        send(gameId, emits) {
          for (const emit of emits) {
            const event = isSeating(emit) ? "seating" : emit.event;
            if (!answersHeldAsSent.has(event)) answersHeldAsSent.set(event, answersHeld(gameId));
          }
        },
      },
    });
    const slowLog = slowLogWrites(nodeA.logClient);
    // The only player answers on node A, the owner: the reply is theirs; the question's close is everyone's.
    await nodeA.runner.execute(gameId, answer);
    await expect.poll(() => answersHeldAsSent.has("question_ended")).toBe(true);
    // A reply lost with its owner is made good by the command's retry (forwarded) or the player's return.
    expect(await answersHeldAsSent.get("check_answer")).toBe(0);
    expect(await answersHeldAsSent.get("question_ended")).toBe(1);
    await slowLog;
  });
});

describe("a snapshot asked for on another node (confirm_connection)", () => {
  it("reaches the player in its place among the game's events, never after a newer one", async () => {
    /** What node A sent, in order: the game's events by name, and each snapshot sent to a connection. */
    const sent: { event: string; phase?: string; to?: string }[] = [];
    const { gameId, nodeA, nodeB } = await questionOpenOnA({
      broadcaster: {
        send(_gameId, emits) {
          for (const emit of emits) {
            if (!isSeating(emit)) sent.push({ event: emit.event });
            else if (emit.snapshot)
              sent.push({ event: "player_confirm", phase: emit.snapshot.phase, to: emit.connectionId });
          }
        },
      },
    });
    // Node A's replies to other nodes are slow (its connection to Redis waits on a blocking read); the game's
    // events are not: they travel on a connection of their own.
    const slowReplies = slowLogWrites(nodeA.placementClient);
    const asked = nodeB.runner.sendSnapshot(gameId, player.id, "player-connection-on-b");
    await expect.poll(() => sent.some(({ event }) => event === "player_confirm")).toBe(true);
    // Meanwhile the host closes the question; the player's snapshot was answered before, but the answer is late.
    await nodeA.runner.execute(gameId, { kind: "next", userId: host.id });
    await asked;
    await slowReplies;
    const confirm = sent.findIndex(({ event }) => event === "player_confirm");
    const ended = sent.findIndex(({ event }) => event === "question_ended");
    expect(ended).toBeGreaterThanOrEqual(0);
    // Its snapshot says the question is open: it comes before the question's end, never after it.
    expect(sent[confirm]).toEqual({ event: "player_confirm", phase: "question", to: "player-connection-on-b" });
    expect(confirm).toBeLessThan(ended);
  });

  it("is refused to someone who is not in the game, and sends nothing", async () => {
    const sent: string[] = [];
    const { gameId, nodeB } = await questionOpenOnA({
      broadcaster: {
        send: (_gameId, emits) => sent.push(...emits.map((emit) => (isSeating(emit) ? "seating" : emit.event))),
      },
    });
    // The question's events leave once its log entry is stored.
    await expect.poll(() => sent.includes("card_for_client")).toBe(true);
    const before = sent.length;
    const stranger = await signUp(t.app);
    await expect(nodeB.runner.sendSnapshot(gameId, stranger.id, "stranger-connection")).rejects.toMatchObject({
      code: "not_in_game",
    });
    expect(sent.slice(before)).toEqual([]);
  });
});

describe("the node running a game after its loop stalled past its lease (issue 32)", () => {
  it("runs a forwarded command, and keeps the game, when no other node took the game meanwhile", async () => {
    const { gameId, nodeA, nodeB, answer, answersLogged, stallPastTheLease } = await questionOpenOnA();
    await stallPastTheLease();
    // B had found A holding the game and sent the answer; A reads it only after the stall.
    await expect(nodeB.placement.forward(nodeA.placement.nodeId, gameId, answer, randomUUID())).resolves.toBeDefined();
    expect(await answersLogged()).toBe(1);
    expect(await nodeA.placement.ownerOf(gameId)).toBe(nodeA.placement.nodeId);
  });

  it("hands a forwarded command back to be sent on, unrun, when another node took the game meanwhile", async () => {
    const { gameId, nodeA, nodeB, answer, answersLogged, stallPastTheLease } = await questionOpenOnA();
    await stallPastTheLease();
    const nodeC = await startNode(new FakeTime());
    expect(await nodeC.placement.claim(gameId)).toBe(true);
    await expect(nodeB.placement.forward(nodeA.placement.nodeId, gameId, answer, randomUUID())).rejects.toBeInstanceOf(
      OwnerLost,
    );
    expect(await answersLogged()).toBe(0);
    expect(nodeA.runner.isLocal(gameId)).toBe(false);
  });

  it("does not run its own player's command when another node took the game meanwhile: the new owner does", async () => {
    const { time, gameId, nodeA, answer, answersLogged, stallPastTheLease } = await questionOpenOnA();
    await stallPastTheLease();
    const nodeC = await startNode(time);
    expect(await nodeC.placement.claim(gameId)).toBe(true);
    // The player is connected to A, which still has its copy of the game in memory.
    await expect(nodeA.runner.execute(gameId, answer)).resolves.toBeDefined();
    expect(nodeA.runner.isLocal(gameId)).toBe(false);
    expect(nodeC.runner.isLocal(gameId)).toBe(true);
    expect(await answersLogged()).toBe(1);
  });

  it("does not close the question on its own timer when another node took the game meanwhile", async () => {
    const { time, gameId, nodeA, stallPastTheLease } = await questionOpenOnA();
    const ticksLogged = async () =>
      (await nodeA.logStore.load(gameId)).filter(({ command }) => command.kind === "tick").length;
    await nodeA.logStore.flush();
    const before = await ticksLogged();
    await stallPastTheLease();
    const nodeC = await startNode(new FakeTime());
    expect(await nodeC.placement.claim(gameId)).toBe(true);
    // The question's 20 s run out while A's loop was stalled: its timer fires as soon as the loop is back.
    await time.advance(21_000);
    await expect.poll(() => nodeA.runner.isLocal(gameId)).toBe(false);
    await nodeA.logStore.flush();
    expect(await ticksLogged()).toBe(before);
  });

  it("does not take the game back when another node took it and let it go meanwhile: its copy may be behind", async () => {
    const { gameId, nodeA, nodeB, answer, answersLogged, stallPastTheLease } = await questionOpenOnA();
    await stallPastTheLease();
    const nodeC = await startNode(new FakeTime());
    expect(await nodeC.placement.claim(gameId)).toBe(true);
    await nodeC.placement.release(gameId);
    await expect(nodeB.placement.forward(nodeA.placement.nodeId, gameId, answer, randomUUID())).rejects.toBeInstanceOf(
      OwnerLost,
    );
    expect(await answersLogged()).toBe(0);
    expect(await nodeA.placement.ownerOf(gameId)).toBeNull();
  });
});
