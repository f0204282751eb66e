import { JOIN_CODE_ALPHABET } from "@quizdeck/shared/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { games } from "../../db/schema";
import { findGameById, findGameByJoinCode, setGameStatus } from "./repository";
import { JOIN_LOOKUPS_PER_ADDRESS, JOIN_LOOKUPS_PER_USER, tooManyJoinLookups } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Game {
  Game_id: string;
  Host_id: string;
  Join_Code: string;
}

async function createGame(host: TestUser): Promise<Game> {
  const response = await as(t.app, host).post("/api/games/", { Host_id: host.id });
  expect(response.statusCode).toBe(201);
  return response.json().data[0];
}

const codePattern = new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`);

describe("POST /api/games/ (docs/api.md Games)", () => {
  it("creates a game and answers { data: [ { Game_id, Host_id, Join_Code } ] }", async () => {
    const host = await signUp(t.app);
    const response = await as(t.app, host).post("/api/games/", { Host_id: host.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: [{ Game_id: expect.any(String), Host_id: host.id, Join_Code: expect.stringMatching(codePattern) }],
    });
  });

  it("gives random game ids that cannot be guessed from another game's (issue 9 rule 10)", async () => {
    const host = await signUp(t.app);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await createGame(host)).Game_id);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(new Set(ids).size).toBe(5);
    expect(ids.some((id) => /^[0-9]+$/.test(id))).toBe(false);
  });

  it("hosts as the caller when Host_id is missing", async () => {
    const host = await signUp(t.app);
    const response = await as(t.app, host).post("/api/games");
    expect(response.statusCode).toBe(201);
    expect(response.json().data[0].Host_id).toBe(host.id);
  });

  it("gives 6-character codes from the alphabet without look-alikes, all different", async () => {
    const host = await signUp(t.app);
    const codes = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const { Join_Code } = await createGame(host);
      expect(Join_Code).toHaveLength(6);
      expect(Join_Code).toMatch(codePattern);
      expect(Join_Code).not.toMatch(/[01OIL]/);
      codes.add(Join_Code);
    }
    expect(codes.size).toBe(20);
  });

  it("ends the host's previous open game: one open game per host", async () => {
    const host = await signUp(t.app);
    const first = await createGame(host);
    const second = await createGame(host);
    expect(second.Game_id).not.toBe(first.Game_id);
    expect((await findGameById(t.database.db, first.Game_id))?.status).toBe("ended");
    expect((await findGameById(t.database.db, second.Game_id))?.status).toBe("lobby");
    expect((await as(t.app, host).get(`/api/games/${host.id}/host`)).json()).toEqual(second);
  });

  it("keeps one open game per host when the host creates several at once", async () => {
    const host = await signUp(t.app);
    const created = await Promise.all([createGame(host), createGame(host), createGame(host)]);
    const open = [];
    for (const game of created) {
      if ((await findGameById(t.database.db, game.Game_id))?.status !== "ended") open.push(game);
    }
    expect(open).toHaveLength(1);
  });

  it("leaves other hosts' games open", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const adaGame = await createGame(ada);
    await createGame(bob);
    expect((await as(t.app, ada).get(`/api/games/${ada.id}/host`)).json()).toEqual(adaGame);
  });

  it("refuses to create a game for another host, writing nothing", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const response = await as(t.app, ada).post("/api/games/", { Host_id: bob.id });
    expect(response.statusCode).toBe(403);
    expect((await as(t.app, bob).get(`/api/games/${bob.id}/host`)).json()).toBeNull();
  });

  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).post("/api/games/", { Host_id: "x" })).statusCode).toBe(401);
  });
});

describe("GET /api/games/{userId}/host", () => {
  it("answers the caller's open game as a bare object", async () => {
    const host = await signUp(t.app);
    const game = await createGame(host);
    const response = await as(t.app, host).get(`/api/games/${host.id}/host`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(game);
  });

  it("answers JSON null with 200 when the caller hosts no open game", async () => {
    const host = await signUp(t.app);
    const none = await as(t.app, host).get(`/api/games/${host.id}/host`);
    expect(none.statusCode).toBe(200);
    expect(none.headers["content-type"]).toMatch(/application\/json/);
    expect(none.body).toBe("null");
    const game = await createGame(host);
    await setGameStatus(t.database.db, game.Game_id, "ended");
    expect((await as(t.app, host).get(`/api/games/${host.id}/host`)).body).toBe("null");
  });

  it("refuses to show another user's hosted game", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    await createGame(bob);
    expect((await as(t.app, ada).get(`/api/games/${bob.id}/host`)).statusCode).toBe(403);
    expect((await as(t.app, null).get(`/api/games/${bob.id}/host`)).statusCode).toBe(401);
  });
});

describe("GET /api/games/{joinCode}/join", () => {
  it("finds the game by its code, ignoring case and spaces", async () => {
    const [host, player] = [await signUp(t.app), await signUp(t.app)];
    const game = await createGame(host);
    for (const typed of [
      game.Join_Code,
      game.Join_Code.toLowerCase(),
      ` ${game.Join_Code.slice(0, 3)} ${game.Join_Code.slice(3)} `,
    ]) {
      const response = await as(t.app, player).get(`/api/games/${encodeURIComponent(typed)}/join`);
      expect(response.statusCode).toBe(200);
      // Issue 12 adds whether guests may join; the record's three fields are unchanged.
      expect(response.json()).toEqual({ ...game, Guests_allowed: true });
    }
  });

  it("answers 404 for an unknown or malformed code", async () => {
    const player = await signUp(t.app);
    for (const code of ["ZZZZZZ", "abc", "0O1IL0", "TOOLONGCODE"]) {
      const response = await as(t.app, player).get(`/api/games/${code}/join`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: "No game found with that code",
        message: "No game found with that code",
        code: "not_found",
      });
    }
  });

  it("answers 410 for a game that has ended", async () => {
    const [host, player] = [await signUp(t.app), await signUp(t.app)];
    const first = await createGame(host);
    await createGame(host);
    const response = await as(t.app, player).get(`/api/games/${first.Join_Code}/join`);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      error: "That game has already ended",
      message: "That game has already ended",
      code: "gone",
    });
  });

  it("says a homework's deadline passed for homework that ended at it, and that it ended for one ended before", async () => {
    const [host, player] = [await signUp(t.app), await signUp(t.app)];
    const [homework, endedEarly] = [await createGame(host), await createGame(host)];
    await createGame(host);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await t.database.db.update(games).set({ homeworkDeadline: hourAgo }).where(eq(games.id, homework.Game_id));
    await t.database.db.update(games).set({ homeworkDeadline: tomorrow }).where(eq(games.id, endedEarly.Game_id));
    const late = await as(t.app, player).get(`/api/games/${homework.Join_Code}/join`);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: "gone", message: "This homework's deadline has passed" });
    const early = await as(t.app, player).get(`/api/games/${endedEarly.Join_Code}/join`);
    expect(early.json()).toMatchObject({ code: "gone", message: "That game has already ended" });
  });

  it("answers signed out (issue 12), limited per address only", async () => {
    const game = await createGame(await signUp(t.app));
    const lookUp = () =>
      t.app.inject({ method: "GET", url: `/api/games/${game.Join_Code}/join`, remoteAddress: "10.3.0.1" });
    const statuses = [];
    for (let i = 0; i < JOIN_LOOKUPS_PER_ADDRESS; i += 1) statuses.push((await lookUp()).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await lookUp();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(tooManyJoinLookups);
  });

  it("limits look-ups per user, so the code space cannot be walked (issue 9 rule 10)", async () => {
    const [host, walker, honest] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const game = await createGame(host);
    const lookUp = (user: TestUser, code: string, remoteAddress: string) =>
      t.app.inject({ method: "GET", url: `/api/games/${code}/join`, headers: { cookie: user.cookie }, remoteAddress });
    const statuses = [];
    for (let i = 0; i < JOIN_LOOKUPS_PER_USER + 1; i += 1) {
      statuses.push((await lookUp(walker, "ZZZZZZ", `10.1.0.${i}`)).statusCode);
    }
    expect(statuses.slice(0, JOIN_LOOKUPS_PER_USER).every((status) => status === 404)).toBe(true);
    const refused = await lookUp(walker, game.Join_Code, "10.1.1.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(tooManyJoinLookups);
    expect((await lookUp(honest, game.Join_Code, "10.1.1.1")).statusCode).toBe(200);
  });

  it("limits look-ups per address, however many accounts share it", async () => {
    const host = await signUp(t.app);
    const game = await createGame(host);
    const users = [];
    for (let i = 0; i < Math.ceil(JOIN_LOOKUPS_PER_ADDRESS / JOIN_LOOKUPS_PER_USER) + 1; i += 1) {
      users.push(await signUp(t.app));
    }
    let refusedAt = -1;
    for (let i = 0; i < JOIN_LOOKUPS_PER_ADDRESS + 1 && refusedAt < 0; i += 1) {
      const user = users[Math.floor(i / JOIN_LOOKUPS_PER_USER)] as TestUser;
      const response = await t.app.inject({
        method: "GET",
        url: `/api/games/${game.Join_Code}/join`,
        headers: { cookie: user.cookie },
        remoteAddress: "10.2.0.1",
      });
      if (response.statusCode === 429) refusedAt = i;
    }
    expect(refusedAt).toBe(JOIN_LOOKUPS_PER_ADDRESS);
  });
});

describe("GET /api/games/{Game_id}/game", () => {
  it("answers the game as a bare object", async () => {
    const [host, player] = [await signUp(t.app), await signUp(t.app)];
    const game = await createGame(host);
    const response = await as(t.app, player).get(`/api/games/${game.Game_id}/game`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(game);
  });

  it("answers 404 for a missing game, 400 for a bad id, 401 when signed out", async () => {
    const player = await signUp(t.app);
    const missing = await as(t.app, player).get("/api/games/AAAAAAAAAAAA/game");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("Game not found");
    for (const bad of ["abc", "999999", "2147483648"]) {
      expect((await as(t.app, player).get(`/api/games/${bad}/game`)).statusCode).toBe(400);
    }
    expect((await as(t.app, null).get("/api/games/1/game")).statusCode).toBe(401);
  });
});

describe("games repository (for the real-time layer)", () => {
  it("finds games by id and code and moves their status, never reopening an ended game", async () => {
    const host = await signUp(t.app);
    const game = await createGame(host);
    const row = await findGameByJoinCode(t.database.db, game.Join_Code);
    expect(row).toEqual({
      id: game.Game_id,
      hostId: host.id,
      joinCode: game.Join_Code,
      status: "lobby",
      guestsAllowed: true,
      homeworkDeadline: null,
    });
    expect(await setGameStatus(t.database.db, game.Game_id, "playing")).toBe(true);
    expect((await findGameById(t.database.db, game.Game_id))?.status).toBe("playing");
    expect(await setGameStatus(t.database.db, game.Game_id, "ended")).toBe(true);
    expect(await setGameStatus(t.database.db, game.Game_id, "lobby")).toBe(false);
    expect((await findGameById(t.database.db, game.Game_id))?.status).toBe("ended");
  });
});
