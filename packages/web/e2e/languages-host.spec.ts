/**
 * Issue 33: a teacher hosts in their own language. A host whose browser speaks Spanish sets a game up, opens the
 * lobby, a player joins (a socket client), one question is played to its answer chart and the leaderboard, the game
 * ends, and the report and the dashboard's past games follow, all in Spanish. An Arabic host (the qd_lang cookie)
 * does the same at the projector's 1280×800, right to left: the chart's answers sit at the right, their bars grow
 * from the right. Every screen axe clean and no wider than the window, at a phone's width too.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  DESKTOP,
  expectNoAxeViolations,
  newUser,
  resizeTo,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  visibleText,
} from "./harness";
import { botPlayer } from "./pages/bot-players";
import { capitals, deckWithCards } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

/** What the host's screens say in one language. */
interface HostTexts {
  lang: string;
  dir: "ltr" | "rtl";
  hostTitle: string;
  settings: string;
  deck: string;
  timer: string;
  create: string;
  lobby: string;
  joinCode: string;
  start: string;
  lock: string;
  results: string;
  rightCount: string;
  correctMark: string;
  next: string;
  leaderboard: string;
  final: string;
  viewReport: string;
  report: string;
  downloadCsv: string;
  questions: string;
  players: string;
  rank: string;
  dashboard: string;
  pastGames: string;
  hosted: string;
}

const spanish: HostTexts = {
  lang: "es",
  dir: "ltr",
  hostTitle: "Organizar un juego",
  settings: "Configuración del juego",
  deck: "Mazo",
  timer: "Tiempo por pregunta",
  create: "Crear juego",
  lobby: "Sala de espera",
  joinCode: "Código de acceso",
  start: "Empezar juego",
  lock: "Bloquear juego",
  results: "Resultados",
  rightCount: "1 de 1 acertaron",
  correctMark: "✓ Correcta",
  next: "Siguiente",
  leaderboard: "Clasificación",
  final: "Clasificación final",
  viewReport: "Ver informe",
  report: "Informe del juego",
  downloadCsv: "Descargar CSV",
  questions: "Preguntas",
  players: "Jugadores",
  rank: "Puesto",
  dashboard: "Panel",
  pastGames: "Juegos anteriores",
  hosted: "Organizado",
};

const arabic: HostTexts = {
  lang: "ar",
  dir: "rtl",
  hostTitle: "استضافة لعبة",
  settings: "إعدادات اللعبة",
  deck: "مجموعة البطاقات",
  timer: "الوقت لكل سؤال",
  create: "إنشاء اللعبة",
  lobby: "غرفة الانتظار",
  joinCode: "رمز الانضمام",
  start: "ابدأ اللعبة",
  lock: "قفل اللعبة",
  results: "النتائج",
  rightCount: "أجاب 1 من 1 إجابة صحيحة",
  correctMark: "✓ صحيحة",
  next: "التالي",
  leaderboard: "لوحة الصدارة",
  final: "لوحة الصدارة النهائية",
  viewReport: "عرض التقرير",
  report: "تقرير اللعبة",
  downloadCsv: "تنزيل CSV",
  questions: "الأسئلة",
  players: "اللاعبون",
  rank: "المركز",
  dashboard: "لوحة التحكم",
  pastGames: "الألعاب السابقة",
  hosted: "استضفتها",
};

const [paris] = capitals as [(typeof capitals)[0]];

/** Axe clean, nothing wider than the window, and a screenshot: at the page's width, then at a phone's. */
async function checkBothWidths(page: Page, name: string) {
  const own = page.viewportSize() ?? DESKTOP;
  for (const size of [own, TALL_PHONE]) {
    await resizeTo(page, size);
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width, `${name} at ${size.width}: document width`).toBeLessThanOrEqual(size.width);
    await saveScreenshot(page, name);
  }
  await resizeTo(page, own);
}

const heading = (page: Page, name: string, level = 1) => page.getByRole("heading", { name, level, exact: true });

/** The whole host flow in one language, from the setup to the dashboard; returns nothing, asserts as it goes. */
async function hostOneQuestion(page: Page, texts: HostTexts, deckTitle: string, prefix: string) {
  await page.goto("/host/start");
  await heading(page, texts.hostTitle).waitFor(LONG);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    texts.lang,
    texts.dir,
  ]);
  expect(await page.title()).toBe(`${texts.hostTitle} · Quizdeck`);
  await heading(page, texts.settings, 2).waitFor(LONG);
  const deck = page.getByLabel(texts.deck, { exact: true });
  await expect.poll(() => deck.locator("option").allTextContents(), LONG).toContain(deckTitle);
  await deck.selectOption({ label: deckTitle });
  await page.getByRole("spinbutton", { name: texts.timer }).fill("30");
  await checkBothWidths(page, `${prefix}-setup`);
  await page.getByRole("button", { name: texts.create, exact: true }).click();

  // The lobby: the code, a player who joins, the controls in the host's language.
  await heading(page, texts.lobby).waitFor(LONG);
  await heading(page, texts.joinCode, 2).waitFor(LONG);
  const code = (await visibleText(page.getByTestId("join-code"))).trim();
  const bot = await botPlayer(e2e.baseUrl, code, (question) => (question === paris.Question ? paris.Answer : ""));
  try {
    await expect
      .poll(() => page.getByRole("list", { name: texts.players }).locator(".player-name").count(), LONG)
      .toBe(1);
    await page.getByRole("button", { name: texts.lock, exact: true }).waitFor(LONG);
    await checkBothWidths(page, `${prefix}-lobby`);
    await page.getByRole("button", { name: texts.start, exact: true }).click();

    // The player answers at once: the question closes and its chart shows.
    await heading(page, texts.results).waitFor(LONG);
    expect(await visibleText(page.locator(".game-right-count"))).toBe(texts.rightCount);
    const right = page.locator(".distribution-correct");
    expect(await visibleText(right.locator(".distribution-mark"))).toBe(texts.correctMark);
    expect(await visibleText(right.locator(".distribution-text"))).toBe(paris.Answer);
    await expectChartDirection(page, texts.dir);
    await checkBothWidths(page, `${prefix}-results`);

    await page.getByRole("button", { name: texts.next, exact: true }).click();
    await heading(page, texts.leaderboard).waitFor(LONG);
    await saveScreenshot(page, `${prefix}-leaderboard`);
    await page.getByRole("button", { name: texts.next, exact: true }).click();
    await heading(page, texts.final).waitFor(LONG);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `${prefix}-final`);
  } finally {
    bot.close();
  }

  // The report.
  await page.getByRole("link", { name: texts.viewReport, exact: true }).click();
  await heading(page, texts.report).waitFor(LONG);
  expect(await page.title()).toBe(`${texts.report} · Quizdeck`);
  await page.getByRole("link", { name: texts.downloadCsv, exact: true }).waitFor(LONG);
  await heading(page, texts.questions, 2).waitFor(LONG);
  await heading(page, texts.players, 2).waitFor(LONG);
  await page.getByRole("columnheader", { name: texts.rank, exact: true }).waitFor(LONG);
  await checkBothWidths(page, `${prefix}-report`);

  // The dashboard's past games: the hosted one, newest first.
  await page.goto("/dashboard");
  await heading(page, texts.dashboard).waitFor(LONG);
  await heading(page, texts.pastGames, 2).waitFor(LONG);
  const pastGames = page.getByRole("list", { name: texts.pastGames });
  await pastGames.waitFor(LONG);
  expect(await visibleText(pastGames.locator(".badge").first())).toBe(texts.hosted);
  await checkBothWidths(page, `${prefix}-dashboard`);
}

/** The chart reads from the language's start: the answer's label before its figures, the bar's fill from there. */
async function expectChartDirection(page: Page, dir: "ltr" | "rtl") {
  const row = page.locator(".distribution-correct");
  const [label, figures, bar, fill] = await Promise.all(
    [".distribution-label", ".distribution-figures", ".distribution-bar", ".distribution-fill"].map((selector) =>
      row.locator(selector).boundingBox(),
    ),
  );
  expect(label && figures && bar && fill).toBeTruthy();
  if (!label || !figures || !bar || !fill) return;
  if (dir === "rtl") {
    expect(label.x).toBeGreaterThan(figures.x);
    expect(Math.abs(fill.x + fill.width - (bar.x + bar.width))).toBeLessThan(1);
  } else {
    expect(label.x).toBeLessThan(figures.x);
    expect(Math.abs(fill.x - bar.x)).toBeLessThan(1);
  }
}

describe("the host's screens, the report and the dashboard in Spanish and in Arabic (issue 33)", () => {
  test("a host whose browser speaks Spanish hosts a question, then sees the report and the dashboard in Spanish", async () => {
    const page = await e2e.newPage(DESKTOP, { locale: "es-MX" });
    await newUser(page);
    await deckWithCards(page, "Capitales", [paris]);
    await hostOneQuestion(page, spanish, "Capitales", "host-es");
  });

  test("an Arabic host (cookie) hosts at the projector's width, right to left, the chart mirrored", async () => {
    const page = await e2e.newPage(DESKTOP, { locale: "en-US" });
    await page.context().addCookies([{ name: "qd_lang", value: "ar", url: e2e.baseUrl }]);
    await newUser(page);
    await deckWithCards(page, "عواصم", [paris]);
    await hostOneQuestion(page, arabic, "عواصم", "host-ar");
  });

  test("an Arabic host's student-paced progress grid reads from the right, the names column first", async () => {
    const page = await e2e.newPage(DESKTOP, { locale: "ar-EG" });
    await newUser(page);
    await deckWithCards(page, "عواصم", capitals.slice(0, 2));
    await page.goto("/host/start");
    await heading(page, arabic.hostTitle).waitFor(LONG);
    const deck = page.getByLabel(arabic.deck, { exact: true });
    await expect.poll(() => deck.locator("option").allTextContents(), LONG).toContain("عواصم");
    await deck.selectOption({ label: "عواصم" });
    await page.getByRole("radio", { name: "بسرعة الطالب، الآن" }).check();
    await page.getByRole("button", { name: arabic.create, exact: true }).click();
    const code = (await visibleText(page.getByTestId("join-code"))).trim();
    const bot = await botPlayer(e2e.baseUrl, code, (question) => (question === paris.Question ? paris.Answer : ""));
    try {
      await expect
        .poll(() => page.getByRole("list", { name: arabic.players }).locator(".player-name").count(), LONG)
        .toBe(1);
      await page.getByRole("button", { name: arabic.start, exact: true }).click();
      await heading(page, "تقدّم الصف").waitFor(LONG);
      // The student answered the first question: their row says so in words, from the right.
      const row = page.locator(".progress-grid tbody tr").first();
      await expect.poll(() => visibleText(row.locator("td").first()), LONG).toBe("1 من 2");
      expect(await row.locator(".progress-cell .visually-hidden").first().textContent()).toBe("صحيحة");
      const [name, progress] = await Promise.all([
        page.locator(".progress-grid thead .progress-name").boundingBox(),
        page.getByRole("columnheader", { name: "التقدّم", exact: true }).boundingBox(),
      ]);
      expect(name && progress && name.x > progress.x).toBe(true);
      await checkBothWidths(page, "host-ar-progress");
    } finally {
      bot.close();
    }
  });
});
