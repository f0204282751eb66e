import { LOBBY_WITHOUT_HOST_MS } from "@quizdeck/game/engine";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createGameAs, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { type ClientSocket, connectAs, listen, request } from "../../../test/socket-helper";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { cards, decks, games } from "../../db/schema";
import { deckInLiveGame } from "../../features/cards";
import { DatabaseLogStore } from "../../features/games";
import { createLiveGameRecords } from "../../live-game-records";
// biome-ignore lint/style/noRestrictedImports: this test assembles a second live game beside the app's, as app.ts does
import { LocalPlacement } from "../adapters/local-placement";
// biome-ignore lint/style/noRestrictedImports: the same, with the system's time
import { systemClock, systemScheduler } from "../adapters/system-time";
import { AbandonedGames } from "../core/abandoned-games";
import { GameRunner } from "../core/game-runner";

/**
 * Issue 9 rule 11: a game's answers are hidden from that game's players (lobby included) while it is open, and
 * from no one else; games their host left end by themselves, so no deck stays hidden for ever.
 */
let t: TestApp;
let baseUrl: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function connect(user: TestUser): Promise<ClientSocket> {
  const socket = await connectAs(baseUrl, user);
  sockets.push(socket);
  return socket;
}

async function deckOf(author: TestUser): Promise<{ deckId: number; cardId: number }> {
  const [deck] = await t.database.db.insert(decks).values({ title: "Capitals", userId: author.id }).returning();
  const [card] = await t.database.db
    .insert(cards)
    .values({
      deckId: deck!.id,
      question: "France?",
      answer: "Paris",
      incorrect1: "Lyon",
      incorrect2: "Nice",
      incorrect3: "Metz",
    })
    .returning();
  return { deckId: deck!.id, cardId: card!.id };
}

const openGame = (host: TestUser) => createGameAs(t.app, host);

async function readsCards(user: TestUser, deck: { deckId: number; cardId: number }): Promise<number[]> {
  const client = as(t.app, user);
  return [
    (await client.get(`/api/cards/${deck.deckId}`)).statusCode,
    (await client.get(`/api/cards/${deck.cardId}/card`)).statusCode,
  ];
}

const chooseDeck = (hostSocket: ClientSocket, gameId: string, deckId: number) =>
  request(hostSocket, "game_settings_selected", {
    Game_id: gameId,
    Game_Settings: { selectedDeck: deckId, timePerQuestion: 30, shuffleDeck: false },
  });

describe("a game's answers", () => {
  it("are hidden from its players from the lobby on, and from no one else, until it ends", async () => {
    const [host, ann, cyd] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const deck = await deckOf(host);
    const gameId = await openGame(host);
    const hostSocket = await connect(host);
    expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    expect(await request(await connect(ann), "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    expect(await chooseDeck(hostSocket, gameId, deck.deckId)).toEqual({ ok: true });

    expect(await readsCards(ann, deck)).toEqual([403, 403]);
    expect((await as(t.app, ann).get(`/api/cards/${deck.deckId}`)).json().error).toBe(deckInLiveGame);
    expect(await readsCards(cyd, deck)).toEqual([200, 200]);
    expect(await readsCards(host, deck)).toEqual([200, 200]);

    expect(await request(hostSocket, "end_game", { Game_id: gameId })).toEqual({ ok: true });
    await expect.poll(() => readsCards(ann, deck)).toEqual([200, 200]);
  });

  it("follow the deck the host chose: changing it shows the first deck again", async () => {
    const [host, ann] = [await signUp(t.app), await signUp(t.app)];
    const [first, second] = [await deckOf(host), await deckOf(host)];
    const gameId = await openGame(host);
    const hostSocket = await connect(host);
    await request(hostSocket, "join_lobby", { Game_id: gameId });
    await request(await connect(ann), "join_lobby", { Game_id: gameId });
    await chooseDeck(hostSocket, gameId, first.deckId);
    expect(await readsCards(ann, first)).toEqual([403, 403]);
    await chooseDeck(hostSocket, gameId, second.deckId);
    expect(await readsCards(ann, first)).toEqual([200, 200]);
    expect(await readsCards(ann, second)).toEqual([403, 403]);
  });

  it("stay readable to everyone outside the game while it is played", async () => {
    const [host, ann, cyd] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const deck = await deckOf(host);
    const gameId = await openGame(host);
    const hostSocket = await connect(host);
    await request(hostSocket, "join_lobby", { Game_id: gameId });
    await request(await connect(ann), "join_lobby", { Game_id: gameId });
    await chooseDeck(hostSocket, gameId, deck.deckId);
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    expect(await readsCards(cyd, deck)).toEqual([200, 200]);
    expect(await readsCards(ann, deck)).toEqual([403, 403]);
  });
});

describe("games nobody runs", () => {
  it("a game left playing when the server stopped is ended when it starts again; a lobby is kept", async () => {
    const [host, other] = [await signUp(t.app), await signUp(t.app)];
    const deck = await deckOf(host);
    const playing = await openGame(host);
    await t.database.db.update(games).set({ status: "playing", deckId: deck.deckId }).where(eq(games.id, playing));
    const lobby = await openGame(other);

    const restarted = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" }),
      database: t.database,
      logger: false,
    });
    await restarted.ready();
    await restarted.close();
    const statusOf = async (id: string) =>
      (await t.database.db.select({ status: games.status }).from(games).where(eq(games.id, id)))[0]?.status;
    expect(await statusOf(playing)).toBe("ended");
    expect(await statusOf(lobby)).toBe("lobby");
  });

  it("a lobby nobody opens ends 30 minutes after it was first found alone", async () => {
    const host = await signUp(t.app);
    const gameId = await openGame(host);
    const records = createLiveGameRecords(t.database.db);
    const placement = new LocalPlacement();
    const logStore = new DatabaseLogStore(t.database.db, t.app.log);
    const runner = new GameRunner({
      records,
      placement,
      logStore,
      broadcaster: { send() {} },
      log: t.app.log,
      clock: systemClock,
      scheduler: systemScheduler,
    });
    const sweeper = new AbandonedGames(records, runner, placement, t.app.log);
    const now = Date.now();
    await sweeper.sweep(now);
    await sweeper.sweep(now + LOBBY_WITHOUT_HOST_MS - 1000);
    expect((await as(t.app, host).get(`/api/games/${host.id}/host`)).json()?.Game_id).toBe(gameId);
    await sweeper.sweep(now + LOBBY_WITHOUT_HOST_MS);
    expect((await as(t.app, host).get(`/api/games/${host.id}/host`)).json()).toBeNull();
    runner.close();
  });
});
