/** Small numeric helpers shared by the bench parent and its workers. */

/** Wall-clock milliseconds with sub-millisecond precision; every bench process on this machine shares it. */
export const now = () => performance.timeOrigin + performance.now();

/** Nearest-rank percentile of an unsorted array; NaN when empty. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function summary(values) {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    max: values.length === 0 ? Number.NaN : values.reduce((a, b) => Math.max(a, b), -Infinity),
  };
}

export const ms = (value) =>
  Number.isFinite(value) ? (Math.abs(value) < 10 ? value.toFixed(1) : `${Math.round(value)}`) : "–";
export const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Checks `done` every `everyMs` until it holds or `withinMs` have passed (no error: the caller counts what is missing). */
export async function waitUntil(done, withinMs, everyMs) {
  const deadline = now() + withinMs;
  while (!done() && now() < deadline) await sleep(everyMs);
}

/** Rejects when `promise` has not settled within `milliseconds`, naming what was awaited. */
export function withTimeout(promise, milliseconds, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${milliseconds} ms: ${what}`)), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once a Socket.IO client (socket.io-client's or lite-socket.mjs's) is connected; rejects on its connect error or after `milliseconds`. */
export function connected(socket, milliseconds = 60_000) {
  const opened = new Promise((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return withTimeout(opened, milliseconds, "connect");
}

/** Whether a `check_answer` says more than "locked in": by default right or wrong waits for the close (issue 29). */
export const tellsRightFromWrong = (reply) =>
  reply.correct !== undefined || reply.points !== undefined || reply.score !== undefined;

/**
 * The scoring rule as docs/protocol.md states it, written again here so the bots check the server instead of
 * trusting it: r = |(total − position) / total|; right ceil(1000·r + 1000), wrong ceil(1000·r).
 */
export function expectedPoints(correct, position, total) {
  const r = Math.abs((total - position) / total);
  return correct ? Math.ceil(1000 * r + 1000) : Math.ceil(1000 * r);
}

/**
 * The student-paced rule (issue 31) as docs/protocol.md states it, for the same reason: t the player's own time on
 * the question (from when the server sent it), T its limit, s = 1 − t/T; right ceil(1000 + 1000·s), wrong
 * ceil(1000·s) (points for wrong answers on).
 */
export function pacedPoints(correct, t, limit) {
  const forSpeed = Math.ceil((1000 * (limit - Math.min(Math.max(t, 0), limit))) / limit);
  return correct ? 1000 + forSpeed : forSpeed;
}
