import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { cardSchedules } from "../../server/src/db/schema";
import { apiAs, expectNoSidewaysScroll, expectPath, newUser, PHONE, saveScreenshot, setUpE2e } from "./harness";
import { GameScreen, HostStartPage, JoinPage } from "./pages/game-pages";

/**
 * A name, a title or a card that is one long word (a German compound, a pasted link) wraps on a 375 px phone instead
 * of widening the page, on every screen that shows it, the game's among them: found by a sweep at the limits of each
 * field, where the same texts in several words were fine.
 */
const e2e = setUpE2e({ inProcess: true });
const LONG = { timeout: 20_000 };

const oneWord = (length: number) => "Donaudampfschifffahrtsgesellschaft".repeat(8).slice(0, length);
const TITLE = oneWord(100);
const NAME = "Wolfeschlegelsteinha";
const GUEST = "Hubertblainewolfesch";
const CARD = {
  Question: `${oneWord(120)}?`,
  Answer: oneWord(80),
  Incorrect1: "Rhein",
  Incorrect2: "Elbe",
  Incorrect3: "Oder",
};

async function fitsThePhone(page: Page, what: string) {
  await expectNoSidewaysScroll(page, what);
  await saveScreenshot(page, `long-words-${what}`);
}

describe("one long word on a phone", () => {
  test("a deck's title and card, and a player's name, wrap on every screen from the editor to the report", async () => {
    const hostPage = await e2e.newPage(PHONE);
    await newUser(hostPage);
    const deck = await apiAs<DeckRecord>(hostPage, "POST", "/api/decks", { Title: TITLE });
    const card = await apiAs<CardRecord>(hostPage, "POST", `/api/cards/${deck.deck_id}`, CARD);

    await hostPage.goto(`/cards/${card.Card_id}`);
    await hostPage.getByRole("heading", { name: "Editing Card", level: 1 }).waitFor(LONG);
    await hostPage.getByRole("link", { name: TITLE }).waitFor(LONG);
    await fitsThePhone(hostPage, "card-editor");
    await hostPage.goto(`/study/${deck.deck_id}`);
    await hostPage.locator("#study-question").waitFor(LONG);
    await fitsThePhone(hostPage, "study");
    // Quiz me, a wrong pick: "Wrong. The right answer is …" with the long answer.
    await hostPage.getByRole("button", { name: "Quiz me" }).click();
    await hostPage.getByRole("list", { name: "Answers" }).getByRole("button", { name: /Rhein/ }).click();
    await hostPage.locator(".study-verdict").waitFor(LONG);
    await fitsThePhone(hostPage, "study-wrong");
    // The card is due again: the dashboard's Due today names its deck.
    await e2e.database.db
      .update(cardSchedules)
      .set({ due: new Date(Date.now() - 60_000) })
      .where(eq(cardSchedules.cardId, card.Card_id));
    await hostPage.goto("/dashboard");
    await hostPage.locator(".due-today-list a").waitFor(LONG);
    await fitsThePhone(hostPage, "dashboard-due");

    const playerPage = await e2e.newPage(PHONE);
    const player = await newUser(playerPage);
    await apiAs(playerPage, "PUT", `/api/users/${player.id}/username`, { Username: NAME });
    await playerPage.goto("/dashboard");
    await playerPage.getByText(`Welcome back, ${NAME}!`).waitFor(LONG);
    await fitsThePhone(playerPage, "dashboard");

    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const code = await setup.createGame(TITLE);
    const join = new JoinPage(playerPage);
    await join.goto();
    await join.join(code);
    await fitsThePhone(playerPage, "player-lobby");
    const guestPage = await e2e.newPage(PHONE);
    const guestJoin = new JoinPage(guestPage);
    await guestJoin.goto(code);
    await expect.poll(() => guestJoin.codeInput.inputValue(), LONG).toBe(code);
    await guestJoin.enterAsGuest(GUEST);
    await guestJoin.waiting.waitFor(LONG);
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual([NAME, GUEST]);
    await fitsThePhone(hostPage, "host-lobby");
    for (const name of [NAME, GUEST]) {
      const box = await hostPage.getByRole("button", { name: `Remove ${name}` }).boundingBox();
      expect(box && box.x + box.width, `Remove ${name}: its right edge`).toBeLessThanOrEqual(PHONE.width);
    }

    await setup.startButton.click();
    const host = new GameScreen(hostPage);
    const playing = new GameScreen(playerPage);
    const guest = new GameScreen(guestPage);
    await playing.waitForQuestion(CARD.Question);
    await guest.waitForQuestion(CARD.Question);
    await fitsThePhone(playerPage, "question");
    await guest.answerByClick(CARD.Incorrect1);
    await playing.answerByClick(CARD.Answer);
    await playing.waitForHeading(/^Correct$/);
    await host.waitForHeading("Results");
    await fitsThePhone(hostPage, "host-results");
    await fitsThePhone(playerPage, "player-result");
    await host.nextButton.click();
    await playing.waitForHeading("Leaderboard");
    await fitsThePhone(hostPage, "host-leaderboard");
    await fitsThePhone(playerPage, "player-leaderboard");
    await host.nextUntil("Final Leaderboard");
    await guest.waitForHeading("Final Leaderboard");
    await guestPage.getByRole("link", { name: /Sign up to keep this result/ }).waitFor(LONG);
    await fitsThePhone(guestPage, "guest-final");

    const gameId = new URL(hostPage.url()).pathname.split("/").pop();
    await hostPage.goto(`/games/${gameId}/report`);
    await expectPath(hostPage, `/games/${gameId}/report`);
    await hostPage.getByRole("heading", { name: "Game report", level: 1 }).waitFor(LONG);
    await fitsThePhone(hostPage, "report");
  });
});
