import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp, type TestUser } from "../../test/helper";
import { multipartForm, pngOfSize } from "../../test/multipart-form";

/**
 * Issue 26 item 12: a body over the limit is refused with a 413 the client reads, also on a kept-alive connection
 * (the server must not close it while the client is still sending). Over a real socket: inject has no connection.
 */
let t: TestApp;
let owner: TestUser;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const TWO_MIB = 2 * 1024 * 1024;
const bigJson = Buffer.from(JSON.stringify({ Title: "x".repeat(TWO_MIB) }));
const json = { "content-type": "application/json" };

type Outcome = { status: number; body: string } | { error: string };

const PIECE = 64 * 1024;

/**
 * One POST on the agent's kept-alive connection, its body written piece by piece as a network would carry it (on
 * loopback a 2 MiB body would otherwise sit whole in the kernel's buffers before the server answers). The outcome
 * is the answer, or the first error the client saw while sending or reading.
 */
function post(
  agent: http.Agent,
  path: string,
  headers: Record<string, string>,
  sockets: Set<unknown>,
  body: Buffer,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let answer: Outcome | undefined;
    let sent = false;
    const settle = (outcome?: Outcome) => {
      if (outcome && "error" in outcome) return resolve(outcome);
      if (outcome) answer = outcome;
      if (answer && sent) resolve(answer);
    };
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent,
        headers: { "content-length": String(body.length), ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => settle({ status: response.statusCode ?? 0, body: text }));
        response.on("error", (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
    request.on("socket", (socket) => sockets.add(socket));
    request.on("close", () => {
      if (!sent) settle({ error: "closed while the body was being sent" });
    });
    const writeFrom = (offset: number) => {
      if (offset >= body.length) {
        request.end(() => {
          sent = true;
          settle();
        });
        return;
      }
      request.write(body.subarray(offset, offset + PIECE), (error) => {
        if (!error) setImmediate(() => writeFrom(offset + PIECE));
      });
    };
    writeFrom(0);
  });
}

/** Twenty such POSTs on one kept-alive agent; `connections` is how many sockets they took. */
async function twentyTimes(path: string, headers: Record<string, string>, body = bigJson) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  try {
    const outcomes: Outcome[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) outcomes.push(await post(agent, path, headers, sockets, body));
    return { outcomes, connections: sockets.size };
  } finally {
    agent.destroy();
  }
}

describe("a 2 MiB JSON body on a kept-alive connection", () => {
  it("is answered 413 with the JSON error every time, never a reset connection", async () => {
    const { outcomes, connections } = await twentyTimes("/api/decks", { ...json, cookie: owner.cookie });
    const seen = outcomes.map((outcome) =>
      "error" in outcome ? outcome.error : `${outcome.status} ${JSON.parse(outcome.body).code}`,
    );
    expect(seen).toEqual(Array(20).fill("413 too_large"));
    const first = outcomes[0] as { body: string };
    expect(JSON.parse(first.body)).toMatchObject({ error: "The request body is too large", code: "too_large" });
    expect(connections).toBe(1);
  });

  it("signed out, is answered every time too (401 or 413), never a reset connection", async () => {
    const { outcomes } = await twentyTimes("/api/decks", json);
    const errors = outcomes.flatMap((outcome) => ("error" in outcome ? [outcome.error] : []));
    expect(errors).toEqual([]);
    for (const outcome of outcomes) expect([401, 413]).toContain((outcome as { status: number }).status);
  });

  it("as a 3 MiB picture upload, is answered 413 every time too", async () => {
    const form = multipartForm({ filename: "big.png", contentType: "image/png", bytes: pngOfSize(3 * 1024 * 1024) });
    const { outcomes } = await twentyTimes(
      `/api/users/${owner.id}/profile-pic`,
      { ...form.headers, cookie: owner.cookie },
      form.payload,
    );
    const seen = outcomes.map((outcome) => ("error" in outcome ? outcome.error : String(outcome.status)));
    expect(seen).toEqual(Array(20).fill("413"));
  });
});
