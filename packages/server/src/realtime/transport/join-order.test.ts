import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertDeck, signUp, type TestUser } from "../../../test/helper";
import { type LiveApp, lobbyWithDeck, next, request, startLiveApp } from "../../../test/socket-helper";

/**
 * A connection hears the game from the moment its join is applied, not from when the join's database write is
 * done: a class's player rows are written together, so a join waits for the others' write, and what the game
 * said meanwhile (the host's Start) must still reach the player.
 */
let live: LiveApp;
let host: TestUser;
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;

beforeAll(async () => {
  live = await startLiveApp();
  [host, ann, ben, cat] = [
    await signUp(live.t.app),
    await signUp(live.t.app),
    await signUp(live.t.app),
    await signUp(live.t.app),
  ];
});
afterAll(() => live.close());

describe("a player who joins as the host starts", () => {
  it("hears the game start, with nothing else asked for", async () => {
    const deckId = await insertDeck(live.t, host.id, "Rivers", 2);
    const { gameId, hostSocket } = await lobbyWithDeck(live, host, [ann], deckId);
    const [catSocket, benSocket] = [await live.connect(cat), await live.connect(ben)];
    // Cat's row was just written: Ben's waits for the next of the class's writes, while the Start goes ahead.
    expect(await request(catSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const started = next(benSocket, "game_started", 5_000);
    const [joined, start] = await Promise.all([
      request(benSocket, "join_lobby", { Game_id: gameId }),
      request(hostSocket, "start_game", { Game_id: gameId }),
    ]);
    expect(joined).toEqual({ ok: true });
    expect(start).toEqual({ ok: true });
    expect((await started).Game_id).toBe(gameId);
  });
});
