import type { CardRecord } from "@quizdeck/shared/records";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectInsideViewport,
  expectNoAxeViolations,
  expectNoDocumentScroll,
  newUser,
  resizeTo,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
} from "./harness";
import { botPlayer } from "./pages/bot-players";
import { uploadCardPicture, waitForPicture } from "./pages/card-picture";
import { type CardTexts, deckWithCards, GameScreen, HostStartPage } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };
const CLASS_SIZE = 12;

/** A 1024×768 projector, laptops, and a full-HD projector or screen (issue 29). */
const PROJECTOR_SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

const pictureCards: (CardTexts & { picture: { width: number; height: number } | null; name: string })[] = [
  {
    name: "large",
    picture: { width: 1600, height: 1200 },
    Question: "Which city is the capital of Australia, marked on this map?",
    Answer: "Canberra",
    Incorrect1: "Sydney",
    Incorrect2: "Melbourne",
    Incorrect3: "Perth",
  },
  {
    name: "small",
    picture: { width: 200, height: 150 },
    Question: "Which flag is this?",
    Answer: "Sweden",
    Incorrect1: "Norway",
    Incorrect2: "Denmark",
    Incorrect3: "Finland",
  },
  {
    name: "tall",
    picture: { width: 600, height: 1200 },
    Question: "This tower stands in which city? It leans by almost four degrees since its third floor was built.",
    Answer: "Pisa",
    Incorrect1: "Bologna",
    Incorrect2: "Florence",
    Incorrect3: "Venice",
  },
  {
    name: "none",
    picture: null,
    Question: "Which planet is the largest in the solar system?",
    Answer: "Jupiter",
    Incorrect1: "Saturn",
    Incorrect2: "Neptune",
    Incorrect3: "Earth",
  },
];

/** The picture's drawn height: the element's box with the image contained in it, as object-fit: contain draws it. */
function drawnImageHeight(page: Page): Promise<number> {
  return page.locator(".game-question-image").evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight) * img.naturalHeight;
  });
}

/** A timer of 100 s or more shows three digits: they keep a margin inside the circle, on a projector as on a phone. */
async function expectDigitsInsideTimer(page: Page, what: string) {
  const { digits, circle, text } = await page.locator(".game-timer").evaluate((timer) => {
    const shown = timer.querySelector("[aria-hidden]")!;
    return {
      digits: shown.getBoundingClientRect().width,
      circle: timer.getBoundingClientRect().width,
      text: shown.textContent ?? "",
    };
  });
  expect(text, `${what}: the timer shows three digits`).toMatch(/^\d{3}$/);
  expect(digits / circle, `${what}: the timer's ${text} across its circle`).toBeLessThanOrEqual(0.72);
}

describe("the host's question screen sized for a projector (issue 29)", () => {
  test("the question, a picture at least half the screen high, the count, the four answers and Next fit unscrolled", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    await newUser(hostPage);
    const deck = await deckWithCards(hostPage, "Projected", pictureCards);
    const saved = await apiAs<CardRecord[]>(hostPage, "GET", `/api/cards/${deck.deck_id}`);
    for (const card of pictureCards) {
      const record = saved.find((each) => each.Question === card.Question);
      if (card.picture) await uploadCardPicture(hostPage, record!.Card_id, card.picture);
    }
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    await setup.timerNumber.fill("220");
    const code = await setup.createGame("Projected");
    // A class of players who never answer: each question stays open while the screen is measured, and the host's
    // screen lists them all as not answered yet.
    const bots = await Promise.all(Array.from({ length: CLASS_SIZE }, () => botPlayer(e2e.baseUrl, code, () => "")));
    await expect.poll(() => setup.players.count(), LONG).toBe(CLASS_SIZE);
    await setup.startButton.click();

    const host = new GameScreen(hostPage);
    for (const card of pictureCards) {
      await host.waitForQuestion(card.Question);
      if (card.picture) {
        await waitForPicture(hostPage.locator(".game-question-image"), card.picture.width, LONG);
      }
      for (const size of PROJECTOR_SIZES) {
        await resizeTo(hostPage, size);
        const what = `${card.name} picture at ${size.width}×${size.height}`;
        if (card.picture) {
          expect(await drawnImageHeight(hostPage), `${what}: picture height`).toBeGreaterThanOrEqual(size.height / 2);
        } else {
          // Without a picture the answers get the room.
          const grid = (await hostPage.getByRole("list", { name: "Answers" }).boundingBox())!;
          expect(grid.height, `${what}: answers height`).toBeGreaterThanOrEqual(size.height * 0.4);
        }
        await expectInsideViewport(hostPage, host.question, `${what}: question`);
        const tiles = hostPage.locator(".answer-grid .answer-button");
        expect(await tiles.count()).toBe(4);
        for (let n = 0; n < 4; n += 1) await expectInsideViewport(hostPage, tiles.nth(n), `${what}: answer ${n + 1}`);
        await expectInsideViewport(hostPage, hostPage.locator(".game-timer"), `${what}: timer`);
        await expectDigitsInsideTimer(hostPage, what);
        await expectInsideViewport(
          hostPage,
          hostPage.getByText(`0 of ${CLASS_SIZE} answered`),
          `${what}: answered count`,
        );
        await expectInsideViewport(hostPage, hostPage.locator(".game-waiting-for"), `${what}: not answered yet`);
        await expectInsideViewport(hostPage, host.nextButton, `${what}: Next`);
        await expectNoDocumentScroll(hostPage, what);
        await saveScreenshot(hostPage, `host-projector-${card.name}-${size.height}`);
        if (card.name === "large" && size.width !== 1366) await expectNoAxeViolations(hostPage);
      }

      // A narrow window keeps the phone's layout: the picture above the answers.
      if (card.name === "large") {
        await resizeTo(hostPage, TALL_PHONE);
        const picture = (await hostPage.locator(".game-question-image").boundingBox())!;
        const firstAnswer = (await hostPage.locator(".answer-grid .answer-button").first().boundingBox())!;
        expect(firstAnswer.y).toBeGreaterThan(picture.y + picture.height);
        await expectDigitsInsideTimer(hostPage, "a narrow window");
        await saveScreenshot(hostPage, "host-projector-large-narrow");
      }

      // The results: the right answer and a bar per answer fit the laptop's screen too.
      await resizeTo(hostPage, DESKTOP);
      await host.nextButton.click();
      await host.waitForHeading("Results");
      const rows = hostPage.getByRole("list", { name: "Answers chosen" }).getByRole("listitem");
      for (let n = 0; n < 4; n += 1) await expectInsideViewport(hostPage, rows.nth(n), `results row ${n + 1}`);
      await expectInsideViewport(hostPage, hostPage.getByText(`${CLASS_SIZE} did not answer`), "did not answer");
      await expectInsideViewport(hostPage, host.nextButton, "results: Next");
      await expectNoDocumentScroll(hostPage, "results");
      await saveScreenshot(hostPage, `host-projector-results-${card.name}`);
      await host.nextButton.click();
      await host.waitForHeading(/Leaderboard$/);
      if (card !== pictureCards.at(-1)) await host.nextButton.click();
    }
    for (const bot of bots) bot.close();
  });
});
