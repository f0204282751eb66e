import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createGameAs, insertDeck, signUp, type TestUser } from "../../../test/helper";
import { type LiveApp, next, request, startLiveApp } from "../../../test/socket-helper";

/** Issue 26 rule 5: a deck picked while public and made private since is not played, nor studied by others. */
let live: LiveApp;
let author: TestUser;
let host: TestUser;
let player: TestUser;

beforeAll(async () => {
  live = await startLiveApp();
  [author, host, player] = [await signUp(live.t.app), await signUp(live.t.app), await signUp(live.t.app)];
});
afterAll(() => live.close());

/** The author's public deck, liked by the host and chosen in a new game's lobby with the player in it. */
async function lobbyWithAuthorsDeck(title: string) {
  const deckId = await insertDeck(live.t, author.id, title, 2);
  expect((await as(live.t.app, host).post(`/api/userLikedDecks/${deckId}`)).statusCode).toBeLessThan(300);
  const gameId = await createGameAs(live.t.app, host);
  const hostSocket = await live.connect(host);
  const playerSocket = await live.connect(player);
  expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  expect(await request(playerSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  const Game_Settings = { selectedDeck: deckId, timePerQuestion: 60, shuffleDeck: false };
  expect(await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings })).toEqual({ ok: true });
  return { deckId, gameId, hostSocket, playerSocket };
}

const makePrivate = async (deckId: number) =>
  expect((await as(live.t.app, author).put(`/api/decks/${deckId}`, { private: true })).statusCode).toBe(200);

describe("a deck made private after the host picked it", () => {
  it("is refused at start_game with a readable message, and no card reaches the players", async () => {
    const { deckId, gameId, hostSocket, playerSocket } = await lobbyWithAuthorsDeck("Was public");
    await makePrivate(deckId);
    const added = await as(live.t.app, author).post(`/api/cards/${deckId}`, {
      Question: "Secret question",
      Answer: "Secret answer",
      Incorrect1: "a",
      Incorrect2: "b",
      Incorrect3: "c",
    });
    expect(added.statusCode).toBe(201);
    const cards: unknown[] = [];
    playerSocket.on("card_for_client", (card) => cards.push(card));
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "This deck is no longer available" },
    });
    // Whatever the player asks, the game has not started.
    expect(await request(playerSocket, "confirm_connection", { Game_id: gameId })).toEqual({ ok: true });
    expect(cards).toEqual([]);
  });

  it("during the game: the players' missed questions stay out of their study queue, and /api/study/due lists no such deck", async () => {
    const { deckId, gameId, hostSocket, playerSocket } = await lobbyWithAuthorsDeck("Goes private mid-game");
    // The author plays too: their own deck, private or not, is theirs to study.
    const authorSocket = await live.connect(author);
    expect(await request(authorSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const firstCard = next(playerSocket, "card_for_client");
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    await firstCard;
    await makePrivate(deckId);
    // Both miss the question: in a public deck's game it would be due for each of them now.
    const ended = next(playerSocket, "game_ended");
    expect(await request(hostSocket, "end_game", { Game_id: gameId })).toEqual({ ok: true });
    await ended;
    // The players' queues are written together: once the author's is, the player's is too.
    await expect.poll(async () => (await as(live.t.app, author).get("/api/study/due")).json().total).toBe(1);
    expect((await as(live.t.app, player).get("/api/study/due")).json()).toEqual({ decks: [], total: 0 });
    expect((await as(live.t.app, player).get("/api/study/queue")).json().cards).toEqual([]);
  });
});
