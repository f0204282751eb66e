import { type ClientEvent, clientEvents } from "@quizdeck/shared/socket-events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameAs, signUp, type TestUser } from "../../../test/helper";
import { type LiveApp, request, startLiveApp } from "../../../test/socket-helper";

/** Issue 9 rule 3 for the socket: a bad payload is a readable refusal, never "something went wrong". */
let live: LiveApp;
let host: TestUser;
let player: TestUser;
let gameId: string;

beforeAll(async () => {
  live = await startLiveApp();
  host = await signUp(live.t.app);
  player = await signUp(live.t.app);
  gameId = await createGameAs(live.t.app, host);
});
afterAll(() => live.close());

/** Every event a client may send, from the shared map the server parses with: a new event is covered too. */
const events = Object.keys(clientEvents) as ClientEvent[];

const badPayloads = (id: string): unknown[] => [
  null,
  "x",
  123,
  [],
  { Game_id: 2147483648 },
  { Game_id: "2147483648" },
  { Game_id: "a\u0000b" },
  { Game_id: {} },
  { Game_id: ["x"] },
  { Game_id: "x".repeat(10_000) },
  { Game_id: id, Answer_id: "1" },
  { Game_id: id, Answer_id: 7 },
  { Game_id: id, Game_Settings: null },
  { Game_id: id, Game_Settings: { selectedDeck: "0x1", timePerQuestion: 1e9, shuffleDeck: "yes" } },
  { Game_id: id, Game_Settings: { selectedDeck: 2147483648, timePerQuestion: 30, shuffleDeck: false } },
  { Game_id: id, currentState: { toString: "x" } },
];

describe("socket payloads", () => {
  it("that are malformed get a readable refusal from every event, for the host and for a player", async () => {
    const hostSocket = await live.connect(host);
    const playerSocket = await live.connect(player);
    expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    expect(await request(playerSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const internal: string[] = [];
    for (const socket of [hostSocket, playerSocket]) {
      for (const event of events) {
        for (const payload of badPayloads(gameId)) {
          const reply = await request(socket, event, payload);
          if (!reply.ok && reply.error.code === "internal") internal.push(`${event} ${JSON.stringify(payload)}`);
        }
      }
    }
    expect(internal).toEqual([]);
    expect(hostSocket.connected && playerSocket.connected).toBe(true);
  });

  it("with an event name the server does not know, even one an object inherits, are ignored and the socket goes on", async () => {
    // A game of its own: the test above may have ended the first one (end_game with a payload that parses).
    const freshGameId = await createGameAs(live.t.app, host);
    const socket = await live.connect(player);
    const refusals: unknown[] = [];
    socket.on("error", (refusal) => refusals.push(refusal));
    const send = socket.emit as (event: string, ...args: unknown[]) => unknown;
    for (const event of ["no_such_event", "toString", "constructor", "__proto__", "hasOwnProperty"]) {
      send.call(socket, event, { Game_id: freshGameId });
      send.call(socket, event);
    }
    // The socket's events are handled in order: by the time this one answers, the ones before it were ignored.
    expect(await request(socket, "join_lobby", { Game_id: freshGameId })).toEqual({ ok: true });
    expect(refusals).toEqual([]);
    expect(socket.connected).toBe(true);
  });
});
