/**
 * One bench worker process: plays a share of the players over real websockets and reports what each saw to the
 * parent over IPC. Every time is wall-clock ms (stats.mjs `now`), comparable with the parent's.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { LiteSocket } from "./lite-socket.mjs";
import { answerFor, expectedOutcome } from "./question-types.mjs";
import { connected, now, tellsRightFromWrong, waitUntil, withTimeout } from "./stats.mjs";
import { serveParent } from "./workers.mjs";

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

let config;
/** @type {Bot[]} */
let bots = [];
/** CardIndex → answer window in ms, set by the parent before the question opens. */
const plans = new Map();
/** As the web client (packages/web/src/game/confirm-retries.ts): connect_game every second until confirmed, one at a time. */
const RESUME_RETRY_MS = 1000;
const RESUME_RETRY_LIMIT = 30;
const ACK_TIMEOUT_MS = 20_000;

class Bot {
  /** `guest` (issue 12, `--guests`): `{ nickname, address }`; the bot opens a guest session instead of a signed-in one. */
  constructor({ id, username, token, url, guest }) {
    this.id = id;
    this.url = url;
    this.username = username;
    this.guest = guest;
    this.cookie = guest ? null : `qd_session=${token}`;
    this.score = 0;
    this.cards = new Map();
    this.answers = new Map();
    this.correct = new Map();
    /** CardIndex → this player's own question_result (issue 11). */
    this.results = new Map();
    this.connectedOnce = false;
    this.back = null;
    this.result = null;
    this.confirmed = false;
    this.resumeRequests = 0;
    this.refusals = [];
    this.leaderboards = 0;
  }

  /** Issue 12: a guest session from the bot's own address (the bench server trusts X-Forwarded-For). */
  async joinAsGuest() {
    const response = await fetch(`${this.url ?? config.url}/api/games/${config.gameId}/guests`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": this.guest.address },
      body: JSON.stringify({ nickname: this.guest.nickname }),
    });
    if (response.status !== 201) throw new Error(`guest session ${response.status}: ${await response.text()}`);
    this.id = (await response.json()).data.User_id;
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("qd_guest="));
    if (!cookie) throw new Error("guest session: no qd_guest cookie");
    this.cookie = cookie.split(";")[0];
  }

  async connect() {
    if (this.guest) await withTimeout(this.joinAsGuest(), 60_000, "guest session");
    const socket = new LiteSocket(this.url ?? config.url, { headers: { cookie: this.cookie }, openTimeoutMs: 30_000 });
    this.socket = socket;
    socket.on("card_for_client", (card) => this.onCard(card));
    socket.on("check_answer", (reply) => this.onCheck(reply));
    socket.on("question_ended", (ended) => this.correct.set(ended.CardIndex, ended.correctIndex));
    socket.on("question_result", (result) => this.results.set(result.CardIndex, result));
    socket.on("show_leaderboard", () => {
      this.leaderboards += 1;
    });
    socket.on("your_result", (result) => {
      this.result = result;
    });
    socket.on("player_confirm", (snapshot) => this.onConfirm(snapshot));
    socket.on("connect", () => {
      // No connection-state recovery on the server: a returning client asks for its snapshot.
      if (this.connectedOnce) this.resume();
      this.connectedOnce = true;
    });
    socket.on("disconnect", () => {
      this.confirmed = false;
      clearInterval(this.resumeTimer);
    });
    return connected(socket).then(async () => {
      const ack = await socket.emitWithAck("join_lobby", { Game_id: config.gameId }, 60_000);
      if (!ack.ok) throw new Error(ack.error.message);
    });
  }

  /**
   * Sends connect_game now and again every second until a player_confirm arrives, for 30 seconds, one request at a
   * time, like the web client (ConfirmRetries). Unlike the web client, a refusal does not stop the retries; it is
   * counted and reported instead.
   */
  resume() {
    this.confirmed = false;
    clearInterval(this.resumeTimer);
    let attempts = 0;
    let asking = false;
    const attempt = () => {
      if (this.confirmed || !this.socket.connected || attempts >= RESUME_RETRY_LIMIT) {
        clearInterval(this.resumeTimer);
        return;
      }
      attempts += 1;
      if (asking) return;
      asking = true;
      this.resumeRequests += 1;
      this.socket.emit(
        "connect_game",
        { Game_id: config.gameId },
        (error, ack) => {
          asking = false;
          if (!error && ack && !ack.ok) this.refusals.push(ack.error);
        },
        ACK_TIMEOUT_MS,
      );
    };
    attempt();
    this.resumeTimer = setInterval(attempt, RESUME_RETRY_MS);
  }

  onCard(card) {
    if (card.CardIndex < 0 || this.cards.has(card.CardIndex)) return;
    const receivedAt = now();
    this.cards.set(card.CardIndex, receivedAt);
    const windowMs = plans.get(card.CardIndex);
    if (windowMs === undefined) return;
    // Two in three bots answer right, so both branches of the scoring rule are exercised.
    const sent = answerFor(card, Math.random() < 2 / 3);
    const delay = Math.random() * windowMs;
    const answer = { scheduledAt: receivedAt + delay, sentAt: null, replies: [], refused: null, ...sent };
    this.answers.set(card.CardIndex, answer);
    this.current = card.CardIndex;
    setTimeout(() => {
      answer.sentAt = now();
      this.socket.emit("submit_answer", { Game_id: config.gameId, ...sent.payload }, (error, ack) => {
        if (!ack?.ok) answer.refused = ack?.error?.message ?? error?.message ?? "no ack";
      });
    }, delay);
  }

  onCheck(reply) {
    const answer = this.answers.get(this.current);
    if (answer) answer.replies.push({ at: now(), reply });
  }

  onConfirm(snapshot) {
    this.confirmed = true;
    clearInterval(this.resumeTimer);
    if (this.back || !this.cutAt) return;
    this.back = { at: now(), scoreOk: snapshot.you?.score === this.score, phase: snapshot.phase };
  }

  /** What this bot saw of one question; updates its own score from the rules. */
  settle(cardIndex, players) {
    const answer = this.answers.get(cardIndex);
    const seen = {
      receivedAt: this.cards.get(cardIndex),
      lost: 0,
      doubled: 0,
      refused: 0,
      mismatch: 0,
      noResult: 0,
      wrongResult: 0,
    };
    if (!answer) return seen;
    const result = this.results.get(cardIndex);
    if (!result) seen.noResult = 1;
    if (answer.refused) seen.refused = 1;
    if (answer.replies.length === 0) {
      seen.lost = 1;
      return seen;
    }
    if (answer.replies.length > 1) seen.doubled = 1;
    const { reply, at } = answer.replies[0];
    // A timer may fire up to a millisecond early; then the real send is the start.
    seen.latency = at - Math.min(answer.scheduledAt, answer.sentAt);
    seen.sendLag = answer.sentAt - answer.scheduledAt;
    seen.position = reply.position;
    const correctIndex = this.correct.get(cardIndex);
    const { points, outcome } = expectedOutcome(answer, reply.position, players);
    this.score += points;
    // The reply only locks the answer in (issue 29): right or wrong, the points and the score come at the close.
    if (tellsRightFromWrong(reply) || reply.totalPos !== players) seen.mismatch = 1;
    const revealed = correctIndex === answer.rightShown;
    if (
      !revealed ||
      (result && (result.score !== this.score || result.outcome !== outcome || result.correctIndex !== correctIndex))
    ) {
      seen.wrongResult = 1;
    }
    return seen;
  }
}

const pending = (cardIndex) =>
  bots.filter((bot) => {
    const answer = bot.answers.get(cardIndex);
    return (
      (answer && answer.replies.length === 0 && !answer.refused) ||
      (answer && (!bot.correct.has(cardIndex) || !bot.results.has(cardIndex)))
    );
  }).length;

async function connectAll(batchSize) {
  const started = now();
  const failures = [];
  for (let start = 0; start < bots.length; start += batchSize) {
    const batch = bots.slice(start, start + batchSize);
    const outcomes = await Promise.allSettled(batch.map((bot) => bot.connect()));
    for (const outcome of outcomes) if (outcome.status === "rejected") failures.push(String(outcome.reason));
  }
  return {
    joined: bots.length - failures.length,
    failures: failures.slice(0, 5),
    failed: failures.length,
    ms: now() - started,
  };
}

async function report(cardIndex, players) {
  await waitUntil(() => pending(cardIndex) === 0, 10_000, 50);
  const seen = bots.map((bot) => bot.settle(cardIndex, players));
  const sum = (key) => seen.reduce((total, s) => total + s[key], 0);
  /** When the question reached each player, by the URL of the node the player is on. */
  const receivedOn = {};
  seen.forEach((s, i) => {
    if (s.receivedAt === undefined) return;
    const url = bots[i].url ?? config.url;
    const times = receivedOn[url] ?? [];
    times.push(s.receivedAt);
    receivedOn[url] = times;
  });
  return {
    receivedOn,
    missed: seen.filter((s) => s.receivedAt === undefined).length,
    latencies: seen.filter((s) => s.latency !== undefined).map((s) => s.latency),
    sendLags: seen.filter((s) => s.sendLag !== undefined).map((s) => s.sendLag),
    positions: seen.filter((s) => s.position !== undefined).map((s) => s.position),
    lost: sum("lost"),
    doubled: sum("doubled"),
    refused: sum("refused"),
    mismatch: sum("mismatch"),
    noResult: sum("noResult"),
    wrongResult: sum("wrongResult"),
    loopP99: takeLoopP99(),
  };
}

function takeLoopP99() {
  const p99 = loopDelay.percentile(99) / 1e6;
  loopDelay.reset();
  return p99;
}

async function storm() {
  const cutAt = now();
  for (const bot of bots) {
    bot.cutAt = cutAt;
    bot.back = null;
    bot.resumeRequests = 0;
    bot.refusals = [];
  }
  // A dropped connection (not `disconnect()`): the client reconnects by itself.
  for (const bot of bots) bot.socket.drop();
  await waitUntil(() => bots.every((bot) => bot.back), 60_000, 100);
  const back = bots.filter((bot) => bot.back);
  const refusals = bots.flatMap((bot) => bot.refusals);
  return {
    cutAt,
    resumeRequests: bots.reduce((total, bot) => total + bot.resumeRequests, 0),
    refused: refusals.length,
    refusedBots: bots.filter((bot) => bot.refusals.length > 0).length,
    refusalMessages: [...new Set(refusals.map((refusal) => refusal.message))].slice(0, 3),
    // Issue 32: no game moves during the bench, so a node saying one does tells the player something false.
    moving: refusals.filter((refusal) => refusal.code === "game_moving").length,
    backTimes: back.map((bot) => bot.back.at),
    notBack: bots.length - back.length,
    wrongScore: back.filter((bot) => !bot.back.scoreOk).length,
  };
}

/** Waits until every bot has heard `count` leaderboards (10 s at most); says how many have. */
async function leaderboardsHeard(count) {
  const heard = () => bots.filter((bot) => bot.leaderboards >= count).length;
  await waitUntil(() => heard() === bots.length, 10_000, 10);
  return { heard: heard() };
}

async function finalResults() {
  await waitUntil(() => bots.every((bot) => bot.result), 15_000, 50);
  return bots.map((bot) => ({ id: bot.id, username: bot.username, own: bot.score, result: bot.result }));
}

const handlers = {
  init(message) {
    config = message;
    bots = message.players.map((player) => new Bot(player));
    return { ready: bots.length };
  },
  connect: (message) => connectAll(message.batchSize),
  plan(message) {
    plans.set(message.cardIndex, message.windowMs);
    return {};
  },
  report: (message) => report(message.cardIndex, message.players),
  leaderboards: (message) => leaderboardsHeard(message.count),
  storm: () => storm(),
  final: () => finalResults(),
  close() {
    for (const bot of bots) {
      clearInterval(bot.resumeTimer);
      bot.socket?.disconnect();
    }
    setTimeout(() => process.exit(0), 100);
    return {};
  },
};

serveParent(handlers);
