import { randomUUID } from "node:crypto";
import type { PlayerResult } from "@quizdeck/game/game-state";
import type {
  GameReport,
  GameReportData,
  Page,
  PastGame,
  ReportPlayer,
  ReportQuestion,
} from "@quizdeck/shared/reports";
import { parse as parseCsv } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createGameAs, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { reportQuestion } from "../../../test/report-fixtures";
import { gameReportPlayers, gameReports, users } from "../../db/schema";
import { createLiveGameRecords } from "../../live-game-records";
import { reportCsvWords } from "./report-csv-words";
import { REPORT_CHUNK } from "./repository";
import { onlyHostReadsReport } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const questions: GameReportData["questions"] = [
  {
    index: 0,
    question: "Longest river?",
    answers: ["Nile", "Amazon", "Yangtze", "Danube"],
    counts: [1, 1, 0, 0],
    answered: 2,
    players: 3,
    correct: 1,
    averageMs: 2500,
  },
  {
    index: 1,
    question: "Which river flows through Vienna?",
    answers: ["Danube", "Rhine", "Elbe", "Seine"],
    counts: [2, 0, 0, 0],
    answered: 2,
    players: 3,
    correct: 2,
    averageMs: 1750.5,
  },
];

/** A finished three-player game: Ada wins, Bob is second, Cy answered nothing. */
function threePlayerReport(ada: TestUser, bob: TestUser, cy: TestUser): GameReportData {
  const player = (user: TestUser, fields: Omit<ReportPlayer, "userId" | "username">): ReportPlayer => ({
    userId: user.id,
    username: user.username,
    ...fields,
  });
  return {
    deckTitle: "Rivers",
    questions,
    players: [
      player(cy, {
        rank: 3,
        score: 0,
        correct: 0,
        unanswered: 2,
        averageMs: null,
        joinedLate: true,
        answers: [
          { choice: null, ms: null, points: 0 },
          { choice: null, ms: null, points: 0 },
        ],
      }),
      player(ada, {
        rank: 1,
        score: 3000,
        correct: 2,
        unanswered: 0,
        averageMs: 1500,
        joinedLate: false,
        answers: [
          { choice: 0, ms: 2000, points: 1500 },
          { choice: 0, ms: 1000, points: 1500 },
        ],
      }),
      player(bob, {
        rank: 2,
        score: 1250,
        correct: 1,
        unanswered: 0,
        averageMs: 2750.25,
        joinedLate: false,
        answers: [
          { choice: 1, ms: 3000, points: 0 },
          { choice: 0, ms: 2500.5, points: 1250 },
        ],
      }),
    ],
  };
}

const resultsOf = (report: GameReportData): PlayerResult[] =>
  report.players.map((player) => ({
    userId: player.userId,
    score: player.score,
    rank: player.rank ?? 0,
    won: player.rank === 1,
    guest: false,
  }));

const createGame = (host: TestUser) => createGameAs(t.app, host);

/** A game played to its end: the records port writes the stats and the report, as the runner does. */
async function finishGame(host: TestUser, report: GameReportData): Promise<string> {
  const gameId = await createGame(host);
  const records = createLiveGameRecords(t.database.db);
  await records.recordResults(gameId, report.deckTitle, resultsOf(report), report);
  await records.gameEnded(gameId);
  return gameId;
}

/** As finishGame, the players' accounts having joined the game first (the live game records each join). */
async function playGame(host: TestUser, report: GameReportData): Promise<string> {
  const gameId = await createGame(host);
  const records = createLiveGameRecords(t.database.db);
  await Promise.all(report.players.filter((p) => !p.guest).map((p) => records.playerJoined(gameId, p.userId)));
  await records.recordResults(gameId, report.deckTitle, resultsOf(report), report);
  await records.gameEnded(gameId);
  return gameId;
}

const pastGames = async (user: TestUser, query = ""): Promise<Page<PastGame>> =>
  (await as(t.app, user).get(`/api/games/reports${query}`)).json();

async function threePlayerGame() {
  const [host, ada, bob, cy] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  const report = threePlayerReport(ada, bob, cy);
  const gameId = await finishGame(host, report);
  return { host, ada, bob, cy, report, gameId };
}

const gamesPlayed = async (user: TestUser) =>
  (await as(t.app, user).get(`/api/users/${user.id}`)).json().Games_Played as number;

/** A one-question game everyone got right, ranked in the order given. */
const bigReport = (players: Pick<ReportPlayer, "userId" | "username" | "guest">[]): GameReportData => ({
  deckTitle: "Big",
  questions: questions.slice(0, 1),
  players: players.map((player, n) => ({
    ...player,
    rank: n + 1,
    score: players.length - n,
    correct: 1,
    unanswered: 0,
    averageMs: 1000,
    joinedLate: false,
    answers: [{ choice: 0, ms: 1000, points: players.length - n }],
  })),
});

const summaryOf = ({ answers: _answers, ...summary }: ReportPlayer) => summary;

describe("storing the report through the live game's records port", () => {
  it("stores the report with the stats; the host reads its questions and its players best first", async () => {
    const { host, ada, report, gameId } = await threePlayerGame();
    expect(await gamesPlayed(ada)).toBe(1);
    const response = await as(t.app, host).get(`/api/games/${gameId}/report`);
    expect(response.statusCode).toBe(200);
    const body: GameReport = response.json();
    expect(body).toEqual({
      gameId,
      deckTitle: "Rivers",
      endedAt: expect.any(String),
      questions,
      players: {
        items: [report.players[1], report.players[2], report.players[0]].map((player) =>
          player ? summaryOf(player) : undefined,
        ),
        total: 3,
        limit: 50,
        offset: 0,
      },
    });
    expect(Date.now() - Date.parse(body.endedAt)).toBeLessThan(60_000);
  });

  it("records a game once: a second call writes neither the report nor the stats again", async () => {
    const { host, ada, report, gameId } = await threePlayerGame();
    const records = createLiveGameRecords(t.database.db);
    await records.recordResults(gameId, "Other", resultsOf(report), { ...report, deckTitle: "Other" });
    expect(await gamesPlayed(ada)).toBe(1);
    expect((await as(t.app, host).get(`/api/games/${gameId}/report`)).json().deckTitle).toBe("Rivers");
  });

  it("writes stats and report in one transaction: when the stats cannot be written, neither is the report", async () => {
    const [host, ada, bob, cy] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const report = threePlayerReport(ada, bob, cy);
    const unwritable = resultsOf(report).map((result) =>
      result.userId === cy.id ? { ...result, score: Number.NaN } : result,
    );
    const gameId = await createGame(host);
    const records = createLiveGameRecords(t.database.db);
    await expect(records.recordResults(gameId, "Rivers", unwritable, report)).rejects.toThrow();
    expect(await gamesPlayed(ada)).toBe(0);
    expect((await as(t.app, host).get(`/api/games/${gameId}/report`)).statusCode).toBe(404);
    await records.recordResults(gameId, "Rivers", resultsOf(report), report);
    expect(await gamesPlayed(ada)).toBe(1);
    expect((await as(t.app, host).get(`/api/games/${gameId}/report`)).statusCode).toBe(200);
  });
});

describe("accounts and reports", () => {
  it("keeps a player's line when they delete their account, and deletes the report with its host's account", async () => {
    const { host, ada, report, gameId } = await threePlayerGame();
    expect((await as(t.app, ada).delete("/api/auth/deleteaccount")).statusCode).toBe(200);
    const kept: GameReport = (await as(t.app, host).get(`/api/games/${gameId}/report`)).json();
    expect(kept.players.items[0]).toEqual(summaryOf(report.players[1] as ReportPlayer));

    expect((await as(t.app, host).delete("/api/auth/deleteaccount")).statusCode).toBe(200);
    const left = await t.database.db.select().from(gameReports).where(eq(gameReports.gameId, gameId));
    const players = await t.database.db.select().from(gameReportPlayers).where(eq(gameReportPlayers.gameId, gameId));
    expect([left, players]).toEqual([[], []]);
  });
});

describe("GET /api/games/{id}/report", () => {
  it("answers 403 to anyone but the host, players of the game included", async () => {
    const { ada, gameId } = await threePlayerGame();
    const stranger = await signUp(t.app);
    for (const user of [ada, stranger]) {
      for (const url of [`/api/games/${gameId}/report`, `/api/games/${gameId}/report.csv`]) {
        const response = await as(t.app, user).get(url);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: onlyHostReadsReport,
          message: onlyHostReadsReport,
          code: "forbidden",
        });
      }
    }
  });

  it("answers 404 for an unknown game and for a game without a report, 400 for a malformed id", async () => {
    const host = await signUp(t.app);
    const open = await createGame(host);
    for (const [url, error] of [
      ["/api/games/AAAAAAAAAAAA/report", "Game not found"],
      ["/api/games/AAAAAAAAAAAA/report.csv", "Game not found"],
      [`/api/games/${open}/report`, "Report not found"],
      [`/api/games/${open}/report.csv`, "Report not found"],
    ] as const) {
      const response = await as(t.app, host).get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error, message: error, code: "not_found" });
    }
    for (const url of ["/api/games/short/report", "/api/games/AAAAAAAAAAA%2C/report.csv"]) {
      const response = await as(t.app, host).get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Game_id must be a game id");
    }
  });

  it("pages the players with limit and offset, and refuses a bad page", async () => {
    const { host, report, gameId } = await threePlayerGame();
    const page = (query: string) => as(t.app, host).get(`/api/games/${gameId}/report?${query}`);
    const second: GameReport = (await page("limit=1&offset=1")).json();
    expect(second.players).toEqual({
      items: [summaryOf(report.players[2] as ReportPlayer)],
      total: 3,
      limit: 1,
      offset: 1,
    });
    expect((await page("limit=2&offset=3")).json().players.items).toEqual([]);
    for (const bad of ["limit=0", "limit=201", "limit=abc", "offset=-1", "offset=1.5", "limit=1e1"]) {
      const response = await page(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe("bad_request");
    }
  });
});

describe("GET /api/games/reports", () => {
  it("lists the signed-in host's reported games, newest first, paginated", async () => {
    const [host, other, ada, bob, cy] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    const report = threePlayerReport(ada, bob, cy);
    const ids = [];
    for (const title of ["First", "Second", "Third"]) ids.push(await finishGame(host, { ...report, deckTitle: title }));
    await finishGame(other, report);
    await createGame(host);

    const all: Page<PastGame> = (await as(t.app, host).get("/api/games/reports")).json();
    expect(all.total).toBe(3);
    expect(all.items.map((game) => game.deckTitle)).toEqual(["Third", "Second", "First"]);
    expect(all.items[0]).toEqual({
      gameId: ids[2],
      deckTitle: "Third",
      endedAt: expect.any(String),
      players: 3,
      questions: 2,
      role: "hosted",
      score: null,
      rank: null,
      ranked: null,
    });
    const page: Page<PastGame> = (await as(t.app, host).get("/api/games/reports?limit=2&offset=2")).json();
    expect(page).toEqual({ items: [all.items[2]], total: 3, limit: 2, offset: 2 });
    expect((await as(t.app, ada).get("/api/games/reports")).json()).toEqual({
      items: [],
      total: 0,
      limit: 50,
      offset: 0,
    });
    expect((await as(t.app, host).get("/api/games/reports?limit=x")).statusCode).toBe(400);
  });
});

describe("Past games of a player (issue 29)", () => {
  it("lists the game a player played with their score and place, and the host's game as hosted", async () => {
    const [host, ada, bob, cy] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const gameId = await playGame(host, threePlayerReport(ada, bob, cy));
    const common = { gameId, deckTitle: "Rivers", endedAt: expect.any(String), players: 3, questions: 2 };
    expect((await pastGames(bob)).items).toEqual([{ ...common, role: "played", score: 1250, rank: 2, ranked: 3 }]);
    expect((await pastGames(ada)).items).toEqual([{ ...common, role: "played", score: 3000, rank: 1, ranked: 3 }]);
    expect(await pastGames(host)).toEqual({
      items: [{ ...common, role: "hosted", score: null, rank: null, ranked: null }],
      total: 1,
      limit: 50,
      offset: 0,
    });
  });

  it("pages hosted and played games together, newest first, each once", async () => {
    const [user, other, ada, bob] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    const ids = [
      await playGame(user, threePlayerReport(ada, bob, other)),
      await playGame(other, threePlayerReport(user, bob, ada)),
      await playGame(user, threePlayerReport(ada, bob, other)),
      await playGame(other, threePlayerReport(ada, user, bob)),
      await playGame(other, threePlayerReport(ada, bob, ada)),
    ];
    const all = await pastGames(user);
    expect(all.total).toBe(4);
    expect(all.items.map((game) => [game.gameId, game.role, game.rank])).toEqual([
      [ids[3], "played", 2],
      [ids[2], "hosted", null],
      [ids[1], "played", 1],
      [ids[0], "hosted", null],
    ]);
    const pages = [];
    for (let offset = 0; offset < 5; offset += 2) pages.push(await pastGames(user, `?limit=2&offset=${offset}`));
    expect(pages.flatMap((page) => page.items)).toEqual(all.items);
    expect(pages.map((page) => [page.items.length, page.total])).toEqual([
      [2, 4],
      [2, 4],
      [0, 4],
    ]);
  });

  it("does not list a game that has not ended, nor one the player left without a result", async () => {
    const [host, ada, bob, cy] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const open = await createGame(host);
    const records = createLiveGameRecords(t.database.db);
    await records.playerJoined(open, ada.id);
    const report = threePlayerReport(ada, bob, cy);
    const gameId = await createGame(await signUp(t.app));
    await records.playerJoined(gameId, ada.id);
    // Ada was removed: she is in the report, without a place and without a result.
    const withoutAda = report.players.filter((player) => player.userId !== ada.id);
    await records.recordResults(gameId, "Rivers", resultsOf({ ...report, players: withoutAda }), report);
    await records.gameEnded(gameId);
    expect(await pastGames(ada)).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
    expect((await pastGames(host)).total).toBe(0);
  });
});

describe("GET /api/games/{id}/report.csv", () => {
  const download = async (host: TestUser, gameId: string) => {
    const response = await as(t.app, host).get(`/api/games/${gameId}/report.csv`);
    expect(response.statusCode).toBe(200);
    return response;
  };

  it("is UTF-8 with a header and one row per player per question, best player first", async () => {
    const { host, ada, bob, cy, gameId } = await threePlayerGame();
    const response = await download(host, gameId);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="quizdeck-report-${gameId}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parseCsv(response.body, { bom: true });
    expect(rows).toEqual([
      reportCsvWords.en.header,
      ["1", ada.username, "3000", "1", "Longest river?", "Nile", "Correct", "1500", "2.00", "Multiple choice"],
      [
        "1",
        ada.username,
        "3000",
        "2",
        "Which river flows through Vienna?",
        "Danube",
        "Correct",
        "1500",
        "1.00",
        "Multiple choice",
      ],
      ["2", bob.username, "1250", "1", "Longest river?", "Amazon", "Incorrect", "0", "3.00", "Multiple choice"],
      [
        "2",
        bob.username,
        "1250",
        "2",
        "Which river flows through Vienna?",
        "Danube",
        "Correct",
        "1250",
        "2.50",
        "Multiple choice",
      ],
      ["3", cy.username, "0", "1", "Longest river?", "", "No answer", "0", "", "Multiple choice"],
      ["3", cy.username, "0", "2", "Which river flows through Vienna?", "", "No answer", "0", "", "Multiple choice"],
    ]);
  });

  it("is in the host's language: the qd_lang cookie, else the browser's (issue 33)", async () => {
    const { host, ada, gameId } = await threePlayerGame();
    const rowsAs = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ method: "GET", url: `/api/games/${gameId}/report.csv`, headers });
      expect(response.statusCode).toBe(200);
      return parseCsv(response.body, { bom: true }) as string[][];
    };
    const spanish = await rowsAs({ cookie: `${host.cookie}; qd_lang=es`, "accept-language": "ar" });
    expect(spanish[0]).toEqual([...reportCsvWords.es.header]);
    expect(spanish[0]?.[0]).toBe("Puesto");
    // The results and types are in Spanish; the names, questions and answers as written.
    expect(spanish[1]).toEqual([
      "1",
      ada.username,
      "3000",
      "1",
      "Longest river?",
      "Nile",
      "Correcta",
      "1500",
      "2.00",
      "Opción múltiple",
    ]);
    expect(spanish.at(-1)?.[6]).toBe("Sin respuesta");
    const arabic = await rowsAs({ cookie: host.cookie, "accept-language": "fr-FR,ar-EG;q=0.8,en;q=0.5" });
    expect(arabic[0]?.[0]).toBe("الترتيب");
    expect(arabic[1]?.[6]).toBe("صحيحة");
    const english = await rowsAs({ cookie: `${host.cookie}; qd_lang=xx`, "accept-language": "fr" });
    expect(english[0]).toEqual([...reportCsvWords.en.header]);
  });

  it("quotes commas, quotes and line breaks, and prefixes cells a spreadsheet would run as formulas", async () => {
    const [host, ada] = [await signUp(t.app), await signUp(t.app)];
    const tricky: GameReportData = {
      deckTitle: "Tricky",
      questions: [
        {
          index: 0,
          question: 'Say "hi",\nthen =1+1?',
          answers: ['=HYPERLINK("http://evil.example")', "+44 1234", "-3", "@SUM(A1)"],
          counts: [0, 0, 0, 1],
          answered: 1,
          players: 1,
          correct: 0,
          averageMs: 900,
        },
      ],
      players: [
        {
          userId: ada.id,
          username: "=cmd|' /C calc'!A0",
          rank: 1,
          score: 0,
          correct: 0,
          unanswered: 0,
          averageMs: 900,
          joinedLate: false,
          answers: [{ choice: 3, ms: 900, points: 0 }],
        },
      ],
    };
    const gameId = await finishGame(host, tricky);
    const response = await download(host, gameId);
    expect(response.body).toContain('"Say ""hi"",\nthen =1+1?"');
    const rows: string[][] = parseCsv(response.body, { bom: true });
    expect(rows[1]).toEqual([
      "1",
      "'=cmd|' /C calc'!A0",
      "0",
      "1",
      'Say "hi",\nthen =1+1?',
      "'@SUM(A1)",
      "Incorrect",
      "0",
      "0.90",
      "Multiple choice",
    ]);

    const second = { ...tricky, players: [{ ...tricky.players[0], answers: [{ choice: 1, ms: 1, points: 0 }] }] };
    const plus: string[][] = parseCsv((await download(host, await finishGame(host, second as GameReportData))).body, {
      bom: true,
    });
    expect(plus[1]?.[5]).toBe("'+44 1234");
    const third = { ...tricky, players: [{ ...tricky.players[0], answers: [{ choice: 2, ms: 1, points: 0 }] }] };
    const minus: string[][] = parseCsv((await download(host, await finishGame(host, third as GameReportData))).body, {
      bom: true,
    });
    expect(minus[1]?.[5]).toBe("'-3");
  });

  it("pages and streams a class stored in several chunks, every player once and in order", async () => {
    const host = await signUp(t.app);
    const count = REPORT_CHUNK * 2 + 7;
    const players = Array.from({ length: count }, (_, n) => ({
      id: randomUUID(),
      email: `csv-${randomUUID()}@example.com`,
      passwordHash: "x",
      username: `p${n}`,
    }));
    await t.database.db.insert(users).values(players);
    const report = bigReport(players.map((player) => ({ userId: player.id, username: player.username })));
    const gameId = await finishGame(host, report);
    const page: GameReport = (await as(t.app, host).get(`/api/games/${gameId}/report?limit=3&offset=199`)).json();
    expect(page.players.items.map((player) => player.username)).toEqual(["p199", "p200", "p201"]);
    const response = await download(host, gameId);
    expect(response.headers["content-length"]).toBeUndefined();
    const rows: string[][] = parseCsv(response.body, { bom: true });
    expect(rows.slice(1).map((row) => row[1])).toEqual(players.map((player) => player.username));
  });
});

/** Ada played both questions; Cy joined during the first (not in it) and missed the second; Bob was removed. */
function lateAndRemovedReport(ada: TestUser, bob: TestUser, cy: TestUser): GameReportData {
  const [first, second] = questions as [ReportQuestion, ReportQuestion];
  const [cyLine, adaLine, bobLine] = threePlayerReport(ada, bob, cy).players as [
    ReportPlayer,
    ReportPlayer,
    ReportPlayer,
  ];
  const notIn = { choice: null, ms: null, points: 0, absent: true } as const;
  return {
    deckTitle: "Rivers",
    questions: [
      { ...first, counts: [1, 1, 0, 0], answered: 2, players: 2, correct: 1 },
      { ...second, counts: [1, 0, 0, 0], answered: 1, players: 2, correct: 1 },
    ],
    players: [
      adaLine,
      { ...cyLine, rank: 2, unanswered: 1, answers: [notIn, { choice: null, ms: null, points: 0 }] },
      {
        ...bobLine,
        rank: null,
        score: 500,
        correct: 0,
        averageMs: 3000,
        removed: true,
        answers: [{ choice: 1, ms: 3000, points: 500 }, notIn],
      },
    ],
  };
}

async function lateAndRemovedGame() {
  const [host, ada, bob, cy] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  const report = lateAndRemovedReport(ada, bob, cy);
  const gameId = await createGame(host);
  const records = createLiveGameRecords(t.database.db);
  const ranked = report.players.filter((player) => !player.removed);
  await records.recordResults(gameId, report.deckTitle, resultsOf({ ...report, players: ranked }), report);
  await records.gameEnded(gameId);
  return { host, ada, bob, cy, report, gameId };
}

const csvRows = async (host: TestUser, gameId: string): Promise<string[][]> =>
  parseCsv((await as(t.app, host).get(`/api/games/${gameId}/report.csv`)).body, { bom: true, from_line: 2 });

describe("late joiners and removed players in the report (issue 29)", () => {
  it("counts a late joiner's questions the same in the page and the CSV: one they were not in is no miss", async () => {
    const { host, cy, gameId } = await lateAndRemovedGame();
    const page: GameReport = (await as(t.app, host).get(`/api/games/${gameId}/report`)).json();
    const rows = await csvRows(host, gameId);
    const cyOnPage = page.players.items.find((player) => player.userId === cy.id);
    const cyRows = rows.filter((row) => row[1] === cy.username);
    expect(cyRows.filter((row) => row[6] === "No answer")).toHaveLength(cyOnPage?.unanswered ?? -1);
    expect(cyRows.map((row) => row[6])).toEqual(["Not in the game yet", "No answer"]);
    // Per question, the rows of players who were in it are the question's `players`.
    for (const [position, question] of page.questions.entries()) {
      const inIt = rows.filter(
        (row) => row[3] === String(position + 1) && row[6] !== "Not in the game yet" && row[6] !== "Removed",
      );
      expect(inIt, `question ${position + 1}`).toHaveLength(question.players);
    }
  });

  it("keeps a removed player's line after the ranked ones, marked removed, and Removed in the CSV", async () => {
    const { host, ada, bob, report, gameId } = await lateAndRemovedGame();
    expect(await gamesPlayed(ada)).toBe(1);
    expect(await gamesPlayed(bob)).toBe(0);
    const page: GameReport = (await as(t.app, host).get(`/api/games/${gameId}/report`)).json();
    expect(page.players.total).toBe(3);
    expect(page.players.items[2]).toEqual(summaryOf(report.players[2] as ReportPlayer));
    const bobRows = (await csvRows(host, gameId)).filter((row) => row[1] === bob.username);
    expect(bobRows).toEqual([
      ["Removed", bob.username, "500", "1", "Longest river?", "Amazon", "Incorrect", "500", "3.00", "Multiple choice"],
      [
        "Removed",
        bob.username,
        "500",
        "2",
        "Which river flows through Vienna?",
        "",
        "Removed",
        "0",
        "",
        "Multiple choice",
      ],
    ]);
  });

  it("still reads players stored before removed and absent were kept", async () => {
    const { host, ada, gameId } = await threePlayerGame();
    const old = JSON.stringify([
      [
        ada.id,
        ada.username,
        1,
        3000,
        2,
        0,
        1500,
        false,
        [
          [0, 2000, 1500],
          [0, 1000, 1500],
        ],
        true,
      ],
    ]);
    await t.database.db.update(gameReportPlayers).set({ players: old }).where(eq(gameReportPlayers.gameId, gameId));
    const page: GameReport = (await as(t.app, host).get(`/api/games/${gameId}/report`)).json();
    expect(page.players.items[0]).toEqual({
      ...summaryOf(threePlayerReport(ada, ada, ada).players[1] as ReportPlayer),
      guest: true,
    });
    const player: ReportPlayer = (await as(t.app, host).get(`/api/games/${gameId}/report/players/${ada.id}`)).json();
    expect(player.answers).toEqual([
      { choice: 0, ms: 2000, points: 1500 },
      { choice: 0, ms: 1000, points: 1500 },
    ]);
    expect((await csvRows(host, gameId))[0]?.slice(0, 3)).toEqual(["1", ada.username, "3000"]);
  });
});

describe("GET /api/games/{id}/report/players/{userId}", () => {
  it("gives the host one player's line with every answer, a removed player's too", async () => {
    const { host, bob, cy, report, gameId } = await lateAndRemovedGame();
    for (const [user, line] of [
      [cy, report.players[1]],
      [bob, report.players[2]],
    ] as const) {
      const response = await as(t.app, host).get(`/api/games/${gameId}/report/players/${user.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(line);
    }
  });

  it("finds a player in a later stored chunk", async () => {
    const host = await signUp(t.app);
    const count = REPORT_CHUNK + 3;
    const guests = Array.from({ length: count }, (_, n) => ({
      userId: `player-${n}`,
      username: `p${n}`,
      guest: true as const,
    }));
    const report = bigReport(guests);
    const gameId = await createGame(host);
    await createLiveGameRecords(t.database.db).recordResults(gameId, "Big", [], report);
    const last = await as(t.app, host).get(`/api/games/${gameId}/report/players/player-${count - 1}`);
    expect(last.json()).toEqual(report.players[count - 1]);
    // "player-1" is inside "player-10"'s id: only the exact id matches.
    expect((await as(t.app, host).get(`/api/games/${gameId}/report/players/player-1`)).json().username).toBe("p1");
  });

  it("answers 404 for someone not in the report, 403 to anyone but the host, 400 for a malformed id", async () => {
    const { host, ada, gameId } = await lateAndRemovedGame();
    const stranger = await signUp(t.app);
    const missing = await as(t.app, host).get(`/api/games/${gameId}/report/players/${stranger.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Player not found", message: "Player not found", code: "not_found" });
    const forbidden = await as(t.app, ada).get(`/api/games/${gameId}/report/players/${ada.id}`);
    expect(forbidden.statusCode).toBe(403);
    const bad = await as(t.app, host).get(`/api/games/${gameId}/report/players/a%25b`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "userId is not a valid user id", code: "bad_request" });
  });
});

describe("questions of every type in the report (issue 30)", () => {
  const question = reportQuestion;
  const typedQuestions: ReportQuestion[] = [
    question(0, { type: "true_false", answers: ["False", "True"], counts: [1, 0], correct: 1 }),
    question(1, {
      type: "type_answer",
      answers: ["Rome", "Roma"],
      words: [{ text: "roma", count: 1, accepted: "Roma" }],
      correct: 1,
    }),
    question(2, { type: "select_all", answers: ["2", "4", "5"], counts: [1, 1, 0], correctChoices: [0, 2] }),
    question(3, { type: "poll", answers: ["Spring", "Summer"], counts: [0, 1] }),
    question(4, { type: "order", answers: ["one", "two", "three"] }),
  ];
  const answers: ReportPlayer["answers"] = [
    { choice: 0, result: "correct", ms: 1000, points: 1000 },
    { choice: null, text: "roma", result: "correct", ms: 1000, points: 1000 },
    { choice: null, text: "2, 4", result: "incorrect", ms: 1000, points: 0 },
    { choice: 1, result: "answered", ms: 1000, points: 0 },
    { choice: null, text: "two → one → three", result: "incorrect", ms: 1000, points: 0 },
  ];

  async function typedGame() {
    const [host, ada] = [await signUp(t.app), await signUp(t.app)];
    const line: ReportPlayer = {
      userId: ada.id,
      username: ada.username,
      rank: 1,
      score: 2000,
      correct: 2,
      unanswered: 0,
      averageMs: 1000,
      joinedLate: false,
      answers,
    };
    const gameId = await finishGame(host, { deckTitle: "Mixed", questions: typedQuestions, players: [line] });
    return { host, ada, line, gameId };
  }

  it("stores each type's answer with its text and result, and reads it back as it was", async () => {
    const { host, ada, line, gameId } = await typedGame();
    const player = await as(t.app, host).get(`/api/games/${gameId}/report/players/${ada.id}`);
    expect(player.json()).toEqual(line);
    const page: GameReport = (await as(t.app, host).get(`/api/games/${gameId}/report`)).json();
    expect(page.questions).toEqual(typedQuestions);
  });

  it("writes a CSV row per type: what was typed, picked or ordered, right or wrong, a poll only answered", async () => {
    const { host, gameId } = await typedGame();
    const rows = await csvRows(host, gameId);
    expect(rows.map((row) => [row[5], row[6], row[9]])).toEqual([
      ["False", "Correct", "True or false"],
      ["roma", "Correct", "Type the answer"],
      ["2, 4", "Incorrect", "Select all that apply"],
      ["Summer", "Answered", "Poll"],
      ["two → one → three", "Incorrect", "Put in order"],
    ]);
  });
});
