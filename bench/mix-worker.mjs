/**
 * One worker of the classroom mix (issue 15, `npm run bench -- --mix`): plays whole games, each with its host and
 * its players in this process (so fan-out is measured on one clock), and has a tenth of the players read the REST
 * API at a steady rate while they play. Reports what it saw to the parent over IPC (see workers.mjs).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { LiteSocket } from "./lite-socket.mjs";
import { expectedPoints, now, sleep, tellsRightFromWrong, withTimeout } from "./stats.mjs";
import { serveParent } from "./workers.mjs";

const ACK_TIMEOUT_MS = 30_000;
/** How long the host shows the results and then the leaderboard before moving on, as a teacher would. */
const HOST_PAUSE_MS = 2000;

let config;
let games = [];

const figures = {
  fanout: [],
  answerLatencies: [],
  rest: { search: [], browse: [], profile: [], group: [] },
  restFailures: [],
  restErrors: 0,
  joinFailures: [],
  gameFailures: [],
  dropped: 0,
  missed: 0,
  lost: 0,
  doubled: 0,
  refused: 0,
  /** Refusals that are not a rule of the game working (issue 32): the server could not or would not say. */
  notRules: 0,
  refusals: [],
  mismatch: 0,
  finished: 0,
};

/** Refusal codes that say nothing about the answer: no game moves during the mix, and the server is not shedding. */
const NOT_RULES = new Set(["game_moving", "server_busy", "internal", "rate_limited"]);

function restFailed(what) {
  figures.restErrors += 1;
  if (figures.restFailures.length < 5) figures.restFailures.push(what);
}

function connect(url, cookie) {
  const socket = new LiteSocket(url, { headers: { cookie }, openTimeoutMs: 30_000 });
  return withTimeout(
    new Promise((resolve, reject) => {
      socket.once("connect", () => resolve(socket));
      socket.once("connect_error", reject);
    }),
    60_000,
    "connect",
  );
}

async function request(socket, event, payload) {
  const ack = await socket.emitWithAck(event, payload, ACK_TIMEOUT_MS);
  if (!ack.ok) throw new Error(`${event}: ${ack.error.message}`);
  return ack;
}

class Player {
  /** `reader`: this player also reads the REST API, from its own `address`. */
  constructor(game, { id, token, url, reader, address }) {
    Object.assign(this, { game, id, token, url, reader, address });
    this.score = 0;
    /** CardIndex → { receivedAt, shown, sentAt, replies[] } */
    this.cards = new Map();
    this.correct = new Map();
    this.ended = false;
  }

  async join() {
    this.socket = await connect(this.url, `qd_session=${this.token}`);
    this.socket.on("card_for_client", (card) => this.onCard(card));
    this.socket.on("check_answer", (reply) => this.cards.get(this.current)?.replies.push({ at: now(), reply }));
    this.socket.on("question_ended", (ended) => this.correct.set(ended.CardIndex, ended.correctIndex));
    this.socket.on("disconnect", (reason) => {
      if (this.ended) return;
      figures.dropped += 1;
      if (figures.gameFailures.length < 20) figures.gameFailures.push(`player ${this.id} dropped: ${reason}`);
    });
    await request(this.socket, "join_lobby", { Game_id: this.game.gameId });
  }

  onCard(card) {
    if (card.CardIndex < 0 || this.cards.has(card.CardIndex)) return;
    const receivedAt = now();
    const rightIndex = card.Card.Answers.indexOf(`right ${card.CardIndex + 1}`);
    // Two in three pick the right answer, so both branches of the scoring rule are exercised.
    const shown = Math.random() < 2 / 3 ? rightIndex : (rightIndex + 1 + Math.floor(Math.random() * 3)) % 4;
    const entry = { receivedAt, shown, sentAt: null, replies: [], refused: false };
    this.cards.set(card.CardIndex, entry);
    this.current = card.CardIndex;
    // A class answers over the whole question, not in one burst.
    setTimeout(
      () => {
        entry.sentAt = now();
        const answer = { Game_id: this.game.gameId, Answer_id: shown };
        const onAck = (_error, ack) => {
          if (ack?.ok) return;
          entry.refused = true;
          figures.refused += 1;
          if (!ack?.error || NOT_RULES.has(ack.error.code)) figures.notRules += 1;
          if (figures.refusals.length < 5) figures.refusals.push(ack?.error?.message ?? "no ack");
        };
        this.socket.emit("submit_answer", answer, onAck, ACK_TIMEOUT_MS);
      },
      // Anywhere in the first 90 % of the time the question has left when it arrives (server clock).
      Math.random() * 0.9 * Math.max(0, card.deadline - card.serverNow),
    );
  }

  /** Checks one question against the scoring rule, after it ended. */
  settle(cardIndex, playerCount) {
    const entry = this.cards.get(cardIndex);
    if (!entry) {
      figures.missed += 1;
      return;
    }
    if (entry.replies.length === 0) {
      if (!entry.refused) figures.lost += 1;
      return;
    }
    if (entry.replies.length > 1) figures.doubled += 1;
    const { at, reply } = entry.replies[0];
    figures.answerLatencies.push(at - entry.sentAt);
    const correct = entry.shown === this.correct.get(cardIndex);
    this.score += expectedPoints(correct, reply.position, playerCount);
    if (tellsRightFromWrong(reply)) figures.mismatch += 1;
  }

  /** A tenth of the class browses between answers: a steady read every `readEveryMs`, of one kind after another. */
  async readWhilePlaying() {
    const kinds = [
      [
        "search",
        () => `/api/decks/search?q=${encodeURIComponent(`Listing deck ${1 + Math.floor(Math.random() * 20)}`)}`,
      ],
      ["browse", () => "/api/decks/search?sort=newest"],
      ["profile", () => `/api/users/${this.id}`],
      ["group", () => `/api/groups/${config.groupIds[Math.floor(Math.random() * config.groupIds.length)]}`],
    ];
    // Readers start at different moments, so the reads are spread evenly over time.
    await sleep(Math.random() * config.readEveryMs);
    for (let turn = 0; !this.ended; turn += 1) {
      const [kind, pathOf] = kinds[turn % kinds.length];
      const started = now();
      try {
        const response = await fetch(`${this.url}${pathOf()}`, {
          headers: { cookie: `qd_session=${this.token}`, "x-forwarded-for": this.address },
        });
        await response.arrayBuffer();
        figures.rest[kind].push(now() - started);
        if (!response.ok) restFailed(`${kind} ${response.status}`);
      } catch (error) {
        restFailed(`${kind}: ${error.message}`);
      }
      await sleep(Math.max(0, config.readEveryMs - (now() - started)));
    }
  }
}

/** One classroom: the host opens the lobby, the class joins, and the host runs every question to the end. */
async function play(game) {
  await sleep(Math.max(0, game.startAt - now()));
  const players = game.players.map((player) => new Player(game, player));
  let host;
  try {
    host = await connect(game.hostUrl, `qd_session=${game.hostToken}`);
    let joined = 0;
    host.on("player_joined", (batch) => {
      joined = batch.playerCount;
    });
    const questionEnded = new Map();
    host.on("question_ended", (ended) => questionEnded.get(ended.CardIndex)?.());
    await request(host, "join_lobby", { Game_id: game.gameId });
    const outcomes = await Promise.allSettled(players.map((player) => player.join()));
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") figures.joinFailures.push(String(outcome.reason?.message ?? outcome.reason));
    }
    const lobbyDeadline = now() + 30_000;
    while (joined < players.length && now() < lobbyDeadline) await sleep(50);
    await request(host, "game_settings_selected", {
      Game_id: game.gameId,
      Game_Settings: { selectedDeck: game.deckId, timePerQuestion: config.timerSeconds, shuffleDeck: false },
    });
    const reading = players.filter((player) => player.reader).map((player) => player.readWhilePlaying());
    const started = new Promise((resolve) => host.once("game_started", resolve));
    await request(host, "start_game", { Game_id: game.gameId });
    let openedAt = (await started).startsAt;
    for (let cardIndex = 0; cardIndex < config.questions; cardIndex += 1) {
      const ended = new Promise((resolve) => questionEnded.set(cardIndex, resolve));
      await withTimeout(ended, (config.timerSeconds + 30) * 1000, `question ${cardIndex + 1} of ${game.gameId}`);
      for (const player of players) {
        const received = player.cards.get(cardIndex)?.receivedAt;
        if (received !== undefined) figures.fanout.push(received - openedAt);
      }
      await sleep(HOST_PAUSE_MS); // the results
      await request(host, "send_next_card", { Game_id: game.gameId });
      await sleep(HOST_PAUSE_MS); // the leaderboard
      for (const player of players) player.settle(cardIndex, players.length);
      if (cardIndex === config.questions - 1) for (const player of players) player.ended = true;
      openedAt = now();
      await request(host, "send_next_card", { Game_id: game.gameId });
    }
    await Promise.all(reading);
    figures.finished += 1;
  } catch (error) {
    figures.gameFailures.push(`${game.gameId}: ${error.message}`);
  } finally {
    for (const player of players) {
      player.ended = true;
      player.socket?.disconnect();
    }
    host?.disconnect();
  }
}

const handlers = {
  init(message) {
    config = message;
    games = message.games;
    return { ready: games.length };
  },
  async play() {
    // The bots' own loop: a read's latency is measured on it, so its stalls are the bench's, not the server's.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    await Promise.all(games.map(play));
    loopDelay.disable();
    return { loopP99: loopDelay.percentile(99) / 1e6, loopMax: loopDelay.max / 1e6, ...figures };
  },
  close() {
    setTimeout(() => process.exit(0), 100);
    return {};
  },
};

serveParent(handlers);
