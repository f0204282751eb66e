import { randomBytes } from "node:crypto";
import { messages } from "@quizdeck/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameAs, signUp, type TestUser } from "../../../test/helper";
import { type AckReply, type LiveApp, request, startLiveApp } from "../../../test/socket-helper";
import { MAX_REFUSALS, OTHER_GAME_EVENTS, OWN_GAME_EVENTS } from "./event-budget";

/** Issue 26 rule 2: one socket sending thousands of events is refused, then cut off; everyone else plays on. */
let live: LiveApp;
let attacker: TestUser;
let host: TestUser;
let player: TestUser;

beforeAll(async () => {
  live = await startLiveApp();
  [attacker, host, player] = [await signUp(live.t.app), await signUp(live.t.app), await signUp(live.t.app)];
});
afterAll(() => live.close());

const randomGameId = () => randomBytes(9).toString("base64url");

describe("a socket's event budget", () => {
  it("refuses connect_game floods past the burst with rate_limited, then disconnects the socket", async () => {
    const socket = await live.connect(attacker);
    const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    // Sent all at once, as a script does: the acks of the ones read before the cut-off come back.
    const replies = Array.from({ length: 2000 }, () =>
      request(socket, "connect_game", { Game_id: randomGameId() }).catch(() => null),
    );
    expect(await closed).toBe("io server disconnect");
    const answered = (await Promise.all(replies)).filter((reply): reply is AckReply => reply !== null);
    const codes = answered.map((reply) => (reply.ok ? "ok" : reply.error.code));
    expect(codes.filter((code) => code === "game_not_found").length).toBeLessThanOrEqual(OTHER_GAME_EVENTS.burst + 5);
    expect(codes.filter((code) => code === "rate_limited").length).toBeGreaterThanOrEqual(MAX_REFUSALS - 1);
    expect(answered.find((reply) => !reply.ok && reply.error.code === "rate_limited")).toEqual({
      ok: false,
      error: { code: "rate_limited", message: messages.tooManyRequests },
    });
  });

  it("lets a real client's pace through: a player retrying connect_game each second and a host running the game", async () => {
    const gameId = await createGameAs(live.t.app, host);
    const hostSocket = await live.connect(host);
    const playerSocket = await live.connect(player);
    expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    expect(await request(playerSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    // A burst as large as a reconnecting client's opening requests, all answered.
    const opening = await Promise.all(
      Array.from({ length: OWN_GAME_EVENTS.burst }, () =>
        request(playerSocket, "get_game_settings", { Game_id: gameId }),
      ),
    );
    expect(opening.every((reply) => reply.ok)).toBe(true);
    expect(await request(playerSocket, "connect_game", { Game_id: gameId })).toEqual({ ok: true });
    expect(playerSocket.connected && hostSocket.connected).toBe(true);
  });
});
