import { messages } from "@quizdeck/shared/messages";
import type { GameReport } from "@quizdeck/shared/reports";
import type { CardForClient } from "@quizdeck/shared/socket-events";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  as,
  createGameAs,
  insertDeck,
  STRONG_PASSWORD,
  sessionCookie,
  signUp,
  type TestUser,
} from "../../../test/helper";
import {
  type ClientSocket,
  joinedPlayers,
  type LiveApp,
  next,
  record,
  request,
  startLiveApp,
} from "../../../test/socket-helper";
import { gamePlayers, guests, users } from "../../db/schema";
import { JOIN_LOOKUPS_PER_ADDRESS } from "../../features/games";

/** Issue 12 over real sockets: guests join with a cookie, play, resume, and are held to their one game. */
let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
});
afterAll(() => live.close());

let addressCounter = 0;

/** A guest's session request for the game, from its own address each (clear of the per-address limit). */
function postGuest(app: LiveApp, gameId: string, nickname: string) {
  addressCounter += 1;
  return app.t.app.inject({
    method: "POST",
    url: `/api/games/${gameId}/guests`,
    remoteAddress: `10.2.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
    payload: { nickname },
  });
}

/** A guest session for the game and its cookie. */
async function guestSession(app: LiveApp, gameId: string, nickname: string) {
  const response = await postGuest(app, gameId, nickname);
  if (response.statusCode !== 201) throw new Error(`guest join failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === "qd_guest");
  return { id: response.json().data.User_id as string, cookie: `qd_guest=${cookie?.value}` };
}

/**
 * A guest session the game refuses (issue 27: the request seats the guest, so the game's refusal is its answer):
 * the refusal's code and message, after checking that no cookie was set.
 */
async function refusedGuest(app: LiveApp, gameId: string, nickname: string) {
  const response = await postGuest(app, gameId, nickname);
  expect(
    response.cookies.find((c) => c.name === "qd_guest"),
    nickname,
  ).toBeUndefined();
  const { code, message } = response.json();
  return { status: response.statusCode, code, message };
}

/** A guest's socket in the game's lobby (the join acknowledged). */
async function guestInLobby(app: LiveApp, gameId: string, nickname: string) {
  const session = await guestSession(app, gameId, nickname);
  const socket = await app.connect(session);
  expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  return { ...session, socket };
}

/** A host with an open game, in its lobby. */
async function hostedGame(app: LiveApp = live) {
  const host = await signUp(app.t.app);
  const gameId = await createGameAs(app.t.app, host);
  const hostSocket = await app.connect(host);
  expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  return { host, gameId, hostSocket };
}

const refusal = (code: string, message: string) => ({ ok: false, error: { code, message } });

function chooseSettings(hostSocket: ClientSocket, gameId: string, settings: Record<string, unknown>) {
  return request(hostSocket, "game_settings_selected", {
    Game_id: gameId,
    Game_Settings: { timePerQuestion: 60, shuffleDeck: false, ...settings },
  });
}

const rightOf = (card: CardForClient) => card.Card?.Answers.findIndex((text) => text.startsWith("right")) as number;

describe("a guest player over real sockets (issue 12)", () => {
  it("joins, plays, drops and comes back with the score kept, and ends in the report but never in users", async () => {
    const { host, gameId, hostSocket } = await hostedGame();
    const lobby = record(hostSocket, "player_joined");
    const zoe = await guestInLobby(live, gameId, "Zoë");
    const ann: TestUser = await signUp(live.t.app, { display_name: "Ann" });
    const annSocket = await live.connect(ann);
    expect(await request(annSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    await expect
      .poll(() => joinedPlayers(lobby))
      .toEqual([
        { User_id: zoe.id, Username: "Zoë", Guest: true },
        { User_id: ann.id, Username: "Ann" },
      ]);

    const deckId = await insertDeck(live.t, host.id, "Rivers", 1);
    expect(await chooseSettings(hostSocket, gameId, { selectedDeck: deckId })).toEqual({ ok: true });
    const firstCard = next(zoe.socket, "card_for_client");
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    const card = await firstCard;
    const check = next(zoe.socket, "check_answer");
    expect(await request(zoe.socket, "submit_answer", { Game_id: gameId, Answer_id: rightOf(card) })).toEqual({
      ok: true,
    });
    const locked = await check;
    expect(locked.position).toBe(1);
    // Right and first of two: told at the close (issue 29).
    const score = 1500;

    // The connection drops; the cookie brings the guest back to the same place, their answer locked in.
    zoe.socket.disconnect();
    const back = await live.connect(zoe);
    const snapshot = next(back, "player_confirm");
    expect(await request(back, "connect_game", { Game_id: gameId })).toEqual({ ok: true });
    expect((await snapshot).you).toMatchObject({ User_id: zoe.id, Username: "Zoë", score: 0 });
    expect((await snapshot).answered).toEqual(locked);

    const ended = next(back, "game_ended", 30_000);
    const closed = next(hostSocket, "question_ended");
    await request(annSocket, "submit_answer", { Game_id: gameId, Answer_id: (rightOf(card) + 1) % 4 });
    await closed;
    await request(hostSocket, "send_next_card", { Game_id: gameId });
    await request(hostSocket, "send_next_card", { Game_id: gameId });
    expect((await ended).final[0]).toMatchObject({ User_id: zoe.id, Username: "Zoë", Guest: true, rank: 1, score });

    // The host's report lists the guest like anyone; the guest's result waits in its session, not in users.
    await expect.poll(async () => (await as(live.t.app, host).get(`/api/games/${gameId}/report`)).statusCode).toBe(200);
    const report: GameReport = (await as(live.t.app, host).get(`/api/games/${gameId}/report`)).json();
    expect(report.players.items.map((p) => [p.username, p.rank, p.score, p.guest])).toEqual([
      ["Zoë", 1, score, true],
      ["Ann", 2, expect.any(Number), undefined],
    ]);
    expect(report.players.items[1]).not.toHaveProperty("guest");
    const db = live.t.database.db;
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, zoe.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(gamePlayers)
        .where(inArray(gamePlayers.userId, [zoe.id])),
    ).toEqual([]);
    const [row] = await db.select().from(guests).where(eq(guests.id, zoe.id));
    expect(row).toMatchObject({ score, won: true, deckTitle: "Rivers", claimedBy: null });
    // The game's end cuts the guest's session to half an hour from then (the time left is read with the row).
    const timeLeft = async () => {
      const [guest] = await db.select().from(guests).where(eq(guests.id, zoe.id));
      return (guest?.expiresAt.getTime() ?? Number.POSITIVE_INFINITY) - Date.now();
    };
    await expect.poll(timeLeft).toBeLessThanOrEqual(30 * 60_000);
    expect((await as(live.t.app, ann).get(`/api/users/${ann.id}`)).json()).toMatchObject({ Games_Played: 1 });

    // "Sign up to keep this result": the signup from the guest's browser makes it the new account's.
    const signup = await live.t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { cookie: zoe.cookie },
      payload: { email: `zoe-${zoe.id}@example.com`, password: STRONG_PASSWORD, display_name: "Zoe" },
    });
    expect(signup.statusCode).toBe(201);
    const account = { id: signup.json().data.user.id as string, cookie: sessionCookie(signup) };
    expect((await as(live.t.app, account).get(`/api/users/${account.id}`)).json()).toMatchObject({
      Games_Played: 1,
      Wins: 1,
      Total_Score: score,
      Highest_Score: score,
      Highest_Score_id: "Rivers",
    });
  });

  it("is in the lobby when its session request answers, before its socket comes; a locked game refuses it (issue 27)", async () => {
    const { gameId, hostSocket } = await hostedGame();
    const lobby = record(hostSocket, "player_joined");
    const robin = await guestSession(live, gameId, "Robin");
    await expect.poll(() => joinedPlayers(lobby)).toEqual([{ User_id: robin.id, Username: "Robin", Guest: true }]);
    const socket = await live.connect(robin);
    expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    expect(joinedPlayers(lobby)).toHaveLength(1);

    expect(await request(hostSocket, "lock_game", { Game_id: gameId, locked: true })).toEqual({ ok: true });
    expect(await refusedGuest(live, gameId, "Sam")).toEqual({
      status: 403,
      code: "game_locked",
      message: messages.gameLocked,
    });
  });

  it("may name the game by its join code, so a phone need not wait for the look-up (issue 27)", async () => {
    const { gameId, host } = await hostedGame();
    const joinCode: string = (await as(live.t.app, host).get(`/api/games/${gameId}/game`)).json().Join_Code;
    const seat = await live.t.app.inject({
      method: "POST",
      url: `/api/games/${joinCode.toLowerCase()}/guests`,
      remoteAddress: "10.4.0.1",
      payload: { nickname: "Quick" },
    });
    expect(seat.statusCode).toBe(201);
    expect(seat.json().data).toMatchObject({ Username: "Quick", Game_id: gameId });
    const cookie = `qd_guest=${seat.cookies.find((c) => c.name === "qd_guest")?.value}`;
    const socket = await live.connect({ cookie });
    expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });

    const wrong = await refusedGuest(live, "ZZZZZZ", "Lost");
    expect(wrong).toEqual({ status: 404, code: "not_found", message: "No game found with that code" });
    const nonsense = await refusedGuest(live, "not a game", "Lost");
    expect(nonsense).toMatchObject({ status: 400, message: "Game_id must be a game id" });
  });

  it("counts a seat by join code against the address's code look-ups, so codes cannot be walked through it", async () => {
    const { gameId } = await hostedGame();
    const tries = Array.from({ length: JOIN_LOOKUPS_PER_ADDRESS }, () =>
      live.t.app.inject({
        method: "POST",
        url: "/api/games/ZZZZZZ/guests",
        remoteAddress: "10.5.0.1",
        payload: { nickname: "Walker" },
      }),
    );
    expect(new Set((await Promise.all(tries)).map((response) => response.statusCode))).toEqual(new Set([404]));
    const next = await live.t.app.inject({
      method: "POST",
      url: "/api/games/ZZZZZZ/guests",
      remoteAddress: "10.5.0.1",
      payload: { nickname: "Walker" },
    });
    expect(next.statusCode).toBe(429);
    // A game named by its id is no look-up: the address may still join one it knows.
    const byId = await live.t.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/guests`,
      remoteAddress: "10.5.0.1",
      payload: { nickname: "Known" },
    });
    expect(byId.statusCode).toBe(201);
  });

  it("cannot act in any other game than its own", async () => {
    const first = await hostedGame();
    const other = await hostedGame();
    const guest = await guestInLobby(live, first.gameId, "Robin");
    const refused = refusal("not_in_game", messages.guestOtherGame);
    expect(await request(guest.socket, "join_lobby", { Game_id: other.gameId })).toEqual(refused);
    expect(await request(guest.socket, "connect_game", { Game_id: other.gameId })).toEqual(refused);
    expect(await request(guest.socket, "get_game_settings", { Game_id: other.gameId })).toEqual(refused);
    expect(await request(guest.socket, "submit_answer", { Game_id: other.gameId, Answer_id: 0 })).toEqual(refused);
    // Its own game still answers.
    expect(await request(guest.socket, "get_game_settings", { Game_id: first.gameId })).toEqual({ ok: true });
  });

  it("is refused in a game the host keeps for signed-in players, which the look-up and the guest route then say", async () => {
    const { gameId, hostSocket, host } = await hostedGame();
    // Seated before the host chose: a guest already in stays in, and comes back.
    const early = await guestSession(live, gameId, "Early");
    const selectedDeck = await insertDeck(live.t, host.id, "Lakes", 1);
    expect(await chooseSettings(hostSocket, gameId, { selectedDeck, allowGuests: false })).toEqual({ ok: true });
    const socket = await live.connect(early);
    expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const joinCode = (await as(live.t.app, host).get(`/api/games/${gameId}/game`)).json().Join_Code;
    const lookup = await live.t.app.inject({ method: "GET", url: `/api/games/${joinCode}/join` });
    expect(lookup.json()).toMatchObject({ Game_id: gameId, Guests_allowed: false });
    const late = await live.t.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/guests`,
      payload: { nickname: "Late" },
    });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ error: messages.signedInOnly });
    const player = await signUp(live.t.app);
    expect(await request(await live.connect(player), "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    // "Anyone with the code" again: guests are welcome back.
    expect(await chooseSettings(hostSocket, gameId, { selectedDeck, allowGuests: true })).toEqual({ ok: true });
    await guestInLobby(live, gameId, "Late");
  });

  it("cannot take a nickname another player of the game has, in any case", async () => {
    const { gameId } = await hostedGame();
    await guestInLobby(live, gameId, "Robin");
    const taken = { status: 409, code: "nickname_taken", message: messages.nicknameTaken };
    expect(await refusedGuest(live, gameId, "ROBIN")).toEqual(taken);
    const alex = await signUp(live.t.app, { display_name: "Alex" });
    expect(await request(await live.connect(alex), "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    expect(await refusedGuest(live, gameId, "alex")).toEqual(taken);
  });

  it("cannot take the host's name: nobody plays as the teacher", async () => {
    const { host, gameId } = await hostedGame();
    expect((await refusedGuest(live, gameId, host.username.toUpperCase())).code).toBe("nickname_taken");
  });

  it("can be removed by the host, and a new guest session with that nickname cannot come back", async () => {
    const { gameId, hostSocket } = await hostedGame();
    const robin = await guestInLobby(live, gameId, "Robin");
    const removed = next(robin.socket, "removed_from_game");
    expect(await request(hostSocket, "kick_player", { Game_id: gameId, User_id: robin.id })).toEqual({ ok: true });
    await removed;
    const removal = refusal("removed", messages.removedFromGame);
    expect(await request(robin.socket, "join_lobby", { Game_id: gameId })).toEqual(removal);
    expect(await refusedGuest(live, gameId, "robin")).toEqual({ status: 403, ...removal.error });
  });

  it("cannot take a look-alike of a player's name, nor come back under one after a kick (issue 26)", async () => {
    const { gameId, hostSocket } = await hostedGame();
    await guestInLobby(live, gameId, "Ana");
    for (const lookAlike of ["Аna", "Ａｎａ"]) {
      expect((await refusedGuest(live, gameId, lookAlike)).code, lookAlike).toBe("nickname_taken");
    }

    const zed = await guestInLobby(live, gameId, "Zed");
    const removed = next(zed.socket, "removed_from_game");
    expect(await request(hostSocket, "kick_player", { Game_id: gameId, User_id: zed.id })).toEqual({ ok: true });
    await removed;
    for (const lookAlike of ["Zеd", "Ｚｅｄ", "ZED"]) {
      expect((await refusedGuest(live, gameId, lookAlike)).code, lookAlike).toBe("removed");
    }
  });

  it("keeps a kicked account's name from guests of the game, and the kicked device's guest session out", async () => {
    const { gameId, hostSocket } = await hostedGame();
    const zed = await signUp(live.t.app, { display_name: "Zed" });
    const zedSocket = await live.connect(zed);
    expect(await request(zedSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const removed = next(zedSocket, "removed_from_game");
    expect(await request(hostSocket, "kick_player", { Game_id: gameId, User_id: zed.id })).toEqual({ ok: true });
    await removed;
    const removal = refusal("removed", messages.removedFromGame);
    expect(await request(zedSocket, "join_lobby", { Game_id: gameId })).toEqual(removal);
    for (const name of ["Zed", "zеd"]) {
      expect((await refusedGuest(live, gameId, name)).code, name).toBe("removed");
    }

    // A kicked guest's own session stays refused, on a new connection and by whichever event it tries.
    const robin = await guestInLobby(live, gameId, "Robin");
    const robinRemoved = next(robin.socket, "removed_from_game");
    expect(await request(hostSocket, "kick_player", { Game_id: gameId, User_id: robin.id })).toEqual({ ok: true });
    await robinRemoved;
    robin.socket.disconnect();
    const back = await live.connect(robin);
    expect(await request(back, "join_lobby", { Game_id: gameId })).toEqual(removal);
    expect(await request(back, "connect_game", { Game_id: gameId })).toEqual(removal);
  });

  it("keeps a kicked guest's device out under a new nickname, while other devices may still join (issue 29)", async () => {
    const { gameId, hostSocket } = await hostedGame();
    const robin = await guestInLobby(live, gameId, "Robin");
    const removed = next(robin.socket, "removed_from_game");
    expect(await request(hostSocket, "kick_player", { Game_id: gameId, User_id: robin.id })).toEqual({ ok: true });
    await removed;

    const sameDevice = await live.t.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/guests`,
      headers: { cookie: robin.cookie },
      payload: { nickname: "Batman" },
    });
    expect(sameDevice.statusCode).toBe(403);
    expect(sameDevice.json()).toMatchObject({ error: messages.removedFromGame, code: "removed" });
    expect(sameDevice.cookies.find((c) => c.name === "qd_guest")).toBeUndefined();

    const otherDevice = await guestInLobby(live, gameId, "Batman");
    expect(otherDevice.id).not.toBe(robin.id);
  });

  it("is the account when the handshake carries a valid session too, and is refused with an unknown cookie", async () => {
    const { gameId, hostSocket } = await hostedGame();
    const lobby = record(hostSocket, "player_joined");
    const guest = await guestSession(live, gameId, "Both");
    const user = await signUp(live.t.app, { display_name: "Account" });
    const socket = await live.connect({ cookie: `${guest.cookie}; ${user.cookie}` });
    expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    // The guest was seated by its session request; the socket carrying both cookies is the account.
    await expect
      .poll(() => joinedPlayers(lobby))
      .toEqual([
        { User_id: guest.id, Username: "Both", Guest: true },
        { User_id: user.id, Username: "Account" },
      ]);
    await expect(live.connect({ cookie: "qd_guest=unknown" })).rejects.toThrow(messages.notSignedIn);
  });
});

describe("a game's player cap (GAME_PLAYER_CAP)", () => {
  let capped: LiveApp;
  beforeAll(async () => {
    capped = await startLiveApp({ GAME_PLAYER_CAP: "2" });
  });
  afterAll(() => capped.close());

  it("says the game is full to the next player, guest or signed in; the host is not counted", async () => {
    const { gameId } = await hostedGame(capped);
    await guestInLobby(capped, gameId, "One");
    await guestInLobby(capped, gameId, "Two");
    const full = refusal("game_full", messages.gameFull);
    expect(await refusedGuest(capped, gameId, "Three")).toEqual({ status: 409, ...full.error });
    const member = await signUp(capped.t.app);
    expect(await request(await capped.connect(member), "join_lobby", { Game_id: gameId })).toEqual(full);
    expect(messages.gameFull).toBe("This game is full");
  });
});
