import type { CardRecord } from "@quizdeck/shared/records";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectInsideViewport,
  expectNoAxeViolations,
  expectNoDocumentScroll,
  holdResponses,
  linesOf,
  newUser,
  PHONE,
  pressWithoutClicking,
  resizeTo,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  tapHighlightOf,
  topsOf,
  visibleText,
  watchPlace,
} from "./harness";
import { uploadCardPicture, waitForPicture } from "./pages/card-picture";
import {
  type CardBody,
  type CardTexts,
  capitals,
  deckWithCards,
  GameScreen,
  HostStartPage,
  JoinPage,
} from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

const pictureCard: CardTexts = {
  Question: "Which city is the capital of Australia, shown on this map?",
  Answer: "Canberra",
  Incorrect1: "Sydney",
  Incorrect2: "Melbourne",
  Incorrect3: "Perth",
};

/** Each answer, a word of up to nine letters here, is on one line: never broken inside the word. */
async function expectWholeWords(answers: Locator, viewport: string) {
  for (let n = 0; n < (await answers.count()); n += 1) {
    const text = answers.nth(n);
    expect(await linesOf(text), `"${await text.textContent()}" at ${viewport}`).toBe(1);
  }
}

/** A new host at the desktop with an open lobby for a deck of these cards (by default one: an empty deck makes no game). */
async function hostLobby(title: string, cards: CardBody[] = capitals.slice(0, 1)) {
  const hostPage = await e2e.newPage(DESKTOP);
  await newUser(hostPage);
  const deck = await deckWithCards(hostPage, title, cards);
  const setup = new HostStartPage(hostPage);
  await setup.goto();
  return { hostPage, deck, setup, code: await setup.createGame(title) };
}

describe("phone first, joining by QR code and the setup explained (issue #11 items 5, 8, 9)", () => {
  test("at 390×844 the question, its image and the four answers fit without scrolling; touch says Tap an answer", async () => {
    const { hostPage, deck, setup, code } = await hostLobby("Maps", [pictureCard]);
    const [card] = await apiAs<CardRecord[]>(hostPage, "GET", `/api/cards/${deck.deck_id}`);
    // A landscape picture larger than a phone screen.
    await uploadCardPicture(hostPage, card!.Card_id, { width: 1600, height: 1200 });
    const phonePage = await e2e.newPage(TALL_PHONE, { touch: true });
    const laptopPage = await e2e.newPage(DESKTOP);
    await newUser(phonePage);
    await newUser(laptopPage);
    for (const page of [phonePage, laptopPage]) {
      const join = new JoinPage(page);
      await join.goto();
      await join.join(code);
    }
    // A school network: the picture comes after the question and its answers.
    const releasePicture = await holdResponses(phonePage, ["**/api/images/*"]);
    await setup.startButton.waitFor(LONG);
    await setup.startButton.click();
    // On the laptop the top bar keeps its layout when the clock takes the game code's place.
    await laptopPage.locator(".game-code-small strong", { hasText: code }).waitFor(LONG);
    const laptopFacts = await watchPlace(laptopPage, ".game-top-bar-facts");
    const laptopBody = await watchPlace(laptopPage, ".game-body");

    const phone = new GameScreen(phonePage);
    const laptop = new GameScreen(laptopPage);
    await phone.waitForQuestion(pictureCard.Question);
    await laptop.waitForQuestion(pictureCard.Question);
    const tiles = phonePage.locator(".answer-grid .answer-button");
    await tiles.first().waitFor();
    const tilesBeforeThePicture = await topsOf([tiles.first(), tiles.last()]);
    releasePicture();
    const image = phonePage.locator(".game-question-image");
    await waitForPicture(image, 1600, LONG);
    // The answers do not jump from under a finger as the picture arrives.
    expect(await topsOf([tiles.first(), tiles.last()])).toEqual(tilesBeforeThePicture);
    expect(await laptopFacts(), "the laptop's top bar").toHaveLength(1);
    expect(await laptopBody(), "the laptop's game screen").toHaveLength(1);

    await expectInsideViewport(phonePage, phone.question, "question");
    await expectInsideViewport(phonePage, image, "image");
    expect(await tiles.count()).toBe(4);
    const boxes = [];
    for (let n = 0; n < 4; n += 1) {
      await expectInsideViewport(phonePage, tiles.nth(n), `answer ${n + 1}`);
      boxes.push((await tiles.nth(n).boundingBox())!);
    }
    // A 2×2 grid: two tiles side by side on each of two rows.
    expect(Math.round(boxes[0]!.y)).toBe(Math.round(boxes[1]!.y));
    expect(Math.round(boxes[2]!.y)).toBe(Math.round(boxes[3]!.y));
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
    await expectNoDocumentScroll(phonePage, "390×844");
    await expectWholeWords(tiles.locator(".answer-text"), "390×844");

    // The touch phone says Tap an answer and shows no keys; the laptop keeps its 1–4 keys and their hint.
    expect(await visibleText(phonePage.getByText("Tap an answer", { exact: true }))).toBeTruthy();
    expect(await phonePage.getByText(/press 1, 2, 3 or 4/).isVisible()).toBe(false);
    expect(await phonePage.locator(".answer-key").first().isVisible()).toBe(false);
    expect(await visibleText(laptopPage.getByText("Click an answer or press 1, 2, 3 or 4."))).toBeTruthy();

    // The smallest phone, 360×640: the image shrinks first, the four answers still fit unscrolled (issue 29).
    await resizeTo(phonePage, { width: 360, height: 640 });
    for (let n = 0; n < 4; n += 1) await expectInsideViewport(phonePage, tiles.nth(n), `answer ${n + 1} at 360×640`);
    await expectWholeWords(tiles.locator(".answer-text"), "360×640");
    await saveScreenshot(phonePage, "game29-question-360");
    expect(await laptopPage.getByText("Tap an answer", { exact: true }).isVisible()).toBe(false);
    expect(await laptopPage.locator(".answer-key").first().isVisible()).toBe(true);
    await expectNoAxeViolations(phonePage);
    await saveScreenshot(phonePage, "phone-question");
    await saveScreenshot(laptopPage, "phone-question");

    // Pressed, a tile darkens under the mouse; a phone shows that instead of the browser's tinted tap flash.
    const phoneTile = phone.answerButton(pictureCard.Answer);
    expect(await tapHighlightOf(phoneTile)).toBe("rgba(0, 0, 0, 0)");
    const laptopTile = laptop.answerButton(pictureCard.Incorrect1);
    const pressedLook = () =>
      laptopTile.evaluate((tile) => `${getComputedStyle(tile).transform} ${getComputedStyle(tile).filter}`);
    const restingLook = await pressedLook();
    const letGo = await pressWithoutClicking(laptopPage, laptopTile);
    expect(await pressedLook()).toBe("none brightness(0.9)");
    await saveScreenshot(laptopPage, "game-answer-pressed");
    // Let go elsewhere: no answer is given.
    await letGo();
    expect(await pressedLook()).toBe(restingLook);

    await phoneTile.tap();
    await phone.waitForHeading(/^(Answer Submitted|Leaderboard)$/);
    await laptop.answerByKey(pictureCard.Incorrect1);

    // The host's results on a phone: each answer's word stays whole beside its shape, ✓ Correct and the figures.
    await new GameScreen(hostPage).waitForHeading("Results");
    await resizeTo(hostPage, { width: 360, height: 640 });
    const chosen = hostPage.getByRole("list", { name: "Answers chosen" }).locator(".distribution-text");
    expect(await chosen.count()).toBe(4);
    await expectWholeWords(chosen, "the host's results at 360×640");
    await saveScreenshot(hostPage, "phone-host-results");
  });

  test("select all on a 360 px phone: the tick box stands in for the shape, and each answer keeps its word whole", async () => {
    const gasGiants: CardBody = {
      Type: "select_all",
      Question: "Which planets are giants?",
      Choices: ["Mercury", "Jupiter", "Neptune", "Saturn", "Venus", "Uranus"],
      Correct: [1, 2, 3, 5],
    };
    const { setup, code } = await hostLobby("Planets", [gasGiants]);
    const phonePage = await e2e.newPage({ width: 360, height: 640 }, { touch: true });
    await newUser(phonePage);
    const join = new JoinPage(phonePage);
    await join.goto();
    await join.join(code);
    await setup.startButton.waitFor(LONG);
    await setup.startButton.click();
    await new GameScreen(phonePage).waitForQuestion(gasGiants.Question!);
    const tiles = phonePage.locator(".answer-grid .answer-button");
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(6);
    await expectWholeWords(tiles.locator(".answer-text"), "select all at 360×640");
    await tiles.first().tap();
    expect(await tiles.first().getAttribute("aria-pressed")).toBe("true");
    expect(await tiles.first().locator(".answer-check").textContent()).toBe("✓");
    await saveScreenshot(phonePage, "phone-select-all");
  });

  test("a long one-word answer is drawn smaller on a phone, not broken; a narrow window with keys too", async () => {
    const cells: CardTexts = {
      Question: "Where in the cell does photosynthesis happen?",
      Answer: "Chloroplast",
      Incorrect1: "Mitochondria",
      Incorrect2: "Photosynthesis",
      Incorrect3: "Ribosome",
    };
    const { hostPage, setup, code } = await hostLobby("Cells", [cells]);
    const phonePage = await e2e.newPage(PHONE, { touch: true });
    const narrowWindow = await e2e.newPage({ width: 400, height: 700 });
    for (const page of [phonePage, narrowWindow]) {
      await newUser(page);
      const join = new JoinPage(page);
      await join.goto();
      await join.join(code);
    }
    await setup.startButton.waitFor(LONG);
    await setup.startButton.click();
    for (const page of [phonePage, narrowWindow, hostPage]) await new GameScreen(page).waitForQuestion(cells.Question);

    const answers = (page: Page) => page.locator(".answer-grid .answer-text");
    await expectWholeWords(answers(phonePage), "375×740");
    const drawnAt = (page: Page) =>
      answers(page).evaluateAll((texts) => texts.map((text) => Number.parseFloat(getComputedStyle(text).fontSize)));
    const onPhone = await drawnAt(phonePage);
    // All four alike, and smaller than the tile's own size.
    expect(new Set(onPhone).size).toBe(1);
    const tileSize = await phonePage
      .locator(".answer-grid .answer-button")
      .first()
      .evaluate((tile) => Number.parseFloat(getComputedStyle(tile).fontSize));
    expect(onPhone[0]).toBeLessThan(tileSize);
    await saveScreenshot(phonePage, "phone-long-words");
    // Turned, or a bigger phone: measured again, and as large as the room allows.
    await resizeTo(phonePage, TALL_PHONE);
    await expect.poll(async () => (await drawnAt(phonePage))[0]).toBeGreaterThan(onPhone[0]!);
    await expectWholeWords(answers(phonePage), "390×844");
    // A 320 px phone has too little room for two: the tiles stack, each answer whole.
    const lefts = () => topsOf([0, 1, 2, 3].map((n) => phonePage.locator(".answer-grid li").nth(n)));
    await resizeTo(phonePage, { width: 320, height: 568 });
    await expect.poll(async () => new Set(await lefts()).size).toBe(4);
    await expectWholeWords(answers(phonePage), "320×568");
    await saveScreenshot(phonePage, "phone-long-words");
    // A window this narrow on a laptop still shows the number keys on the tiles.
    await expectWholeWords(answers(narrowWindow), "400×700 without touch");
    expect(await narrowWindow.locator(".answer-key").first().isVisible()).toBe(true);
    await saveScreenshot(narrowWindow, "narrow-window-long-words");
    // Where the words fit, nothing is drawn smaller: the host's tiles at 1280 px.
    const hostTile = await hostPage
      .locator(".answer-grid .answer-button")
      .first()
      .evaluate((tile) => Number.parseFloat(getComputedStyle(tile).fontSize));
    expect(new Set(await drawnAt(hostPage))).toEqual(new Set([hostTile]));
  });

  test("the lobby shows a QR code of the join link beside the code, and the link fills the code in", async () => {
    const { hostPage, setup, code } = await hostLobby("QR Deck");
    const joinLink = `${e2e.baseUrl}/join?code=${code}`;

    const qr = hostPage.getByRole("img", { name: `QR code of the join link ${joinLink}` });
    await qr.waitFor(LONG);
    expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe("svg");
    expect(await qr.locator("title").textContent()).toBe(`QR code of the join link ${joinLink}`);
    // The modules are drawn: a path with many moves, not an empty picture.
    expect((await qr.locator("path").last().getAttribute("d"))?.split("M").length).toBeGreaterThan(50);
    const qrBox = (await qr.boundingBox())!;
    const codeBox = (await setup.joinCode.boundingBox())!;
    expect(qrBox.width).toBeGreaterThanOrEqual(160);
    // Beside the big code at 1280 px: the two share a row.
    expect(qrBox.y).toBeLessThan(codeBox.y + codeBox.height);
    expect(qrBox.y + qrBox.height).toBeGreaterThan(codeBox.y);
    await expectNoAxeViolations(hostPage);
    await saveScreenshot(hostPage, "phone-lobby-qr");
    await resizeTo(hostPage, TALL_PHONE);
    await saveScreenshot(hostPage, "phone-lobby-qr");

    const phonePage = await e2e.newPage(TALL_PHONE, { touch: true });
    await newUser(phonePage);
    await phonePage.goto(joinLink);
    const join = new JoinPage(phonePage);
    // The page is drawn once its messages have arrived: the link's code fills the box then.
    await expect.poll(() => join.codeInput.inputValue(), { timeout: 20_000 }).toBe(code);
    await join.goButton.tap();
    await join.waiting.waitFor(LONG);
    await expect.poll(() => setup.players.count(), LONG).toBe(1);
  });

  test("the setup explains the scoring and late joins, and sums up the deck with its incomplete cards", async () => {
    for (const viewport of [DESKTOP, TALL_PHONE]) {
      const page = await e2e.newPage(viewport);
      await newUser(page);
      await deckWithCards(page, "Mixed", [...capitals.slice(0, 2), { Question: "Half a card", Answer: "Yes" }]);
      const sent: string[] = [];
      page.on("websocket", (socket) => socket.on("framesent", ({ payload }) => sent.push(String(payload))));
      const setup = new HostStartPage(page);
      await setup.goto();

      expect(
        await visibleText(
          page.getByText(
            "A correct answer scores 1000 points plus up to 1000 more the earlier it comes: the first of 10 players to answer gets 1900, the last 1000.",
          ),
        ),
      ).toBeTruthy();
      const pointsHelp = await setup.pointsSwitch.getAttribute("aria-describedby");
      expect(await page.locator(`#${pointsHelp}`).textContent()).toBe(
        "When on, a wrong answer still earns the bonus for answering early (up to 1000 points); when off, it scores 0.",
      );
      const lateJoins = page.getByRole("switch", { name: "Allow late joins" });
      expect(await lateJoins.getAttribute("aria-checked")).toBe("true");
      const lateHelp = await lateJoins.getAttribute("aria-describedby");
      expect(await page.locator(`#${lateHelp}`).textContent()).toBe(
        "Players who join after the start play from the next question, starting with 0 points.",
      );

      await expect.poll(() => setup.deckSelect.locator("option").allTextContents(), LONG).toContain("Mixed");
      await setup.deckSelect.selectOption({ label: "Mixed" });
      expect(await visibleText(page.getByText("2 questions will be played."))).toBeTruthy();
      expect(
        await visibleText(
          page.getByText("1 card is incomplete and will be skipped. Every card needs a question and its answers."),
        ),
      ).toBeTruthy();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "phone-host-setup");

      await lateJoins.click();
      expect(await lateJoins.getAttribute("aria-checked")).toBe("false");
      await setup.createButton.click();
      await setup.joinCode.waitFor(LONG);
      const settings = sent.find((frame) => frame.includes('"game_settings_selected"'));
      expect(settings).toContain('"allowLateJoins":false');
    }
  });

  test("a join error shows once, in one place, and goes when it no longer applies", async () => {
    const { code } = await hostLobby("Errors Deck");

    const page = await e2e.newPage(TALL_PHONE, { touch: true });
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const join = new JoinPage(page);
    await join.goto();
    await join.goButton.tap();
    expect(await visibleText(page.getByRole("alert"))).toBe("Please enter a join code");
    expect(await page.getByText("Please enter a join code").count()).toBe(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "phone-join-error");

    await join.codeInput.fill("ZZZZZZ");
    expect(await page.getByText("Please enter a join code").count()).toBe(0);
    await join.goButton.tap();
    expect(await visibleText(page.getByRole("alert"))).toBe("No game found with that code");
    expect(await page.getByText("No game found with that code").count()).toBe(1);

    await join.codeInput.fill(code);
    await join.goButton.tap();
    await join.waiting.waitFor(LONG);
    expect(await page.getByText("No game found with that code").count()).toBe(0);
    expect((await page.getByRole("alert").allTextContents()).join("")).toBe("");
  });
});
