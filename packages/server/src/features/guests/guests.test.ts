import type { PlayerResult } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import type { GameReportData } from "@quizdeck/shared/reports";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, STRONG_PASSWORD, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { games, guests, users } from "../../db/schema";
import { createLiveGameRecords } from "../../live-game-records";
import { deleteExpiredGuests } from "./repository";
import { signedInJoinAsYourself } from "./service";

/** Issue 12: the guest session's REST side — opening one, its refusals and limits, and the claim at signup. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test joins from its own address, so the per-address limit of one test never reaches another. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

async function openGame(app: FastifyInstance, host?: TestUser) {
  const owner = host ?? (await signUp(app));
  const response = await as(app, owner).post("/api/games", {});
  expect(response.statusCode).toBe(201);
  const record = response.json().data[0] as { Game_id: string; Join_Code: string };
  return { host: owner, gameId: record.Game_id, joinCode: record.Join_Code };
}

function joinAsGuest(
  app: FastifyInstance,
  gameId: string,
  nickname: unknown,
  { address = "10.0.0.1", cookie }: { address?: string; cookie?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: `/api/games/${gameId}/guests`,
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: { nickname },
  });
}

const guestCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === "qd_guest");
  if (!cookie) throw new Error(`no guest cookie: ${response.statusCode} ${response.body}`);
  return cookie;
};

describe("POST /api/games/{gameId}/guests", () => {
  it("opens a guest session for the game: 201 with the guest, and an HttpOnly SameSite=Lax cookie for 12 hours", async () => {
    const { gameId } = await openGame(t.app);
    const response = await joinAsGuest(t.app, gameId, "  Zoë  ", { address: freshAddress() });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({ User_id: expect.any(String), Username: "Zoë", Game_id: gameId });
    const cookie = guestCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 12 * 60 * 60 });
    const [row] = await t.database.db.select().from(guests).where(eq(guests.id, data.User_id));
    expect(row).toMatchObject({ gameId, nickname: "Zoë", score: null, won: null, claimedBy: null });
    // Only the token's hash is stored.
    expect(row?.tokenHash).not.toBe(cookie.value);
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it.each([
    ["", messages.nicknameEmpty],
    ["   ", messages.nicknameEmpty],
    ["a", messages.nicknameLength],
    ["x".repeat(21), messages.nicknameLength],
    ["Zo\u200be", "Nickname must not contain invisible or direction-changing characters"],
    ["\u202eevil", "Nickname must not contain invisible or direction-changing characters"],
    ["fuck", messages.nicknameRude],
    ["Sh1tHead", messages.nicknameRude],
    // Issue 26: spelling tricks.
    ["f.u.c.k", messages.nicknameRude],
    ["🅵🆄🅲🅺", messages.nicknameRude],
    ["phuck", messages.nicknameRude],
    ["sh¡t", messages.nicknameRude],
    [42, messages.nicknameEmpty],
  ])("refuses the nickname %j with 400 %j, and sets no cookie", async (nickname, message) => {
    const { gameId } = await openGame(t.app);
    const response = await joinAsGuest(t.app, gameId, nickname, { address: freshAddress() });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { error: message, message, code: "bad_request" },
    });
    expect(response.cookies.find((c) => c.name === "qd_guest")).toBeUndefined();
  });

  it("takes ordinary names that hide a rude word's letters (no false alarm on Scunthorpe-like names)", async () => {
    const { gameId } = await openGame(t.app);
    for (const nickname of [
      "Cassandra",
      "Scunthorpe",
      "Hancock",
      "Analyn",
      "Sussex",
      "Tash Ito",
      "Jo-Ann",
      "Mr. Smith",
    ]) {
      const response = await joinAsGuest(t.app, gameId, nickname, { address: freshAddress() });
      expect([nickname, response.statusCode]).toEqual([nickname, 201]);
    }
  });

  it("refuses a signed-in caller, who joins with their account", async () => {
    const { gameId } = await openGame(t.app);
    const player = await signUp(t.app);
    const response = await joinAsGuest(t.app, gameId, "Sam", { cookie: player.cookie, address: freshAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: signedInJoinAsYourself, code: "bad_request" });
    // An expired or unknown session is no session: the caller is a guest.
    const stale = await joinAsGuest(t.app, gameId, "Sam", { cookie: "qd_session=nope", address: freshAddress() });
    expect(stale.statusCode).toBe(201);
  });

  it("answers 404 for no such game, 410 for an ended one, 403 for a signed-in-only one", async () => {
    const missing = await joinAsGuest(t.app, "g".repeat(12), "Sam", { address: freshAddress() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "not_found", message: "No game found with that code" });

    const { host, gameId: ended } = await openGame(t.app);
    await openGame(t.app, host); // A host's new game ends the previous one.
    const gone = await joinAsGuest(t.app, ended, "Sam", { address: freshAddress() });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: "gone", message: "That game has already ended" });

    const { gameId: closed } = await openGame(t.app);
    await t.database.db.update(games).set({ guestsAllowed: false }).where(eq(games.id, closed));
    const forbidden = await joinAsGuest(t.app, closed, "Sam", { address: freshAddress() });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: "forbidden", message: messages.signedInOnly });
  });

  it("lets a class of 60 behind one address all in within a minute, and then limits the address (429, Retry-After)", async () => {
    const { gameId } = await openGame(t.app);
    const address = freshAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 100; n += 1)
      statuses.push((await joinAsGuest(t.app, gameId, `Kid ${n}`, { address })).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    const refused = await joinAsGuest(t.app, gameId, "Kid 100", { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: messages.tooManyGuestJoins,
      message: messages.tooManyGuestJoins,
      code: "rate_limited",
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await joinAsGuest(t.app, gameId, "Kid 101", { address: freshAddress() })).statusCode).toBe(201);
  });
});

describe("a class of guests joining at once (issue 32)", () => {
  it("opens each one's own session, written together; a game that refuses guests refuses only its own", async () => {
    const { gameId } = await openGame(t.app);
    const { gameId: closed } = await openGame(t.app);
    await t.database.db.update(games).set({ guestsAllowed: false }).where(eq(games.id, closed));
    const joins = Array.from({ length: 30 }, (_, n) =>
      joinAsGuest(t.app, n === 7 ? closed : gameId, `Pupil ${n}`, { address: freshAddress() }),
    );
    const responses = await Promise.all(joins);
    expect(responses.map((response) => response.statusCode)).toEqual(
      Array.from({ length: 30 }, (_, n) => (n === 7 ? 403 : 201)),
    );
    const opened = responses.filter((response) => response.statusCode === 201);
    expect(new Set(opened.map((response) => guestCookie(response).value)).size).toBe(29);
    const rows = await t.database.db.select().from(guests).where(eq(guests.gameId, gameId));
    expect(rows.map((row) => row.nickname).sort()).toEqual(
      opened.map((response) => response.json().data.Username as string).sort(),
    );
    expect(await t.database.db.select().from(guests).where(eq(guests.gameId, closed))).toEqual([]);
  });
});

describe("GET /api/auth/session for a guest", () => {
  it("names the game of a valid guest session, so the join page skips asking the live game", async () => {
    const { gameId } = await openGame(t.app);
    const cookie = guestCookie(await joinAsGuest(t.app, gameId, "Nour", { address: freshAddress() }));
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: `qd_guest=${cookie.value}` } });
    expect(session.json()).toEqual({ authenticated: false, guest: { Game_id: gameId } });

    const unknown = await t.app.inject({ url: "/api/auth/session", headers: { cookie: "qd_guest=not-a-session" } });
    expect(unknown.json()).toEqual({ authenticated: false });
  });
});

describe("the per-address limit, configured (GUEST_JOINS_PER_MINUTE)", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ GUEST_JOINS_PER_MINUTE: "3" });
  });
  afterAll(() => small.close());

  it("counts opened sessions only: refused joins give their place back", async () => {
    const { gameId } = await openGame(small.app);
    const address = "10.9.9.9";
    for (const nickname of ["x", "fuck", "no"]) await joinAsGuest(small.app, "g".repeat(12), nickname, { address });
    const statuses: number[] = [];
    for (const nickname of ["Ann", "Ben", "Cy", "Dee"]) {
      statuses.push((await joinAsGuest(small.app, gameId, nickname, { address })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe("GET /api/games/{joinCode}/join", () => {
  it("is public: a signed-out visitor learns the game and whether guests may join", async () => {
    const { host, gameId, joinCode } = await openGame(t.app);
    const open = await t.app.inject({ method: "GET", url: `/api/games/${joinCode.toLowerCase()}/join` });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ Game_id: gameId, Host_id: host.id, Join_Code: joinCode, Guests_allowed: true });
    await t.database.db.update(games).set({ guestsAllowed: false }).where(eq(games.id, gameId));
    const closed = await as(t.app, await signUp(t.app)).get(`/api/games/${joinCode}/join`);
    expect(closed.json()).toEqual({ Game_id: gameId, Host_id: host.id, Join_Code: joinCode, Guests_allowed: false });
  });

  it("keeps the same refusals signed out: 404 for an unknown code", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/games/ZZZZZZ/join" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found", message: "No game found with that code" });
  });
});

const reportFor = (
  deckTitle: string,
  players: { userId: string; username: string; score: number }[],
): GameReportData => ({
  deckTitle,
  questions: [],
  players: players.map((player, index) => ({
    ...player,
    rank: index + 1,
    correct: 0,
    unanswered: 0,
    averageMs: null,
    joinedLate: false,
    answers: [],
  })),
});

/** A guest who played a game to its end (written by the records port, as the runner does). */
async function guestWithResult(score: number, won: boolean) {
  const { gameId } = await openGame(t.app);
  const joined = await joinAsGuest(t.app, gameId, "Winner", { address: freshAddress() });
  const guestId: string = joined.json().data.User_id;
  const results: PlayerResult[] = [{ userId: guestId, score, rank: 1, won, guest: true }];
  const records = createLiveGameRecords(t.database.db);
  await records.recordResults(
    gameId,
    "Rivers",
    results,
    reportFor("Rivers", [{ userId: guestId, username: "Winner", score }]),
  );
  await records.gameEnded(gameId);
  return { gameId, guestId, cookie: `qd_guest=${guestCookie(joined).value}` };
}

function signUpWith(cookie: string, name = "Claimer") {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/signup",
    headers: { cookie },
    payload: {
      email: `${name}-${Math.random().toString(36).slice(2)}@example.com`,
      password: STRONG_PASSWORD,
      display_name: name,
    },
  });
}

const statsOf = async (userId: string) => {
  const [row] = await t.database.db
    .select({
      gamesPlayed: users.gamesPlayed,
      wins: users.wins,
      totalScore: users.totalScore,
      highestScore: users.highestScore,
      highestScoreDeck: users.highestScoreDeck,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

describe("a guest's result at game end, and the claim at signup", () => {
  it("keeps the result in the guest session, never in users, and ends the session 30 minutes after the game", async () => {
    const { guestId } = await guestWithResult(1500, true);
    const [row] = await t.database.db.select().from(guests).where(eq(guests.id, guestId));
    expect(row).toMatchObject({ score: 1500, won: true, deckTitle: "Rivers", claimedBy: null });
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(await t.database.db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
  });

  it("adds the result to the new account's stats once, and clears the guest cookie", async () => {
    const { guestId, cookie } = await guestWithResult(1500, true);
    const first = await signUpWith(cookie);
    expect(first.statusCode).toBe(201);
    const userId: string = first.json().data.user.id;
    expect(await statsOf(userId)).toEqual({
      gamesPlayed: 1,
      wins: 1,
      totalScore: 1500,
      highestScore: 1500,
      highestScoreDeck: "Rivers",
    });
    const cleared = first.cookies.find((c) => c.name === "qd_guest");
    expect(cleared?.value).toBe("");
    const [row] = await t.database.db.select().from(guests).where(eq(guests.id, guestId));
    expect(row?.claimedBy).toBe(userId);

    // The same cookie, sent again with a second signup: nothing more is added anywhere.
    const second = await signUpWith(cookie, "Again");
    expect(second.statusCode).toBe(201);
    expect(await statsOf(second.json().data.user.id)).toMatchObject({ gamesPlayed: 0, wins: 0, totalScore: 0 });
    expect(await statsOf(userId)).toMatchObject({ gamesPlayed: 1, wins: 1, totalScore: 1500 });
  });

  it("adds a lost game without a win", async () => {
    const { cookie } = await guestWithResult(300, false);
    const response = await signUpWith(cookie);
    expect(await statsOf(response.json().data.user.id)).toEqual({
      gamesPlayed: 1,
      wins: 0,
      totalScore: 300,
      highestScore: 300,
      highestScoreDeck: "Rivers",
    });
  });

  it("lists the claimed game in the new account's Past games at once, with the guest's score and place", async () => {
    const { gameId, cookie } = await guestWithResult(1500, true);
    const response = await signUpWith(cookie);
    const session = response.cookies.find((c) => c.name === "qd_session");
    const past = await t.app.inject({
      method: "GET",
      url: "/api/games/reports",
      headers: { cookie: `qd_session=${session?.value}` },
    });
    expect(past.json()).toEqual({
      items: [
        {
          gameId,
          deckTitle: "Rivers",
          endedAt: expect.any(String),
          players: 1,
          questions: 0,
          role: "played",
          score: 1500,
          rank: 1,
          ranked: 1,
        },
      ],
      total: 1,
      limit: 50,
      offset: 0,
    });
  });

  it("adds nothing for a guest whose game has no result yet, and still signs up", async () => {
    const { gameId } = await openGame(t.app);
    const joined = await joinAsGuest(t.app, gameId, "Early", { address: freshAddress() });
    const response = await signUpWith(`qd_guest=${guestCookie(joined).value}`);
    expect(response.statusCode).toBe(201);
    expect(await statsOf(response.json().data.user.id)).toMatchObject({ gamesPlayed: 0, totalScore: 0 });
  });
});

describe("expired guest sessions", () => {
  it("are deleted by the sweep; live ones stay", async () => {
    const { gameId } = await openGame(t.app);
    const [old, live] = [
      await joinAsGuest(t.app, gameId, "Old", { address: freshAddress() }),
      await joinAsGuest(t.app, gameId, "Live", { address: freshAddress() }),
    ];
    const oldId: string = old.json().data.User_id;
    await t.database.db
      .update(guests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guests.id, oldId));
    expect(await deleteExpiredGuests(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select({ id: guests.id }).from(guests).where(eq(guests.gameId, gameId));
    expect(left).toEqual([{ id: live.json().data.User_id }]);
  });
});
