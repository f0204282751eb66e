import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createGameAs, insertDeck, signUp, type TestUser } from "../../../test/helper";
import { type LiveApp, request, startLiveApp } from "../../../test/socket-helper";

/** Issue 29 point 8, "Host from anywhere": a host plays any deck they may see, found in a search or not liked. */
let live: LiveApp;
let author: TestUser;
let host: TestUser;

beforeAll(async () => {
  live = await startLiveApp();
  [author, host] = [await signUp(live.t.app), await signUp(live.t.app)];
});
afterAll(() => live.close());

async function chooseInNewGame(deckId: number) {
  const gameId = await createGameAs(live.t.app, host);
  const hostSocket = await live.connect(host);
  expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  const playerSocket = await live.connect(author);
  expect(await request(playerSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  const Game_Settings = { selectedDeck: deckId, timePerQuestion: 60, shuffleDeck: false };
  const chosen = await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings });
  return { gameId, hostSocket, chosen };
}

describe("the deck a host chooses", () => {
  it("may be someone else's public deck the host does not like, and the game starts with it", async () => {
    const deckId = await insertDeck(live.t, author.id, "Found in a search", 2);
    const { gameId, hostSocket, chosen } = await chooseInNewGame(deckId);
    expect(chosen).toEqual({ ok: true });
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    expect(await request(hostSocket, "end_game", { Game_id: gameId })).toEqual({ ok: true });
  });

  it("may not be someone else's private deck", async () => {
    const deckId = await insertDeck(live.t, author.id, "Private", 2);
    expect((await as(live.t.app, author).put(`/api/decks/${deckId}`, { private: true })).statusCode).toBe(200);
    const { gameId, hostSocket, chosen } = await chooseInNewGame(deckId);
    expect(chosen).toEqual({ ok: false, error: { code: "forbidden", message: "This deck is no longer available" } });
    expect(await request(hostSocket, "end_game", { Game_id: gameId })).toEqual({ ok: true });
  });
});
