import { messages } from "@quizdeck/shared/messages";
import { io } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { createGameAs, signUp } from "../../../test/helper";
import { type LiveApp, request, startLiveApp } from "../../../test/socket-helper";

/**
 * Issue 26 rule 3: only the server's own pages (and CORS_ORIGIN's) open a socket with the user's cookie. A page
 * on another port or a sibling subdomain gets the cookie too (SameSite=Lax), so the handshake checks `Origin`.
 */
let live: LiveApp | undefined;
afterEach(async () => {
  await live?.close();
  live = undefined;
});

/** Connects with the given handshake headers: resolves with "connected" or the refusal's message. */
function handshake(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const socket = io(baseUrl, { transports: ["websocket"], extraHeaders: headers, reconnection: false, forceNew: true });
  return new Promise<string>((resolve) => {
    socket.once("connect", () => resolve("connected"));
    socket.once("connect_error", (error) => resolve(error.message));
  }).finally(() => socket.disconnect());
}

async function hostWithGame(env: Record<string, string> = {}) {
  live = await startLiveApp(env);
  const host = await signUp(live.t.app);
  const gameId = await createGameAs(live.t.app, host);
  return { live, host, gameId };
}

describe("the socket handshake's Origin", () => {
  it("from another site, another port of the same host or a sibling subdomain, is refused before the cookie is used", async () => {
    const { live, host } = await hostWithGame();
    const port = new URL(live.baseUrl).port;
    for (const origin of ["http://127.0.0.1:5173", "http://evil.example", `http://other.127.0.0.1:${port}`]) {
      expect(await handshake(live.baseUrl, { cookie: host.cookie, origin })).toBe(messages.otherSiteRefused);
    }
  });

  it("of the server's own pages, or without Origin (not a browser), connects and the host runs the game", async () => {
    const { live, host, gameId } = await hostWithGame();
    expect(await handshake(live.baseUrl, { cookie: host.cookie, origin: live.baseUrl })).toBe("connected");
    expect(await handshake(live.baseUrl, { cookie: host.cookie })).toBe("connected");
    const socket = await live.connect(host);
    expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  });

  it("listed in CORS_ORIGIN connects; behind a trusted proxy the forwarded scheme and host are the server's", async () => {
    const { live, host } = await hostWithGame({ CORS_ORIGIN: "https://app.example", TRUST_PROXY: "true" });
    expect(await handshake(live.baseUrl, { cookie: host.cookie, origin: "https://app.example" })).toBe("connected");
    const proxied = { cookie: host.cookie, "x-forwarded-proto": "https", "x-forwarded-host": "quiz.example" };
    expect(await handshake(live.baseUrl, { ...proxied, origin: "https://quiz.example" })).toBe("connected");
    expect(await handshake(live.baseUrl, { ...proxied, origin: "http://quiz.example" })).toBe(
      messages.otherSiteRefused,
    );
  });
});
