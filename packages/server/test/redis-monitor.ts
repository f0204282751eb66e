import { connect } from "node:net";

/** One command Redis ran, as MONITOR reports it: its words, and "lua" when a script ran it. */
export interface MonitoredCommand {
  args: string[];
  source: string;
}

/**
 * Watches every command Redis runs, over a plain connection. ioredis's own `monitor()` is not used: it enters
 * monitoring mode a turn after MONITOR's "OK", so a command another client runs in that moment arrives as an
 * unexpected reply and throws "Command queue state error" (it failed CI that way).
 */
export async function monitorRedis(redisUrl: string, onCommand: (command: MonitoredCommand) => void) {
  const url = new URL(redisUrl);
  const socket = connect(Number(url.port || 6379), url.hostname);
  let pending = "";
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.on("data", (chunk) => {
      pending += chunk.toString("latin1");
      const lines = pending.split("\r\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line === "+OK") resolve();
        else if (line.startsWith("-")) reject(new Error(`Redis refused MONITOR: ${line.slice(1)}`));
        else if (line.startsWith("+")) onCommand(parseMonitorLine(line));
      }
    });
    socket.write("MONITOR\r\n");
  });
  return { close: () => socket.destroy() };
}

const ESCAPED: Record<string, string> = { n: "\n", r: "\r", t: "\t", a: "\x07", b: "\b" };

/** `+1700000000.123456 [0 127.0.0.1:5000] "rpush" "key" "a \"b\""` → words and source. */
function parseMonitorLine(line: string): MonitoredCommand {
  const source = /^\+\S+ \[\d+ ([^\]]+)\]/.exec(line)?.[1] ?? "";
  const args = [...line.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, word]) =>
    (word ?? "").replace(/\\x([0-9a-f]{2})|\\(.)/g, (_, hex: string | undefined, char: string) =>
      hex ? String.fromCharCode(Number.parseInt(hex, 16)) : (ESCAPED[char] ?? char),
    ),
  );
  return { args, source };
}
