import { END_OF_DECK_INDEX } from "@quizdeck/shared/constants";
import { messages } from "@quizdeck/shared/messages";
import type { CardForClient } from "@quizdeck/shared/socket-events";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";
import {
  type ClientSocket,
  connectAs,
  joinedPlayers,
  listen,
  next,
  record,
  request,
} from "../../../test/socket-helper";
import { cards, decks, games } from "../../db/schema";
import { deckInLiveGame } from "../../features/cards";

let t: TestApp;
let baseUrl: string;
let host: TestUser;
let players: TestUser[];
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  host = await signUp(t.app, { display_name: "Hosty" });
  players = [];
  for (const name of ["Ann", "Ben", "Cat"]) players.push(await signUp(t.app, { display_name: name }));
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function deckOf(title: string, count: number): Promise<number> {
  const [deck] = await t.database.db.insert(decks).values({ title, userId: host.id }).returning({ id: decks.id });
  const id = deck!.id;
  for (let n = 1; n <= count; n += 1) {
    await t.database.db.insert(cards).values({
      deckId: id,
      question: `Question ${n}`,
      answer: `right ${n}`,
      incorrect1: `wrong ${n}a`,
      incorrect2: `wrong ${n}b`,
      incorrect3: `wrong ${n}c`,
    });
  }
  // An unfinished card is never played (docs/product.md §5: all five texts must be filled in).
  await t.database.db.insert(cards).values({ deckId: id, question: "Unfinished", answer: "x" });
  return id;
}

async function newGame(code: string): Promise<string> {
  await t.database.db.update(games).set({ status: "ended" });
  const [game] = await t.database.db
    .insert(games)
    .values({ hostId: host.id, joinCode: code })
    .returning({ id: games.id });
  return String(game!.id);
}

async function connect(user: TestUser): Promise<ClientSocket> {
  const socket = await connectAs(baseUrl, user);
  sockets.push(socket);
  return socket;
}

const rightIndex = (card: CardForClient, n: number) => card.Card?.Answers.indexOf(`right ${n}`) as number;

/** Host and players in the lobby of a new game with the given deck; the game started and at its first card. */
async function startedGame(code: string, deckId: number, who: TestUser[]) {
  const gameId = await newGame(code);
  const hostSocket = await connect(host);
  const permissions = next(hostSocket, "host_permissions");
  expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  expect(await permissions).toEqual({ canStartGame: true });
  const joined = record(hostSocket, "player_joined");
  const playerSockets: ClientSocket[] = [];
  for (const user of who) {
    const socket = await connect(user);
    expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    playerSockets.push(socket);
  }
  await expect.poll(() => joinedPlayers(joined).length).toBe(who.length);
  const settings = next(playerSockets[0]!, "game_settings");
  expect(
    await request(hostSocket, "game_settings_selected", {
      Game_id: gameId,
      Game_Settings: { selectedDeck: deckId, timePerQuestion: 30, shuffleDeck: false },
    }),
  ).toEqual({ ok: true });
  expect(await settings).toMatchObject({ Deck_Title: expect.any(String), Timer: 30 });
  const started = next(playerSockets[0]!, "game_started");
  const firstCard = next(playerSockets[0]!, "card_for_client");
  expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
  expect((await started).Game_id).toBe(gameId);
  return { gameId, hostSocket, playerSockets, firstCard: await firstCard };
}

describe("a live game over real sockets (docs/product.md §4, §7, §9)", () => {
  it("plays a 3-card deck from lobby to podium with the server's scores, and records stats once", async () => {
    const deckId = await deckOf("Capitals", 3);
    const { gameId, hostSocket, playerSockets, firstCard } = await startedGame("PLAYAA", deckId, players);
    const [ann, ben, cat] = playerSockets as [ClientSocket, ClientSocket, ClientSocket];
    const hostCards = record(hostSocket, "card_for_client");
    const ended = next(ann, "game_ended", 30_000);
    const annResult = next(ann, "your_result", 30_000);

    let card = firstCard;
    for (let n = 1; n <= 3; n += 1) {
      expect(card.CardIndex).toBe(n - 1);
      const right = rightIndex(card, n);
      const questionEnded = next(ben, "question_ended");
      const annCheck = next(ann, "check_answer");
      expect(await request(ann, "submit_answer", { Game_id: gameId, Answer_id: right })).toEqual({ ok: true });
      // Locked in: right or wrong comes at the close (issue 29).
      expect(await annCheck).toEqual({ Answer_id: right, position: 1, totalPos: 3 });
      await request(ben, "submit_answer", { Game_id: gameId, Answer_id: (right + 1) % 4 });
      await request(cat, "submit_answer", { Game_id: gameId, Answer_id: right });
      const result = await questionEnded;
      expect(result.correctIndex).toBe(right);
      expect(result.Scores.map((s) => [s.Username, s.score])).toEqual([
        ["Ann", 1667 * n],
        ["Cat", 1000 * n],
        ["Ben", 334 * n],
      ]);
      // Results → leaderboard (for everyone) → the next card.
      const leaderboard = next(ann, "show_leaderboard");
      expect(await request(hostSocket, "send_next_card", { Game_id: gameId })).toEqual({ ok: true });
      expect(await leaderboard).toEqual({ CardIndex: n - 1 });
      const nextCard = next(ann, "card_for_client");
      expect(await request(hostSocket, "send_next_card", { Game_id: gameId })).toEqual({ ok: true });
      card = await nextCard;
    }

    const final = await ended;
    expect(final.started).toBe(true);
    expect(final.final.map((p) => [p.Username, p.score, p.rank])).toEqual([
      ["Ann", 5001, 1],
      ["Cat", 3000, 2],
      ["Ben", 1002, 3],
    ]);
    expect(await annResult).toEqual({ rank: 1, score: 5001, playerCount: 3, missed: 0 });
    expect(hostCards.at(-1)?.CardIndex).toBe(END_OF_DECK_INDEX);

    const statsOf = async (user: TestUser) => (await as(t.app, user).get(`/api/users/${user.id}`)).json();
    await expect.poll(async () => (await statsOf(players[0]!)).Games_Played, { timeout: 5000 }).toBe(1);
    expect(await statsOf(players[0]!)).toMatchObject({
      Wins: 1,
      Total_Score: 5001,
      Highest_Score: 5001,
      Highest_Score_id: "Capitals",
    });
    expect(await statsOf(players[1]!)).toMatchObject({ Games_Played: 1, Wins: 0, Total_Score: 1002 });
    expect(await statsOf(host)).toMatchObject({ Games_Played: 0 });

    const again = await request(hostSocket, "end_game", { Game_id: gameId });
    expect(again.ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statsOf(players[0]!)).toMatchObject({ Games_Played: 1, Total_Score: 5001 });
  });

  it("never shows a player which answer is right before they answer, and refuses forged events", async () => {
    const deckId = await deckOf("Secrets", 2);
    const { gameId, hostSocket, playerSockets, firstCard } = await startedGame("SECRET", deckId, players.slice(0, 2));
    const [ann, ben] = playerSockets as [ClientSocket, ClientSocket];
    expect(Object.keys(firstCard.Card ?? {}).sort()).toEqual([
      "Answers",
      "Image_alt",
      "Points",
      "Question",
      "Type",
      "image",
    ]);
    expect(firstCard.Card?.Answers.sort()).toEqual(["right 1", "wrong 1a", "wrong 1b", "wrong 1c"]);
    expect(JSON.stringify(firstCard)).not.toMatch(/correct/i);

    // Nor through the REST API: while the deck is played its cards are hidden from everyone but its author.
    const cardsOfDeck = `/api/cards/${deckId}`;
    const hidden = await as(t.app, players[0]!).get(cardsOfDeck);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().error).toBe(deckInLiveGame);
    const [oneCard] = (await as(t.app, host).get(cardsOfDeck)).json();
    expect((await as(t.app, players[0]!).get(`/api/cards/${oneCard.Card_id}/card`)).statusCode).toBe(403);

    const hostOnly = { ok: false, error: { code: "not_host", message: "Only the host can do that" } };
    expect(await request(ann, "send_next_card", { Game_id: gameId })).toEqual(hostOnly);
    expect(await request(ann, "end_game", { Game_id: gameId })).toEqual(hostOnly);
    expect(await request(ann, "start_game", { Game_id: gameId })).toEqual(hostOnly);
    expect(await request(ann, "broadcast_score", { Game_id: gameId, Score: 99999, User_id: players[0]!.id })).toEqual({
      ok: false,
      error: { code: "forbidden", message: "Scores are computed by the server" },
    });
    const errorEvent = next(ann, "error");
    expect((await request(ann, "submit_answer", { Game_id: gameId, Answer_id: 7 })).ok).toBe(false);
    expect((await errorEvent).message).toBeTruthy();

    // Ben names Ann as the player: identity comes from the session, so the answer is Ben's.
    const benCheck = next(ben, "check_answer");
    await request(ben, "submit_answer", { Game_id: gameId, Player_id: players[0]!.id, Answer_id: 0 });
    expect((await benCheck).position).toBe(1);
    expect(await request(ben, "submit_answer", { Game_id: gameId, Answer_id: 1 })).toEqual({
      ok: false,
      error: { code: "already_answered", message: "You have already answered this question" },
    });
    const annCheck = next(ann, "check_answer");
    await request(ann, "submit_answer", { Game_id: gameId, Answer_id: 0 });
    expect((await annCheck).position).toBe(2);
    await request(hostSocket, "end_game", { Game_id: gameId });
    await expect.poll(async () => (await as(t.app, players[0]!).get(cardsOfDeck)).statusCode).toBe(200);
  });

  it("brings a player who dropped mid-question back to the same question, their answer locked in", async () => {
    const deckId = await deckOf("Resume", 2);
    const { gameId, hostSocket, playerSockets, firstCard } = await startedGame("RESUME", deckId, players.slice(0, 2));
    const [ann] = playerSockets as [ClientSocket, ClientSocket];
    const right = rightIndex(firstCard, 1);
    await request(ann, "submit_answer", { Game_id: gameId, Answer_id: right });
    ann.disconnect();

    const again = await connect(players[0]!);
    const confirm = next(again, "player_confirm");
    expect(await request(again, "connect_game", { Game_id: gameId })).toEqual({ ok: true });
    const snapshot = await confirm;
    // The score from before this question: its points are told at the close (issue 29).
    expect(snapshot).toMatchObject({ phase: "question", isHost: false, you: { Username: "Ann", score: 0 } });
    expect(snapshot.card?.CardIndex).toBe(0);
    expect(snapshot.answered).toEqual({ Answer_id: right, position: 1, totalPos: 2 });

    const nextCard = next(again, "card_for_client");
    for (let step = 0; step < 3; step += 1) await request(hostSocket, "send_next_card", { Game_id: gameId });
    expect((await nextCard).CardIndex).toBe(1);
    await request(hostSocket, "end_game", { Game_id: gameId });
  });

  it("answers a connect_game sent again while the first is under way once, with the first's snapshot", async () => {
    const deckId = await deckOf("Repeats", 1);
    const { gameId, hostSocket, playerSockets } = await startedGame("REPEAT", deckId, players.slice(0, 1));
    playerSockets[0]!.disconnect();
    const again = await connect(players[0]!);
    const confirms = record(again, "player_confirm");
    // Older clients sent connect_game each second until player_confirm came, however busy the server was.
    const repeats = [1, 2, 3, 4].map(() => request(again, "connect_game", { Game_id: gameId }));
    expect(await Promise.all(repeats)).toEqual([{ ok: true }, { ok: true }, { ok: true }, { ok: true }]);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatchObject({ phase: "question", you: { Username: "Ann" } });
    // Once answered, asking again is a new request with an answer of its own.
    expect(await request(again, "connect_game", { Game_id: gameId })).toEqual({ ok: true });
    expect(confirms).toHaveLength(2);
    await request(hostSocket, "end_game", { Game_id: gameId });
  });

  it("refuses a socket without a session, and unknown games", async () => {
    const anonymous = io(baseUrl, { transports: ["websocket"], reconnection: false, forceNew: true });
    const refusal = await new Promise<Error & { data?: unknown }>((resolve) =>
      anonymous.once("connect_error", resolve),
    );
    expect(refusal.message).toBe(messages.notSignedIn);
    // A code to decide on: a page that was signed in asks to log in again.
    expect(refusal.data).toEqual({ code: "unauthorized" });
    anonymous.close();

    const socket = await connect(players[2]!);
    expect(await request(socket, "join_lobby", { Game_id: "AAAAAAAAAAAA" })).toEqual({
      ok: false,
      error: { code: "game_not_found", message: "This game does not exist or is no longer running" },
    });
    // Issue 9: ids are opaque strings; a number past the old integer column's range is refused, not an error.
    for (const bad of ["drop table", 999999, "2147483648", "1", null]) {
      expect(await request(socket, "join_lobby", { Game_id: bad })).toEqual({
        ok: false,
        error: { code: "invalid_payload", message: "Game_id must be a game id" },
      });
    }
  });
});
