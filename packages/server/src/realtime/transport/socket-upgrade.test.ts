import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type LiveApp, startLiveApp } from "../../../test/socket-helper";

/**
 * Issue 32: the upgrade's response and Engine.IO's open packet leave together (corked for a turn). A refused
 * upgrade must still reach the client as Engine.IO's 400 with its reason, not as a connection cut without one.
 */
let live: LiveApp | undefined;
afterEach(async () => {
  await live?.close();
  live = undefined;
});

/** Opens a WebSocket on Engine.IO's path: the first frame it gets, or the HTTP status and body it is refused with. */
function upgrade(baseUrl: string, query: string): Promise<{ frame: string } | { status: number; body: string }> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket${query}`);
  return new Promise<{ frame: string } | { status: number; body: string }>((resolve, reject) => {
    ws.once("message", (data) => resolve({ frame: data.toString() }));
    ws.once("unexpected-response", (_request, response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    ws.once("error", reject);
  }).finally(() => ws.terminate());
}

describe("a WebSocket upgrade", () => {
  it("is answered with Engine.IO's open packet", async () => {
    live = await startLiveApp();
    const answer = await upgrade(live.baseUrl, "");
    expect(answer).toMatchObject({ frame: expect.stringMatching(/^0\{"sid":/) });
  });

  it("that Engine.IO refuses (a session id it does not know) gets its 400 and the reason", async () => {
    live = await startLiveApp();
    expect(await upgrade(live.baseUrl, "&sid=not-a-session")).toEqual({ status: 400, body: "Session ID unknown" });
  });
});
