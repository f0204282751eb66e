import type { GameRecord } from "@quizdeck/shared/records";
import type { GameReportData, ReportQuestion } from "@quizdeck/shared/reports";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { createLiveGameRecords } from "../../server/src/live-game-records";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  failRequests,
  newUser,
  resizeTo,
  saveScreenshot,
  setUpE2e,
  type TestUser,
  visibleText,
} from "./harness";
import { capitals, deckWithCards, GameScreen, HostStartPage, JoinPage } from "./pages/game-pages";

const e2e = setUpE2e({ inProcess: true });
const PHONE_390 = { width: 390, height: 844 };
const LONG = { timeout: 20_000 };

const FRANCE: Pick<ReportQuestion, "index" | "question" | "answers"> = {
  index: 0,
  question: "Capital of France?",
  answers: ["Paris", "Lyon", "Nice", "Lille"],
};
const JAPAN: Pick<ReportQuestion, "index" | "question" | "answers"> = {
  index: 1,
  question: "Capital of Japan?",
  answers: ["Tokyo", "Osaka", "Kyoto", "Nara"],
};

/** A game of the host's, finished with this report through the server's records port as the runner does. */
async function recordGame(hostPage: Page, report: GameReportData): Promise<string> {
  const game = (await apiAs<{ data: GameRecord[] }>(hostPage, "POST", "/api/games", {})).data[0];
  if (!game) throw new Error("no game");
  const records = createLiveGameRecords(e2e.database.db);
  // Every player joined first, as the live game records it (their Past games lists the game).
  await Promise.all(report.players.map((p) => records.playerJoined(game.Game_id, p.userId)));
  // A player the host removed is in the report but not in the results (no stats), as the engine reports them.
  const ranked = report.players.filter((p) => !p.removed);
  const results = ranked.map((p) => ({
    userId: p.userId,
    score: p.score,
    rank: p.rank ?? 0,
    won: p.rank === 1,
    guest: false,
  }));
  await records.recordResults(game.Game_id, report.deckTitle, results, report);
  await records.gameEnded(game.Game_id);
  return game.Game_id;
}

/** A two-question game Ann won and Ben lost. */
async function finishedGame(hostPage: Page, ann: TestUser, ben: TestUser, deckTitle: string): Promise<string> {
  return recordGame(hostPage, {
    deckTitle,
    questions: [
      {
        ...FRANCE,
        counts: [1, 1, 0, 0],
        answered: 2,
        players: 2,
        correct: 1,
        averageMs: 2500,
      },
      {
        ...JAPAN,
        counts: [1, 0, 0, 0],
        answered: 1,
        players: 2,
        correct: 1,
        averageMs: 1200,
      },
    ],
    players: [
      {
        userId: ann.id,
        username: ann.displayName,
        rank: 1,
        score: 3000,
        correct: 2,
        unanswered: 0,
        averageMs: 1600,
        joinedLate: false,
        answers: [
          { choice: 0, ms: 2000, points: 1500 },
          { choice: 0, ms: 1200, points: 1500 },
        ],
      },
      {
        userId: ben.id,
        username: ben.displayName,
        rank: 2,
        score: 0,
        correct: 0,
        unanswered: 1,
        averageMs: 3000,
        joinedLate: true,
        answers: [
          { choice: 1, ms: 3000, points: 0 },
          { choice: null, ms: null, points: 0 },
        ],
      },
    ],
  });
}

/**
 * Issue 29: Ben joined after question 1 and missed question 2; Cid got question 1 right and was removed in
 * question 2. Question 2 (nobody right) is the hardest.
 */
async function classWithLateAndRemoved(hostPage: Page, ann: TestUser, ben: TestUser, cid: TestUser): Promise<string> {
  const notIn = { choice: null, ms: null, points: 0, absent: true } as const;
  const line = { correct: 0, unanswered: 0, averageMs: null, joinedLate: false };
  return recordGame(hostPage, {
    deckTitle: "Class",
    questions: [
      { ...FRANCE, counts: [2, 0, 0, 0], answered: 2, players: 2, correct: 2, averageMs: 1500 },
      { ...JAPAN, counts: [0, 1, 0, 0], answered: 1, players: 2, correct: 0, averageMs: 1200 },
    ],
    players: [
      {
        ...line,
        userId: ann.id,
        username: ann.displayName,
        rank: 1,
        score: 1500,
        correct: 1,
        averageMs: 1600,
        answers: [
          { choice: 0, ms: 2000, points: 1500 },
          { choice: 1, ms: 1200, points: 0 },
        ],
      },
      {
        ...line,
        userId: ben.id,
        username: ben.displayName,
        rank: 2,
        score: 0,
        unanswered: 1,
        joinedLate: true,
        answers: [notIn, { choice: null, ms: null, points: 0 }],
      },
      {
        ...line,
        userId: cid.id,
        username: cid.displayName,
        rank: null,
        score: 1500,
        correct: 1,
        averageMs: 1000,
        removed: true,
        answers: [{ choice: 0, ms: 1000, points: 1500 }, notIn],
      },
    ],
  });
}

const cellsOf = async (page: Page) => {
  const rows = [];
  for (const row of await page.locator(".report-table tbody tr").all()) {
    rows.push((await row.locator("th, td").allTextContents()).map((cell) => cell.trim()));
  }
  return rows;
};

async function hostWithPlayers() {
  const hostPage = await e2e.newPage(DESKTOP);
  const host = await newUser(hostPage);
  const ann = await newUser(await e2e.newPage());
  const ben = await newUser(await e2e.newPage());
  return { hostPage, host, ann, ben };
}

describe("game reports and Past games (issue 11 item 10)", () => {
  test("the host finds the game under Past games and reads its report at 1280 and 390 px; the CSV downloads", async () => {
    const { hostPage, ann, ben } = await hostWithPlayers();
    const gameId = await finishedGame(hostPage, ann, ben, "World Capitals");
    for (const viewport of [DESKTOP, PHONE_390]) {
      await resizeTo(hostPage, viewport);
      await hostPage.goto("/dashboard");
      const pastGames = hostPage.getByRole("list", { name: "Past games" });
      const link = pastGames.getByRole("link", { name: /World Capitals/ });
      expect(await visibleText(link)).toMatch(/2 players · 2 questions/);
      await expectNoAxeViolations(hostPage);
      await saveScreenshot(hostPage, "dashboard-past-games");
      await link.click();
      await expectPath(hostPage, `/games/${gameId}/report`);

      await hostPage.getByRole("heading", { name: "Game report", level: 1 }).waitFor();
      const first = hostPage.locator(".report-question").first();
      expect(await visibleText(first)).toContain("Capital of France?");
      expect(await first.locator(".report-figures").innerText()).toMatch(
        /Correct\s+50%\s+Answered\s+2 of 2\s+Average time\s+2\.5 s/,
      );
      const answers = await first.getByRole("listitem").allInnerTexts();
      expect(answers.map((text) => text.replace(/\s+/g, " ").trim())).toEqual([
        "Paris (correct answer) 1",
        "Lyon 1",
        "Nice 0",
        "Lille 0",
      ]);
      expect(await cellsOf(hostPage)).toEqual([
        ["1", ann.displayName, "3000", "2", "1.6 s", "0"],
        ["2", `${ben.displayName} (joined late)`, "0", "0", "3.0 s", "1"],
      ]);
      expect(await hostPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Every column shows without scrolling sideways (scrollWidth rounds fractional widths up, so ask the boxes).
      const overflowing = await hostPage.locator(".table-scroll").evaluate((region) => {
        const edge = region.getBoundingClientRect().right + 0.5;
        return [...region.querySelectorAll("td, th")].filter((cell) => cell.getBoundingClientRect().right > edge)
          .length;
      });
      expect(overflowing).toBe(0);
      await expectNoAxeViolations(hostPage);
      await saveScreenshot(hostPage, "game-report");
    }

    const download = hostPage.getByRole("link", { name: "Download CSV" });
    expect(await download.getAttribute("href")).toBe(`/api/games/${gameId}/report.csv`);
    const csv = await hostPage.context().request.get(`/api/games/${gameId}/report.csv`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe(
      "Rank,Player,Score,Question,Question text,Answer,Result,Points,Answer time (s),Question type",
    );
    expect(lines).toHaveLength(5);
  });

  test("issue 29: Hardest first, one student's answers, a removed player, late joiners counted alike at 1280 and 390 px", async () => {
    const { hostPage, ann, ben } = await hostWithPlayers();
    const cid = await newUser(await e2e.newPage());
    const gameId = await classWithLateAndRemoved(hostPage, ann, ben, cid);
    const questionTitles = async () =>
      (await hostPage.locator(".report-question h3").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
    for (const viewport of [DESKTOP, PHONE_390]) {
      await resizeTo(hostPage, viewport);
      await hostPage.goto(`/games/${gameId}/report`);
      const sortBy = hostPage.getByLabel("Sort by");
      await sortBy.waitFor(LONG);
      expect(await sortBy.inputValue()).toBe("order");
      expect(await questionTitles()).toEqual([
        "Question 1 · Multiple choice Capital of France?",
        "Question 2 · Multiple choice Capital of Japan?",
      ]);
      await sortBy.selectOption({ label: "Hardest first" });
      await expect
        .poll(questionTitles)
        .toEqual(["Question 2 · Multiple choice Capital of Japan?", "Question 1 · Multiple choice Capital of France?"]);
      await hostPage.reload();
      await expect
        .poll(questionTitles, LONG)
        .toEqual(["Question 2 · Multiple choice Capital of Japan?", "Question 1 · Multiple choice Capital of France?"]);
      expect(await hostPage.getByLabel("Sort by").inputValue()).toBe("hardest");
      await expect
        .poll(() => cellsOf(hostPage), LONG)
        .toEqual([
          ["1", ann.displayName, "1500", "1", "1.6 s", "0"],
          ["2", `${ben.displayName} (joined late)`, "0", "0", "—", "1"],
          ["Removed", cid.displayName, "1500", "1", "1.0 s", "0"],
        ]);
      expect(await hostPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(hostPage);
      await saveScreenshot(hostPage, "game-report-hardest-first");

      // By keyboard: Ben's name is a link; Enter opens his view and the focus lands on his name.
      await hostPage.getByRole("link", { name: ben.displayName }).focus();
      await hostPage.keyboard.press("Enter");
      const benHeading = hostPage.getByRole("heading", { name: ben.displayName, level: 2 });
      await benHeading.waitFor(LONG);
      expect(new URL(hostPage.url()).searchParams.get("player")).toBe(ben.id);
      await expect.poll(() => hostPage.evaluate(() => document.activeElement?.textContent)).toBe(ben.displayName);
      expect(await visibleText(hostPage.locator(".report-student-summary"))).toBe("Rank 2 · Score 0");
      await expect
        .poll(() => cellsOf(hostPage), LONG)
        .toEqual([
          ["1", "Capital of France?", "—", "Not in the game yet", "—", "0"],
          ["2", "Capital of Japan?", "—", "No answer", "—", "0"],
        ]);
      expect(await hostPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(hostPage);
      await saveScreenshot(hostPage, "game-report-student-late");

      // Back returns to the whole report, still hardest first.
      await hostPage.goBack();
      await hostPage.getByRole("link", { name: cid.displayName }).click(LONG);
      await hostPage.getByRole("heading", { name: cid.displayName, level: 2 }).waitFor(LONG);
      expect(await visibleText(hostPage.locator(".report-student-summary"))).toBe("Removed · Score 1500");
      await expect
        .poll(() => cellsOf(hostPage), LONG)
        .toEqual([
          ["1", "Capital of France?", "Paris", "Correct", "1.0 s", "1500"],
          ["2", "Capital of Japan?", "—", "Removed", "—", "0"],
        ]);
      await expectNoAxeViolations(hostPage);
      await saveScreenshot(hostPage, "game-report-student-removed");
      await hostPage.getByRole("link", { name: "All players" }).click();
      await expect
        .poll(questionTitles, LONG)
        .toEqual(["Question 2 · Multiple choice Capital of Japan?", "Question 1 · Multiple choice Capital of France?"]);
    }

    // The CSV counts Ben's questions as the page does: one "No answer", the one he was not in said so.
    const csv = await (await hostPage.context().request.get(`/api/games/${gameId}/report.csv`)).text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines.filter((line) => line.includes(ben.displayName)).map((line) => line.split(",")[6])).toEqual([
      "Not in the game yet",
      "No answer",
    ]);
    expect(lines.filter((line) => line.startsWith("Removed,"))).toHaveLength(2);
  });

  test("issue 30: a two-answer question, a typed question nobody answered and a poll nobody was in, at 390 px", async () => {
    const { hostPage, ann } = await hostWithPlayers();
    const gameId = await recordGame(hostPage, {
      deckTitle: "Edge cases",
      questions: [
        { ...FRANCE, answers: ["Paris", "Lyon"], counts: [1, 0], answered: 1, players: 1, correct: 1, averageMs: 900 },
        {
          index: 1,
          question: "Capital of Peru?",
          type: "type_answer",
          answers: ["Lima"],
          counts: [],
          words: [],
          answered: 0,
          players: 1,
          correct: 0,
          averageMs: null,
        },
        {
          index: 2,
          question: "Best colour?",
          type: "poll",
          answers: ["Red", "Blue"],
          counts: [0, 0],
          answered: 0,
          players: 0,
          correct: 0,
          averageMs: null,
        },
      ],
      players: [
        {
          userId: ann.id,
          username: ann.displayName,
          rank: 1,
          score: 1000,
          correct: 1,
          unanswered: 1,
          averageMs: 900,
          joinedLate: false,
          answers: [
            { choice: 0, ms: 900, points: 1000 },
            { choice: null, ms: null, points: 0 },
            { choice: null, ms: null, points: 0, absent: true },
          ],
        },
      ],
    });
    await resizeTo(hostPage, PHONE_390);
    await hostPage.goto(`/games/${gameId}/report`);
    const questions = hostPage.locator(".report-question");
    await questions.first().waitFor(LONG);
    const lines = async (index: number) =>
      (await questions.nth(index).getByRole("listitem").allInnerTexts()).map((text) =>
        text.replace(/\s+/g, " ").trim(),
      );
    expect(await lines(0)).toEqual(["Paris (correct answer) 1", "Lyon 0"]);
    expect(await visibleText(questions.nth(1))).toContain("Accepted answers: Lima");
    expect(await visibleText(questions.nth(1).getByText("Nobody typed an answer."))).toBeTruthy();
    expect(await questions.nth(2).locator(".report-figures").innerText()).toMatch(
      /Correct\s+—\s+Answered\s+0 of 0\s+Average time\s+—/,
    );
    expect(await lines(2)).toEqual(["Red 0 (0%)", "Blue 0 (0%)"]);
    await expectNoAxeViolations(hostPage);
    await saveScreenshot(hostPage, "game-report-edge-types");

    await hostPage.getByRole("link", { name: ann.displayName }).click();
    await expect
      .poll(() => cellsOf(hostPage), LONG)
      .toEqual([
        ["1", "Capital of France?", "Paris", "Correct", "0.9 s", "1000"],
        ["2", "Capital of Peru?", "—", "No answer", "—", "0"],
        // After the last question she was in: she did not get to it.
        ["3", "Best colour?", "—", "Not reached", "—", "0"],
      ]);
    await expectNoAxeViolations(hostPage);
  });

  test("issue 29: Past games lists a game the user played, with score and place, beside one they hosted", async () => {
    const { hostPage, host, ann, ben } = await hostWithPlayers();
    const annPage = await e2e.newPage(DESKTOP);
    await annPage.context().request.post("/api/auth/login", { data: { email: ann.email, password: ann.password } });
    const played = await finishedGame(hostPage, ann, ben, "World Capitals");
    const hosted = await finishedGame(annPage, host, ben, "European Rivers");
    for (const viewport of [DESKTOP, PHONE_390]) {
      await resizeTo(annPage, viewport);
      await annPage.goto("/dashboard");
      const pastGames = annPage.getByRole("list", { name: "Past games" });
      await pastGames.waitFor(LONG);
      const entries = pastGames.getByRole("listitem");
      const texts = (await entries.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
      expect(texts).toHaveLength(2);
      expect(texts[0]).toMatch(/^European Rivers Hosted .+ · 2 players · 2 questions$/);
      expect(texts[1]).toMatch(/^World Capitals Played .+ · You scored 3,000 points · 1st of 2$/);
      // The report is the host's: the played game is no link.
      expect(await entries.nth(1).getByRole("link").count()).toBe(0);
      expect(await entries.nth(0).getByRole("link").getAttribute("href")).toBe(`/games/${hosted}/report`);
      expect(await annPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(annPage);
      await saveScreenshot(annPage, "dashboard-past-games-played");
    }
    expect(played).not.toBe(hosted);
  });

  test("a new host sees No past games yet; a list that cannot load says so and can be retried", async () => {
    const page = await e2e.newPage(PHONE_390);
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const outage = await failRequests(page, "**/api/games/reports*");
    await page.goto("/dashboard");
    expect(await visibleText(page.getByRole("alert"))).toContain("Your past games could not be loaded.");
    outage.recover();
    await page.getByRole("button", { name: "Try again" }).click();
    expect(await visibleText(page.getByText("No past games yet"))).toBeTruthy();
    await expectNoAxeViolations(page);
  });

  test("Past games are paged ten at a time, newest first", async () => {
    const { hostPage, ann, ben } = await hostWithPlayers();
    for (let n = 1; n <= 11; n += 1) await finishedGame(hostPage, ann, ben, `Deck ${n}`);
    await hostPage.goto("/dashboard");
    const titles = hostPage.getByRole("list", { name: "Past games" }).locator(".past-game-title");
    await expect.poll(() => titles.allTextContents(), LONG).toHaveLength(10);
    expect((await titles.allTextContents())[0]).toBe("Deck 11");
    const pager = hostPage.getByRole("navigation", { name: "Past games pages" });
    expect(await visibleText(pager)).toContain("1–10 of 11");
    // By keyboard: on the last page Next says it is disabled and keeps the focus (it dropped to the page's top).
    await pager.getByRole("button", { name: "Next" }).focus();
    await hostPage.keyboard.press("Enter");
    await expect.poll(() => titles.allTextContents(), LONG).toEqual(["Deck 1"]);
    expect(await visibleText(pager)).toContain("11–11 of 11");
    const next = pager.getByRole("button", { name: "Next" });
    expect(await next.getAttribute("aria-disabled")).toBe("true");
    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);
    await hostPage.keyboard.press("Enter");
    expect(await titles.allTextContents()).toEqual(["Deck 1"]);
    await expectNoAxeViolations(hostPage);
  });

  test("anyone but the host is told the report is not theirs", async () => {
    const { hostPage, ann, ben } = await hostWithPlayers();
    const gameId = await finishedGame(hostPage, ann, ben, "Private deck");
    const page = await e2e.newPage(PHONE_390);
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    await page.goto(`/games/${gameId}/report`);
    expect(await visibleText(page.getByText("Only the host can see this game's report"))).toBeTruthy();
    expect(await page.getByRole("link", { name: "Download CSV" }).count()).toBe(0);
  });

  test("the host's final screen has View report, the player's has not", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const annPage = await e2e.newPage(PHONE_390);
    await newUser(hostPage);
    await newUser(annPage);
    await deckWithCards(hostPage, "One Card", capitals.slice(0, 1));
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const code = await setup.createGame("One Card");
    await new JoinPage(annPage).goto(code);
    await new JoinPage(annPage).join(code);
    await setup.startButton.waitFor(LONG);
    await setup.startButton.click();

    const host = new GameScreen(hostPage);
    const annGame = new GameScreen(annPage);
    await annGame.waitForQuestion(capitals[0]?.Question ?? "");
    await annGame.answerByClick(capitals[0]?.Answer ?? "");
    await host.nextUntil("Final Leaderboard");
    await annGame.waitForHeading("Final Leaderboard");
    expect(await annPage.getByRole("link", { name: "View report" }).count()).toBe(0);

    const gameId = new URL(hostPage.url()).pathname.split("/").pop() ?? "";
    const viewReport = hostPage.getByRole("link", { name: "View report" });
    await viewReport.waitFor(LONG);
    await expectNoAxeViolations(hostPage);
    await saveScreenshot(hostPage, "final-view-report");
    await viewReport.click();
    await expectPath(hostPage, `/games/${gameId}/report`);
    await hostPage.getByRole("link", { name: "Download CSV" }).waitFor(LONG);
  });
});
