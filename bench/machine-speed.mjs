/**
 * How fast this machine does the four things a live game is made of, measured in a second or two before a run,
 * so that figures from different machines can be told apart (issue 32: the same build joined 10,000 players in
 * 4 s on one machine of our kind and in 13–19 s on another, every thread's share of a join three to four times
 * dearer there).
 *
 * - a system call (`process.ppid` asks the kernel each time): what entering the kernel costs here;
 * - a 300-byte write to a loopback TCP socket (a question to one player), with nobody reading on the other end,
 *   so that no wake-up of another process is counted;
 * - a JSON round trip of a question's payload: plain JavaScript on one core;
 * - a one-byte ping-pong with another process over loopback TCP, each side waiting in between: what waking another
 *   process costs (a join is several such round trips between a player and the server).
 *
 * Each is the median of five rounds. None of them is a target; they are the machine's side of the figures.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import { percentile, sleep } from "./stats.mjs";

const ROUNDS = 5;
// 800 file descriptors: well under the 1,024 a shell gives by default.
const SOCKETS = 400;
const SYSCALLS = 100_000;
const JSON_ROUND_TRIPS = 20_000;
const ROUND_TRIPS = 2_000;

const PAYLOAD = {
  Question: "Which of these is the capital of the country whose flag is shown in the picture?",
  Answers: ["Paris", "Lyon", "Marseille", "Lille"],
  CardIndex: 3,
  NumCards: 10,
  TimePerQuestion: 20,
  StartsAt: 1_790_000_000_000,
};

async function medianOf(measure) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) rounds.push(await measure());
  return percentile(rounds, 50);
}

function nanosecondsPerSyscall() {
  return medianOf(() => {
    let sum = 0;
    const start = process.hrtime.bigint();
    for (let i = 0; i < SYSCALLS; i += 1) sum += process.ppid;
    const elapsed = Number(process.hrtime.bigint() - start);
    if (sum === 0) throw new Error("process.ppid read 0");
    return elapsed / SYSCALLS;
  });
}

function microsecondsPerJsonRoundTrip() {
  return medianOf(() => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < JSON_ROUND_TRIPS; i += 1) JSON.parse(JSON.stringify(PAYLOAD));
    return Number(process.hrtime.bigint() - start) / 1000 / JSON_ROUND_TRIPS;
  });
}

/** A server of this process's own on a free loopback port; resolves to the port. */
async function listenOnLoopback(server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server.address().port;
}

/** Pairs of connected loopback sockets: the server's side of each and every socket to close afterwards. */
async function loopbackPairs(count) {
  const accepted = [];
  const server = net.createServer({ noDelay: true }, (socket) => accepted.push(socket));
  const port = await listenOnLoopback(server);
  const clients = [];
  for (let i = 0; i < count; i += 1) {
    const client = net.connect({ port, host: "127.0.0.1", noDelay: true });
    // The other end reads nothing: the bytes wait in its receive buffer, far below its size.
    client.pause();
    clients.push(client);
  }
  await Promise.all(clients.map((client) => new Promise((resolve) => client.once("connect", resolve))));
  while (accepted.length < count) await new Promise((resolve) => setImmediate(resolve));
  const close = () => {
    for (const socket of [...accepted, ...clients]) socket.destroy();
    server.close();
  };
  return { sockets: accepted, close };
}

async function microsecondsPerLoopbackWrite() {
  const { sockets, close } = await loopbackPairs(SOCKETS);
  const frame = Buffer.alloc(300, "q");
  try {
    return await medianOf(async () => {
      // The previous round's callbacks and the kernel's acknowledgements settle first.
      await sleep(20);
      const start = process.hrtime.bigint();
      for (const socket of sockets) socket.write(frame);
      return Number(process.hrtime.bigint() - start) / 1000 / sockets.length;
    });
  } finally {
    close();
  }
}

/** The other side of the ping-pong: connects to the port it is given and echoes every byte back. */
const ECHO = `
const socket = require("node:net").connect(Number(process.argv[1]), "127.0.0.1");
socket.setNoDelay(true);
socket.on("data", (data) => socket.write(data));
socket.on("error", () => process.exit(0));
socket.on("close", () => process.exit(0));
`;

async function microsecondsPerRoundTrip() {
  const server = net.createServer({ noDelay: true });
  const port = await listenOnLoopback(server);
  const accepted = new Promise((resolve) => server.once("connection", resolve));
  const echo = spawn(process.execPath, ["-e", ECHO, String(port)], { stdio: "ignore" });
  const exited = once(echo, "exit").then(() =>
    Promise.reject(new Error("the echo process exited before it connected")),
  );
  const socket = await Promise.race([accepted, exited]).catch((error) => {
    server.close();
    throw error;
  });
  const ping = Buffer.from([1]);
  try {
    return await medianOf(async () => {
      const start = process.hrtime.bigint();
      for (let i = 0; i < ROUND_TRIPS; i += 1) {
        const answered = once(socket, "data");
        socket.write(ping);
        await answered;
      }
      return Number(process.hrtime.bigint() - start) / 1000 / ROUND_TRIPS;
    });
  } finally {
    socket.destroy();
    server.close();
    echo.kill();
  }
}

/** One line for the bench's header, e.g. "system call 0.20 µs, loopback write 8.7 µs, JSON round trip 1.2 µs, …". */
export async function machineSpeed() {
  const syscall = (await nanosecondsPerSyscall()) / 1000;
  const write = await microsecondsPerLoopbackWrite();
  const json = await microsecondsPerJsonRoundTrip();
  const roundTrip = await microsecondsPerRoundTrip();
  return (
    `system call ${syscall.toFixed(2)} µs, loopback write ${write.toFixed(1)} µs, ` +
    `JSON round trip ${json.toFixed(1)} µs, ping-pong with another process ${roundTrip.toFixed(0)} µs`
  );
}
