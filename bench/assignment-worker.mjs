/**
 * One worker of the student-paced assignment (issue 31, `npm run bench -- --assignment`): a share of the class, each
 * student working through the deck on their own — their card, a think, an answer (right two times in three),
 * their result, `next_question`, … until `paced_finished`. A student given `runsOut` lets that question's time run
 * out instead and then asks for the next one (the timeout path). Every result is checked against the rule in
 * docs/protocol.md and the student's own sums; the figures go to the parent over IPC (see workers.mjs).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { io } from "socket.io-client";
import { answerFor } from "./question-types.mjs";
import { connected, now, pacedPoints, waitUntil } from "./stats.mjs";
import { serveParent } from "./workers.mjs";

/** After a question's deadline (by the student's clock, never before the server's), before asking for the next. */
const RUN_OUT_MARGIN_MS = 20;
/** A next_question refused because the question is still open is asked again after this long. */
const ASK_AGAIN_MS = 200;

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

let config;
/** @type {Student[]} */
let students = [];

const figures = {
  answerToResult: [],
  nextToCard: [],
  dropped: 0,
  dropReasons: [],
  refusals: [],
  /** Results for a question the student never got. */
  strays: 0,
};

function refused(what, ack) {
  figures.refusals.push(`${what}: ${ack?.error?.message ?? "no ack"}`);
}

class Student {
  constructor({ id, username, token, url, runsOut }) {
    Object.assign(this, { id, username, token, url, runsOut });
    /** CardIndex → { card, receivedAt, answer, sentAt, checks[], results[], cardsSeen } */
    this.questions = new Map();
    this.current = -1;
    this.askedAt = null;
    this.finished = [];
    this.result = null;
    this.ended = false;
  }

  async join() {
    const socket = io(this.url, {
      transports: ["websocket"],
      extraHeaders: { cookie: `qd_session=${this.token}` },
      forceNew: true,
      reconnection: false,
      timeout: 30_000,
    });
    this.socket = socket;
    socket.on("card_for_client", (card) => this.onCard(card));
    socket.on("check_answer", (reply) => this.questions.get(this.current)?.checks.push({ wall: Date.now(), reply }));
    socket.on("question_result", (result) => this.onResult(result));
    socket.on("paced_finished", (payload) => this.onFinished(payload));
    socket.on("your_result", (result) => {
      this.result = result;
    });
    socket.on("disconnect", (reason) => {
      if (this.ended) return;
      figures.dropped += 1;
      if (figures.dropReasons.length < 5) figures.dropReasons.push(`${this.username}: ${reason}`);
    });
    await connected(socket);
    const ack = await socket.timeout(60_000).emitWithAck("join_lobby", { Game_id: config.gameId });
    if (!ack.ok) throw new Error(ack.error.message);
  }

  onCard(card) {
    if (card.CardIndex < 0) return;
    const receivedAt = now();
    this.tookNext(receivedAt);
    const seen = this.questions.get(card.CardIndex);
    if (seen) {
      seen.cardsSeen += 1;
      return;
    }
    // The server stamps `serverNow` when it sends the card; the deadline is that plus the question's limit.
    const question = { card, receivedAt, limit: card.deadline - card.serverNow, checks: [], results: [], cardsSeen: 1 };
    this.questions.set(card.CardIndex, question);
    this.current = card.CardIndex;
    if (card.CardIndex === this.runsOut) {
      setTimeout(() => this.askNext(), question.limit + RUN_OUT_MARGIN_MS);
      return;
    }
    // Uniform around the mean, and always well inside the question's time.
    const thinkMs = Math.min(Math.random() * 2 * config.thinkMs, 0.9 * question.limit);
    setTimeout(() => this.answer(question), thinkMs);
  }

  answer(question) {
    question.answer = answerFor(question.card, Math.random() < 2 / 3);
    question.sentAt = now();
    this.socket.emit("submit_answer", { Game_id: config.gameId, ...question.answer.payload }, (ack) => {
      if (ack?.ok) return;
      question.refused = true;
      refused("submit_answer", ack);
    });
  }

  onResult(result) {
    const question = this.questions.get(result.CardIndex);
    if (!question) {
      figures.strays += 1;
      return;
    }
    question.results.push({ at: now(), result });
    // A timeout's result comes in answer to the student's own next_question, just before the next card.
    if (question.answer && question.results.length === 1 && result.CardIndex === this.current) this.askNext();
  }

  askNext() {
    this.askedAt = now();
    this.socket.emit("next_question", { Game_id: config.gameId }, (ack) => {
      if (ack?.ok) return;
      refused("next_question", ack);
      if (ack?.error?.code === "question_open") setTimeout(() => this.askNext(), ASK_AGAIN_MS);
    });
  }

  onFinished(payload) {
    this.tookNext(now());
    this.finished.push(payload);
    this.finishedAt ??= now();
  }

  /** The time from the student's next_question to what answered it (their next card or paced_finished). */
  tookNext(at) {
    if (this.askedAt === null) return;
    figures.nextToCard.push(at - this.askedAt);
    this.askedAt = null;
  }

  /**
   * Every question of this student against the rule and their own sums; adds to `tally`. The server measures a
   * question's time t from when it sent the card to when the answer arrived: t is at least the student's own time
   * from the card's arrival to the answer's sending, and at most the time from the card's `serverNow` to the
   * check_answer's arrival (one machine, one wall clock, whole milliseconds on both sides), so the points must lie
   * within the rule at those two times.
   */
  settle(tally) {
    let own = 0;
    let answered = 0;
    let correct = 0;
    let timeouts = 0;
    for (let cardIndex = 0; cardIndex < config.questions; cardIndex += 1) {
      const question = this.questions.get(cardIndex);
      if (!question) {
        tally.missed += 1;
        continue;
      }
      if (question.cardsSeen > 1 || question.checks.length > 1 || question.results.length > 1) tally.doubled += 1;
      const rightShown = question.card.Card.Answers.indexOf(`right ${cardIndex + 1}`);
      const result = question.results[0];
      if (!result) tally.noResult += 1;
      if (cardIndex === this.runsOut) {
        timeouts += 1;
        const r = result?.result;
        if (r && (question.checks.length || r.outcome !== "timeout" || r.points !== 0 || r.score !== own)) {
          tally.wrong.timeout += 1;
        }
        if (r && r.correctIndex !== rightShown) tally.wrong.reveal += 1;
        continue;
      }
      if (!question.answer || question.refused) {
        tally.unanswered += 1;
        continue;
      }
      const check = question.checks[0];
      if (!check) tally.noCheck += 1;
      if (!check || !result) continue;
      figures.answerToResult.push(result.at - question.sentAt);
      const { reply } = check;
      const r = result.result;
      const wantCorrect = question.answer.correct;
      if (reply.correct !== wantCorrect || r.outcome !== (wantCorrect ? "correct" : "incorrect")) {
        tally.wrong.verdict += 1;
      }
      if (r.correctIndex !== rightShown) tally.wrong.reveal += 1;
      const fastest = Math.max(0, question.sentAt - question.receivedAt - 1);
      const slowest = check.wall - question.card.serverNow;
      const most = pacedPoints(wantCorrect, fastest, question.limit) * question.answer.factor;
      const least = pacedPoints(wantCorrect, slowest, question.limit) * question.answer.factor;
      tally.pointWindows.push(most - least);
      if (reply.points !== r.points || r.points < least || r.points > most) tally.wrong.points += 1;
      own += r.points;
      if (reply.score !== own || r.score !== own) tally.wrong.score += 1;
      answered += 1;
      if (wantCorrect) correct += 1;
      tally.perQuestion[cardIndex].answered += 1;
      if (wantCorrect) tally.perQuestion[cardIndex].correct += 1;
    }
    const [done] = this.finished;
    if (!done) tally.notFinished += 1;
    else if (this.finished.length > 1) tally.doubled += 1;
    if (
      done &&
      (done.score !== own || done.correct !== correct || done.answered !== answered || done.total !== config.questions)
    ) {
      tally.wrong.finished += 1;
    }
    return { id: this.id, username: this.username, own, answered, correct, timeouts, result: this.result };
  }
}

async function joinAll(batchSize) {
  const failures = [];
  for (let start = 0; start < students.length; start += batchSize) {
    const batch = students.slice(start, start + batchSize);
    const outcomes = await Promise.allSettled(batch.map((student) => student.join()));
    for (const outcome of outcomes) if (outcome.status === "rejected") failures.push(String(outcome.reason));
  }
  return { joined: students.length - failures.length, failures: failures.slice(0, 5) };
}

/** Waits until every student got paced_finished (or `withinMs` passed); when the last one did. */
async function allDone(withinMs) {
  const waiting = (student) => student.finished.length === 0 && student.socket?.connected;
  await waitUntil(() => !students.some(waiting), withinMs, 250);
  return {
    finished: students.filter((student) => student.finished.length > 0).length,
    lastAt: Math.max(...students.map((student) => student.finishedAt ?? Number.NEGATIVE_INFINITY)),
  };
}

/** After the host's end: everyone's your_result (up to 15 s), then every student's questions settled. */
async function settleAll() {
  for (const student of students) student.ended = true;
  await waitUntil(() => !students.some((student) => !student.result && student.socket?.connected), 15_000, 50);
  const tally = {
    missed: 0,
    noCheck: 0,
    noResult: 0,
    unanswered: 0,
    doubled: 0,
    notFinished: 0,
    wrong: { verdict: 0, points: 0, score: 0, reveal: 0, timeout: 0, finished: 0 },
    pointWindows: [],
    perQuestion: Array.from({ length: config.questions }, () => ({ answered: 0, correct: 0 })),
  };
  const own = students.map((student) => student.settle(tally));
  return { ...figures, tally, students: own, loopP99: loopDelay.percentile(99) / 1e6 };
}

const handlers = {
  init(message) {
    config = message;
    students = message.students.map((student) => new Student(student));
    return { ready: students.length };
  },
  connect: (message) => joinAll(message.batchSize),
  done: (message) => allDone(message.withinMs),
  final: () => settleAll(),
  close() {
    for (const student of students) {
      student.ended = true;
      student.socket?.disconnect();
    }
    setTimeout(() => process.exit(0), 100);
    return {};
  },
};

serveParent(handlers);
