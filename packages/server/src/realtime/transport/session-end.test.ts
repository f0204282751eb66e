import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  as,
  createGameAs,
  createLoggedTestApp,
  STRONG_PASSWORD,
  sessionCookie,
  signUp,
  type TestApp,
  type TestUser,
} from "../../../test/helper";
import {
  type ClientSocket,
  connectAs,
  type LiveApp,
  listen,
  next,
  request,
  startLiveApp,
} from "../../../test/socket-helper";
import { cards, decks } from "../../db/schema";

/** Issue 9 rule 2: an ended session ends its sockets, at once, and a signed-out player is out of the game. */
let live: LiveApp;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  live = await startLiveApp();
  ({ t, baseUrl } = live);
});
afterAll(() => live.close());

const connect = (user: { cookie: string }) => live.connect(user);

const disconnected = (socket: ClientSocket) =>
  new Promise<string>((resolve) => {
    if (socket.disconnected) resolve("already");
    socket.once("disconnect", resolve);
  });

/** A second session of the same account, as another device would have. */
async function logInAgain(user: TestUser): Promise<TestUser> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: STRONG_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return { ...user, cookie: sessionCookie(response) };
}

async function hostedGame(host: TestUser, { app, database } = t): Promise<{ gameId: string; deckId: number }> {
  const [deck] = await database.db.insert(decks).values({ title: "Capitals", userId: host.id }).returning();
  await database.db.insert(cards).values({
    deckId: deck!.id,
    question: "Capital of France?",
    answer: "Paris",
    incorrect1: "Lyon",
    incorrect2: "Nice",
    incorrect3: "Lille",
  });
  return { gameId: await createGameAs(app, host), deckId: deck!.id };
}

describe("signing out", () => {
  it("disconnects that session's sockets at once, not the account's other sessions", async () => {
    const ann = await signUp(t.app);
    const annOnPhone = await logInAgain(ann);
    const laptop = await connect(ann);
    const phone = await connect(annOnPhone);
    const laptopGone = disconnected(laptop);
    expect((await as(t.app, ann).post("/api/auth/signout")).statusCode).toBe(200);
    await laptopGone;
    expect(phone.connected).toBe(true);
    await expect(connectAs(baseUrl, ann)).rejects.toThrow();
  });

  it("takes a player out of the game: no more answers, and no stats written for them", async () => {
    const host = await signUp(t.app);
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    const { gameId, deckId } = await hostedGame(host);
    const hostSocket = await connect(host);
    expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const annSocket = await connect(ann);
    const benSocket = await connect(ben);
    expect(await request(annSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    expect(await request(benSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });

    const annGone = disconnected(annSocket);
    await as(t.app, ann).post("/api/auth/signout");
    await annGone;

    const settings = { selectedDeck: deckId, timePerQuestion: 30, shuffleDeck: false };
    expect(await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings: settings })).toEqual({
      ok: true,
    });
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    const snapshot = await new Promise<{ playerCount: number }>((resolve) => {
      hostSocket.once("player_confirm", resolve);
      hostSocket.emit("confirm_connection", { Game_id: gameId });
    });
    expect(snapshot.playerCount).toBe(1);
    expect(await request(hostSocket, "end_game", { Game_id: gameId })).toEqual({ ok: true });

    await expect.poll(async () => (await as(t.app, ben).get(`/api/users/${ben.id}`)).json().Games_Played).toBe(1);
    const annAgain = await logInAgain(ann);
    expect((await as(t.app, annAgain).get(`/api/users/${ann.id}`)).json().Games_Played).toBe(0);
  });

  it("disconnects a host, who can no longer drive the game", async () => {
    const host = await signUp(t.app);
    const { gameId } = await hostedGame(host);
    const hostSocket = await connect(host);
    expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const gone = disconnected(hostSocket);
    await as(t.app, host).post("/api/auth/signout");
    await gone;
    await expect(connectAs(baseUrl, host)).rejects.toThrow();
  });
});

describe("deleting the account", () => {
  it("disconnects every socket of every session of the account", async () => {
    const cyd = await signUp(t.app);
    const cydElsewhere = await logInAgain(cyd);
    const first = await connect(cyd);
    const second = await connect(cydElsewhere);
    const bothGone = Promise.all([disconnected(first), disconnected(second)]);
    expect((await as(t.app, cyd).delete("/api/auth/deleteaccount")).statusCode).toBe(200);
    await bothGone;
    await expect(connectAs(baseUrl, cydElsewhere)).rejects.toThrow();
  });

  it("ends the lobby its user hosts: the players are told, and no game is left for its code", async () => {
    const host = await signUp(t.app);
    const ann = await signUp(t.app);
    const { gameId } = await hostedGame(host);
    const hostSocket = await connect(host);
    expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const annSocket = await connect(ann);
    expect(await request(annSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const { Join_Code } = (await as(t.app, ann).get(`/api/games/${gameId}/game`)).json();
    const ended = next(annSocket, "game_ended");
    expect((await as(t.app, host).delete("/api/auth/deleteaccount")).statusCode).toBe(200);
    expect(await ended).toMatchObject({ message: "The host ended the game", reason: "host" });
    expect((await as(t.app, ann).get(`/api/games/${Join_Code}/join`)).statusCode).toBe(404);
  });

  it("ends the game its user hosts mid-question: the players are told, their game counts, nothing fails", async () => {
    const logged = await createLoggedTestApp();
    const loggedUrl = await listen(logged.app);
    const sockets: ClientSocket[] = [];
    const connect = async (user: TestUser) => {
      sockets.push(await connectAs(loggedUrl, user));
      return sockets.at(-1) as ClientSocket;
    };
    const t = logged;
    const host = await signUp(t.app);
    const ben = await signUp(t.app);
    const { gameId, deckId } = await hostedGame(host, t);
    const hostSocket = await connect(host);
    expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const benSocket = await connect(ben);
    expect(await request(benSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const settings = { selectedDeck: deckId, timePerQuestion: 30, shuffleDeck: false };
    await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings: settings });
    const question = next(benSocket, "card_for_client");
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    await question;
    const ended = next(benSocket, "game_ended");
    expect((await as(t.app, host).delete("/api/auth/deleteaccount")).statusCode).toBe(200);
    expect(await ended).toMatchObject({ message: "The host ended the game" });
    await expect.poll(async () => (await as(t.app, ben).get(`/api/users/${ben.id}`)).json().Games_Played).toBe(1);
    for (const socket of sockets) socket.disconnect();
    await t.close();
    // Before, the game ran on without its rows: every write of its log failed (a foreign key).
    expect(t.log()).not.toContain('"level":50');
  });
});
