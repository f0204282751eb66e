import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GameEnded } from "@quizdeck/shared/socket-events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertDeck, STRONG_PASSWORD, sessionCookie, signUp, type TestUser } from "../../test/helper";
import { type ClientSocket, type LiveApp, next, request, startLiveApp } from "../../test/socket-helper";

/**
 * Issue 17: a class shares its school's one public address. With the production limits, 60 phones (30 students
 * who sign in, 30 guests) load the app, join and play a 30-question game and go back to the dashboard, and not
 * one request is refused. The requests are the ones the web client makes on each screen, recorded in a
 * browser: the page, its script and style files (one per route since issue 17, all new on a first visit), the
 * session check, the dashboard's five reads, the join page's look-up.
 */
const SCHOOL = "198.51.100.20";
const QUESTIONS = 30;
/** The files a first visit downloads for each screen, as counted in a browser on the production build. */
const FILES_PER_SCREEN = { entry: 4, login: 10, dashboard: 13, join: 5 };

let live: LiveApp;
let webDist: string;
const statuses: number[] = [];

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-web-"));
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Quizdeck</title>");
  for (const [screen, count] of Object.entries(FILES_PER_SCREEN)) {
    for (let i = 0; i < count; i++) fs.writeFileSync(path.join(webDist, "assets", `${screen}-${i}.js`), "0");
  }
  // The production limits: only the web client's folder is the test's own.
  live = await startLiveApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await live.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function fromSchool(method: "GET" | "POST", url: string, cookie?: string, payload?: object) {
  const response = await live.t.app.inject({
    method,
    url,
    remoteAddress: SCHOOL,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  statuses.push(response.statusCode);
  return response;
}

const screenFiles = async (screen: keyof typeof FILES_PER_SCREEN) => {
  for (let i = 0; i < FILES_PER_SCREEN[screen]; i++) await fromSchool("GET", `/assets/${screen}-${i}.js`);
};

/** A page opened by address: the page, the app's entry files, the session check, the screen's own files. */
const loadApp = async (page: string, screen: keyof typeof FILES_PER_SCREEN, cookie?: string) => {
  await fromSchool("GET", page, cookie);
  await screenFiles("entry");
  await fromSchool("GET", "/api/auth/session", cookie);
  await screenFiles(screen);
};

const dashboard = async (userId: string, cookie: string) => {
  await fromSchool("GET", `/api/users/${userId}`, cookie);
  await fromSchool("GET", `/api/decks/${userId}/user_decks`, cookie);
  await fromSchool("GET", "/api/study/due", cookie);
  await fromSchool("GET", `/api/groupMembership/member/${userId}`, cookie);
  await fromSchool("GET", "/api/games/reports?limit=10&offset=0", cookie);
};

/** A student's phone: the login page, sign-in, the dashboard, then Play and the code. */
async function studentJoins(student: TestUser, joinCode: string): Promise<string> {
  await loadApp("/login", "login");
  const login = await fromSchool("POST", "/api/auth/login", undefined, {
    email: student.email,
    password: STRONG_PASSWORD,
  });
  expect(login.statusCode).toBe(200);
  const cookie = sessionCookie(login);
  await screenFiles("dashboard");
  await dashboard(student.id, cookie);
  await screenFiles("join");
  expect((await fromSchool("GET", `/api/games/${joinCode}/join`, cookie)).statusCode).toBe(200);
  return cookie;
}

/** A guest's phone: the join link with the code, the look-up, a nickname. */
async function guestJoins(gameId: string, joinCode: string, nickname: string) {
  await loadApp(`/join?code=${joinCode}`, "join");
  expect((await fromSchool("GET", `/api/games/${joinCode}/join`)).statusCode).toBe(200);
  const joined = await fromSchool("POST", `/api/games/${gameId}/guests`, undefined, { nickname });
  expect(joined.statusCode).toBe(201);
  const guestCookie = joined.cookies.find((c) => c.name === "qd_guest");
  return { id: joined.json().data.User_id as string, cookie: `qd_guest=${guestCookie?.value}` };
}

describe("a class of 60 phones behind one address (issue 17)", () => {
  it("signs in or joins as guests, plays 30 questions and goes back without one 429", async () => {
    const teacher = await signUp(live.t.app, { display_name: "Teacher" });
    const students = [];
    for (let i = 0; i < 30; i++) students.push(await signUp(live.t.app, { display_name: `Student${i}` }));
    const deckId = await insertDeck(live.t, teacher.id, "Capitals", QUESTIONS);

    // The teacher is in the same room: the dashboard, then Host a game.
    await loadApp("/dashboard", "dashboard", teacher.cookie);
    await dashboard(teacher.id, teacher.cookie);
    const created = await fromSchool("POST", "/api/games", teacher.cookie, {});
    const { Game_id: gameId, Join_Code: joinCode } = created.json().data[0];
    await fromSchool("GET", `/api/decks/${teacher.id}/user_decks`, teacher.cookie);
    await fromSchool("GET", `/api/cards/${deckId}`, teacher.cookie);
    const host = await live.connect(teacher);
    expect(await request(host, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const settings = { timePerQuestion: 60, shuffleDeck: false, selectedDeck: deckId };
    expect(await request(host, "game_settings_selected", { Game_id: gameId, Game_Settings: settings })).toEqual({
      ok: true,
    });

    const phones: { cookie: string; userId: string; socket?: ClientSocket }[] = [];
    for (const student of students) phones.push({ cookie: await studentJoins(student, joinCode), userId: student.id });
    for (let i = 0; i < 30; i++) {
      const guest = await guestJoins(gameId, joinCode, `Guest ${i}`);
      phones.push({ cookie: guest.cookie, userId: guest.id });
    }
    for (const phone of phones) {
      phone.socket = await live.connect(phone);
      expect(await request(phone.socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    }

    const sockets = phones.map((phone) => phone.socket as ClientSocket);
    const ended = sockets.map((socket) => next(socket, "game_ended", 120_000));
    // The host's Next goes question → results → leaderboard → the next question (after the start's countdown).
    let cards = sockets.map((socket) => next(socket, "card_for_client", 30_000));
    expect(await request(host, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    for (let question = 0; question < QUESTIONS; question++) {
      const shown = await Promise.all(cards);
      const questionEnded = next(host, "question_ended");
      await Promise.all(
        sockets.map((socket, i) => {
          const right = shown[i]?.Card?.Answers.findIndex((text) => text.startsWith("right")) ?? 0;
          return request(socket, "submit_answer", {
            Game_id: gameId,
            Answer_id: i % 2 === 0 ? right : (right + 1) % 4,
          });
        }),
      );
      await questionEnded;
      const leaderboard = next(host, "show_leaderboard");
      expect(await request(host, "send_next_card", { Game_id: gameId })).toEqual({ ok: true });
      await leaderboard;
      cards = question + 1 < QUESTIONS ? sockets.map((socket) => next(socket, "card_for_client")) : [];
      expect(await request(host, "send_next_card", { Game_id: gameId })).toEqual({ ok: true });
    }
    const final = (await Promise.all(ended)) as GameEnded[];
    expect(final.every((payload) => payload.playerCount === 60)).toBe(true);

    // Back to the dashboard, where the students' stats now show the game.
    for (const [i, student] of students.entries()) await dashboard(student.id, phones[i]?.cookie as string);

    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
    // About 1,800 requests: more than the 1,000 a minute one address had when the files counted too.
    expect(statuses.length).toBeGreaterThan(1500);
  }, 180_000);
});
