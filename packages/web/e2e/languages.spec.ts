/**
 * Issue 33: a class plays in its own language. A Spanish phone (its browser's language) and an Arabic one (chosen in
 * the join page's picker, remembered across a reload) join as guests, play two questions and reach the podium at
 * 390×844, every screen in their language, axe clean; Arabic reads right to left, and its answer tiles' keys still
 * match their shapes.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  checkScreen,
  DESKTOP,
  expectNoAxeViolations,
  holdResponses,
  newUser,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  visibleText,
} from "./harness";
import { capitals, deckWithCards, GameScreen, HostStartPage } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

/** The player's path in one language: what the screens say there. */
interface PlayerTexts {
  go: string;
  nickname: string;
  join: string;
  waiting: string;
  inLobby: string;
  submitted: string;
  correct: string;
  /** The spoken start of the first tile's name, before its text ("Triángulo, respuesta 1: "). */
  firstTile: string;
  answer: string;
  leaderboard: string;
  final: string;
  podium: string;
  top: string;
}

const spanish: PlayerTexts = {
  go: "Ir",
  nickname: "Apodo",
  join: "Unirse",
  waiting: "Esperando a que el anfitrión empiece el juego...",
  inLobby: "1 jugador en la sala de espera",
  submitted: "Respuesta enviada",
  correct: "Correcto",
  firstTile: "Triángulo, respuesta 1: ",
  answer: "respuesta",
  leaderboard: "Clasificación",
  final: "Clasificación final",
  podium: "Podio",
  top: "Los 5 mejores",
};

const arabic: PlayerTexts = {
  go: "انطلق",
  nickname: "الاسم المستعار",
  join: "انضمام",
  waiting: "في انتظار أن يبدأ المضيف اللعبة...",
  inLobby: "لاعب واحد في غرفة الانتظار",
  submitted: "تم إرسال الإجابة",
  correct: "صحيح",
  firstTile: "مثلث، الإجابة 1: ",
  answer: "الإجابة",
  leaderboard: "لوحة الصدارة",
  final: "لوحة الصدارة النهائية",
  podium: "منصة التتويج",
  top: "أفضل 5",
};

/** A signed-in host at the desktop (English) with a lobby open for two capitals. */
async function hostLobby(title: string) {
  const hostPage = await e2e.newPage(DESKTOP);
  await newUser(hostPage);
  await deckWithCards(hostPage, title, capitals.slice(0, 2));
  const setup = new HostStartPage(hostPage);
  await setup.goto();
  await setup.timerNumber.fill("30");
  return { hostPage, setup, code: await setup.createGame(title) };
}

/** Nothing wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${what}: document width`).toBeLessThanOrEqual(TALL_PHONE.width);
}

async function checkPlayerScreen(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, name);
  await saveScreenshot(page, name);
}

const [paris, tokyo] = capitals as [(typeof capitals)[0], (typeof capitals)[0]];

/** The host starts the game once the guest is in the lobby; the guest sees the first question. */
async function startGame(phone: Page, setup: HostStartPage) {
  await expect.poll(() => setup.players.count(), LONG).toBe(1);
  await setup.startButton.click();
  await new GameScreen(phone).waitForQuestion(paris.Question);
}

/** A guest's nickname, then the lobby, in the page's language. */
async function joinAsGuest(phone: Page, texts: PlayerTexts, nickname: string, prefix: string) {
  await phone.getByRole("button", { name: texts.go, exact: true }).click();
  await phone.getByLabel(texts.nickname, { exact: true }).fill(nickname);
  await phone.getByRole("button", { name: texts.join, exact: true }).click();
  await phone.getByText(texts.waiting).waitFor(LONG);
  await expect.poll(() => visibleText(phone.locator(".lobby-waiting .game-hint")), LONG).toBe(texts.inLobby);
  await checkPlayerScreen(phone, `${prefix}-lobby`);
}

/** The guest plays both questions to the podium while the host moves the game on. */
async function playToPodium(phone: Page, hostPage: Page, texts: PlayerTexts, prefix: string) {
  const player = new GameScreen(phone);
  const host = new GameScreen(hostPage);

  // The first question, by the number key on the right answer's tile.
  await checkPlayerScreen(phone, `${prefix}-question`);
  const answers = await player.answers();
  const tile = phone.locator(".answer-grid .answer-button").nth(answers.indexOf(paris.Answer));
  const key = await tile.locator(".answer-key").textContent();
  await phone.keyboard.press(key ?? "");
  await player.waitForHeading(new RegExp(`^(${texts.submitted}|${texts.correct})$`));
  await player.waitForHeading(texts.correct);
  await checkPlayerScreen(phone, `${prefix}-result`);
  await host.waitForHeading("Results");
  await host.nextButton.click();
  await player.waitForHeading(texts.leaderboard);
  expect(await player.leaderboardRows(texts.top).count()).toBe(1);
  await checkPlayerScreen(phone, `${prefix}-leaderboard`);
  await host.nextButton.click();

  // The second, by a tap on the tile named in the player's language.
  await player.waitForQuestion(tokyo.Question);
  await phone.getByRole("button", { name: new RegExp(`${texts.answer} \\d: ${tokyo.Answer}$`) }).click();
  await player.waitForHeading(texts.correct);
  await host.waitForHeading("Results");
  await host.nextButton.click();
  await host.waitForHeading("Leaderboard");
  await host.nextButton.click();

  await player.waitForHeading(texts.final);
  const podium = phone.getByRole("list", { name: texts.podium });
  await expect.poll(async () => (await podium.count()) > 0 && podium.textContent(), LONG).toBeTruthy();
  await checkPlayerScreen(phone, `${prefix}-final`);
}

describe("the player's path in Spanish and in Arabic (issue 33)", () => {
  test("the join page names its language's messages with itself, so they arrive beside its scripts, once", async () => {
    const phone = await e2e.newPage(TALL_PHONE, { touch: true, locale: "es-MX" });
    const scripts: string[] = [];
    phone.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".js")) scripts.push(request.url());
    });
    const catalogs = () => scripts.filter((url) => /\/assets\/(en|es|ar)-[\w-]+\.js$/.test(new URL(url).pathname));
    const page = await phone.goto("/join");
    const link = (await page?.allHeaders())?.link ?? "";
    expect(link).toMatch(/^<\/assets\/es-[\w-]+\.js>; rel=preload; as=script; crossorigin$/);
    await phone.getByRole("heading", { name: "Unirse a un juego", level: 1 }).waitFor(LONG);
    // A visitor with no session opens no game connection (it would be refused), and so is not asked to log in again.
    await phone.waitForLoadState("networkidle");
    // Fetched once, before the page's own scripts (not after they ran): the scripts' import found the preloaded
    // file. No other language was fetched.
    expect(catalogs()).toEqual([new URL(link.slice(1, link.indexOf(">")), e2e.baseUrl).href]);
    expect(scripts.indexOf(catalogs()[0] ?? "")).toBe(0);
    expect(scripts.filter((url) => url.includes("join-log-in-again"))).toEqual([]);
  });

  test("a phone whose browser speaks Spanish joins, plays and reaches the podium in Spanish", async () => {
    const { hostPage, setup, code } = await hostLobby("Capitales");
    const phone = await e2e.newPage(TALL_PHONE, { touch: true, locale: "es-ES" });
    await phone.goto(`/join?code=${code}`);
    await phone.getByRole("heading", { name: "Unirse a un juego", level: 1 }).waitFor(LONG);
    expect(await phone.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "es",
      "ltr",
    ]);
    expect(await phone.title()).toBe("Unirse a un juego · Quizdeck");
    expect(await phone.getByLabel("Idioma").inputValue()).toBe("es");
    // The join page at both widths (a laptop's, then the phone's).
    await checkScreen(phone, "lang-es-join");
    await expectNoSidewaysScroll(phone, "lang-es-join");

    await joinAsGuest(phone, spanish, "Zoë", "lang-es");

    await startGame(phone, setup);
    await playToPodium(phone, hostPage, spanish, "lang-es");
    expect(await visibleText(phone.locator(".game-your-result"))).toMatch(
      /^Terminaste en el puesto 1 de 1 con \d+ puntos\.$/,
    );
  });

  test("two choices in quick succession: the last one shows, though the first one's messages arrive after it", async () => {
    const phone = await e2e.newPage(TALL_PHONE, { touch: true, locale: "en-US" });
    await phone.goto("/join");
    const picker = phone.getByLabel("Language");
    await picker.waitFor(LONG);
    const releaseArabic = await holdResponses(phone, ["**/assets/ar-*.js"]);
    const arabicArrived = phone.waitForResponse((response) => /\/assets\/ar-[\w-]+\.js$/.test(response.url()));
    await picker.selectOption("ar");
    await phone.getByLabel("Language").selectOption("es");
    await phone.getByRole("heading", { name: "Unirse a un juego", level: 1 }).waitFor(LONG);
    releaseArabic();
    await arabicArrived;
    // What the late Arabic messages could have done, they would have done by the next frames.
    await phone.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await phone.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "es",
      "ltr",
    ]);
    expect(await visibleText(phone.getByRole("heading", { level: 1 }))).toBe("Unirse a un juego");
    expect((await phone.context().cookies()).find((cookie) => cookie.name === "qd_lang")?.value).toBe("es");
  });

  test("an Arabic choice in the picker turns the page right to left, is remembered, and plays to the podium", async () => {
    const { hostPage, setup, code } = await hostLobby("عواصم");
    const phone = await e2e.newPage(TALL_PHONE, { touch: true, locale: "en-US" });
    await phone.goto(`/join?code=${code}`);
    const picker = phone.getByLabel("Language");
    await picker.selectOption("ar");
    await phone.getByRole("heading", { name: "الانضمام إلى لعبة", level: 1 }).waitFor(LONG);
    expect(await phone.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "ar",
      "rtl",
    ]);
    // Remembered: a reload comes back in Arabic, the cookie readable by the server too.
    await phone.reload();
    await phone.getByRole("heading", { name: "الانضمام إلى لعبة", level: 1 }).waitFor(LONG);
    expect((await phone.context().cookies()).find((cookie) => cookie.name === "qd_lang")?.value).toBe("ar");
    expect(await phone.getByLabel("اللغة").inputValue()).toBe("ar");
    await checkScreen(phone, "lang-ar-join");
    await expectNoSidewaysScroll(phone, "lang-ar-join");

    await joinAsGuest(phone, arabic, "ليلى", "lang-ar");

    // Right to left, the tiles keep their shapes and numbers: the first (▲, key 1) sits at the right.
    await startGame(phone, setup);
    const tiles = phone.locator(".answer-grid .answer-button");
    const shapes = ["▲", "◆", "●", "■"];
    for (const [index, shape] of shapes.entries()) {
      const tile = tiles.nth(index);
      expect(await tile.locator(".answer-shape").textContent()).toBe(shape);
      expect(await tile.locator(".answer-key").textContent()).toBe(String(index + 1));
    }
    expect(await tiles.nth(0).locator(".visually-hidden").textContent()).toBe(arabic.firstTile);
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(first && second && first.x > second.x).toBe(true);
    // A reload in the middle of the question comes back to it, still in Arabic and right to left.
    await phone.reload();
    await new GameScreen(phone).waitForQuestion(paris.Question);
    expect(await phone.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "ar",
      "rtl",
    ]);
    expect(await tiles.nth(0).locator(".visually-hidden").textContent()).toBe(arabic.firstTile);
    await playToPodium(phone, hostPage, arabic, "lang-ar");
    expect(await visibleText(phone.locator(".game-your-result"))).toMatch(
      /^أنهيت اللعبة في المركز 1 من 1 برصيد \d+ نقطة\.$/,
    );
  });
});
