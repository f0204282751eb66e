import type { CardPoints, CardType } from "@quizdeck/shared/card-types";
import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { apiAs, DESKTOP, type E2e, expectPath, newUser, type Viewport, visibleText } from "../harness";

export interface CardTexts {
  Question: string;
  Answer: string;
  Incorrect1: string;
  Incorrect2: string;
  Incorrect3: string;
}

/** A card as POST /api/cards takes it: the texts, and for another question type its fields (issue 30). */
export type CardBody = Partial<CardTexts> & {
  Type?: CardType;
  Choices?: string[];
  Correct?: number[];
  Points?: CardPoints;
  /** Seconds; null or absent: the game's timer. */
  Time_limit?: number | null;
};

/** A deck with its cards, made through the API as the page's user. */
export async function deckWithCards(page: Page, title: string, cards: CardBody[]): Promise<DeckRecord> {
  const deck = await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: title });
  for (const card of cards) await apiAs<CardRecord>(page, "POST", `/api/cards/${deck.deck_id}`, card);
  return deck;
}

/** A new host at the desktop with an open lobby for a new deck of these cards, and a new player in it. */
export async function playerInLobby(
  e2e: Pick<E2e, "newPage">,
  { title, cards, playerViewport }: { title: string; cards: CardBody[]; playerViewport: Viewport },
) {
  const hostPage = await e2e.newPage(DESKTOP);
  const playerPage = await e2e.newPage(playerViewport);
  const host = await newUser(hostPage);
  const player = await newUser(playerPage);
  await deckWithCards(hostPage, title, cards);
  const setup = new HostStartPage(hostPage);
  await setup.goto();
  const code = await setup.createGame(title);
  const join = new JoinPage(playerPage);
  await join.goto();
  await join.join(code);
  return { hostPage, playerPage, host, player, setup, code };
}

export const capitals: CardTexts[] = [
  { Question: "Capital of France?", Answer: "Paris", Incorrect1: "Lyon", Incorrect2: "Nice", Incorrect3: "Lille" },
  { Question: "Capital of Japan?", Answer: "Tokyo", Incorrect1: "Osaka", Incorrect2: "Kyoto", Incorrect3: "Nara" },
  { Question: "Capital of Peru?", Answer: "Lima", Incorrect1: "Cusco", Incorrect2: "Quito", Incorrect3: "Arequipa" },
];

const LONG = { timeout: 20_000 };
/** After answering: Answer Submitted, or straight on to the player's result when it was the last answer. */
const answeredHeading = /^(Answer Submitted|Correct|Incorrect)$/;

/** /host/start: settings, then the lobby. */
export class HostStartPage {
  constructor(readonly page: Page) {}

  /** Opens the settings and waits for the host's decks: the deck select is disabled while they load. */
  async goto() {
    await this.page.goto("/host/start");
    await expectPath(this.page, "/host/start");
    await this.page.locator("#host-deck:enabled").waitFor(LONG);
  }

  get deckSelect() {
    return this.page.getByLabel("Deck", { exact: true });
  }

  get timerNumber() {
    return this.page.getByRole("spinbutton", { name: "Time per question" });
  }

  get timerSlider() {
    return this.page.getByRole("slider", { name: "Time per question" });
  }

  get pointsSwitch() {
    return this.page.getByRole("switch", { name: "Points for wrong answers" });
  }

  /** "Show right or wrong": "When the question closes" or "As soon as they answer" (issue 29). */
  revealChoice(label: "When the question closes" | "As soon as they answer") {
    return this.page.getByRole("radio", { name: label });
  }

  get createButton() {
    return this.page.getByRole("button", { name: "Create Game" });
  }

  get startButton() {
    return this.page.getByRole("button", { name: "Start Game" });
  }

  get endButton() {
    return this.page.getByRole("button", { name: "End Game" });
  }

  get joinCode() {
    return this.page.getByTestId("join-code");
  }

  /** The players' names in the lobby's list. */
  get players() {
    return this.page.getByRole("list", { name: "Players" }).locator(".player-name");
  }

  get lateJoinsSwitch() {
    return this.page.getByRole("switch", { name: "Allow late joins" });
  }

  async deckOptions(): Promise<string[]> {
    await this.page.getByRole("option", { name: "No Deck Selected" }).waitFor({ state: "attached" });
    await expect.poll(() => this.deckSelect.locator("option").count(), LONG).toBeGreaterThan(1);
    return this.deckSelect.locator("option").allTextContents();
  }

  /** Chooses the deck and creates the game; returns the join code shown in the lobby. */
  async createGame(deckTitle: string): Promise<string> {
    await expect.poll(() => this.deckSelect.locator("option").allTextContents(), LONG).toContain(deckTitle);
    await this.deckSelect.selectOption({ label: deckTitle });
    await this.createButton.click();
    return (await visibleText(this.joinCode)).trim();
  }
}

/** /join: code form, then the waiting lobby. */
export class JoinPage {
  constructor(readonly page: Page) {}

  goto(code?: string) {
    return this.page.goto(code ? `/join?code=${code}` : "/join");
  }

  get codeInput() {
    return this.page.getByLabel("Join code");
  }

  get goButton() {
    return this.page.getByRole("button", { name: "Go", exact: true });
  }

  get waiting() {
    return this.page.getByText("Waiting for the host to start the game...");
  }

  async join(code: string): Promise<void> {
    await this.codeInput.fill(code);
    await this.goButton.click();
    await this.waiting.waitFor(LONG);
  }

  /** Issue 12: a signed-out visitor's step after the code. */
  get nicknameInput() {
    return this.page.getByLabel("Nickname", { exact: true });
  }

  get joinButton() {
    return this.page.getByRole("button", { name: "Join", exact: true });
  }

  /** Signed out: the code (already filled in by a `?code=` link, or typed), then a nickname; not yet waiting. */
  async enterAsGuest(nickname: string, code?: string): Promise<void> {
    if (code !== undefined) await this.codeInput.fill(code);
    await this.goButton.click();
    await this.nicknameInput.waitFor(LONG);
    await this.nicknameInput.fill(nickname);
    await this.joinButton.click();
  }
}

/** The game screens, the same for host and players. */
export class GameScreen {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole("heading", { name, level: 1 });
  }

  async waitForHeading(name: string | RegExp, wait = LONG) {
    await this.heading(name).waitFor(wait);
  }

  get question() {
    return this.page.locator("#game-question-text");
  }

  async waitForQuestion(text: string, wait = LONG) {
    await expect
      .poll(async () => (await this.question.count()) > 0 && (await this.question.textContent()), wait)
      .toBe(text);
  }

  /** The answer texts in the order shown (the order the server sent). */
  answers() {
    return this.page.locator(".answer-grid .answer-text").allTextContents();
  }

  answerButton(text: string) {
    return this.page.getByRole("button", { name: new RegExp(`answer \\d: ${text}$`) });
  }

  async answerByKey(text: string) {
    const index = (await this.answers()).indexOf(text);
    expect(index).toBeGreaterThanOrEqual(0);
    await this.page.keyboard.press(String(index + 1));
    await this.waitForHeading(answeredHeading);
  }

  async answerByClick(text: string) {
    await this.answerButton(text).click();
    await this.waitForHeading(answeredHeading);
  }

  /** Issue 31, student-paced: answers by click, waits for the own result ("Correct", "Incorrect"), presses Next question. */
  async answerAndGoOn(text: string, result: RegExp) {
    await this.answerByClick(text);
    await this.waitForHeading(result);
    await this.page.getByRole("button", { name: "Next question" }).click();
  }

  get score() {
    return this.page.getByTestId("player-score");
  }

  async expectScore(score: number) {
    await expect.poll(() => this.score.textContent(), LONG).toBe(String(score));
  }

  /** The players list of the host's game screen, opened. */
  async openPlayers() {
    const details = this.page.locator("details.game-players");
    if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
    return details.getByRole("list", { name: "Players" }).locator(".player-name");
  }

  /** Remove (kick) from the host's players list, through its confirmation. */
  async removePlayer(name: string) {
    await this.page.getByRole("button", { name: `Remove ${name}`, exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: `Remove ${name}?` });
    await dialog.waitFor(LONG);
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await dialog.waitFor({ state: "detached", ...LONG });
  }

  leaderboardRows(name = "Top 5") {
    return this.page.getByRole("list", { name }).getByRole("listitem");
  }

  get nextButton() {
    return this.page.getByRole("button", { name: "Next" });
  }

  /** The host's Next through whatever screens follow, until the one with this heading (e.g. the podium). */
  async nextUntil(heading: string) {
    await expect
      .poll(async () => {
        if (await this.heading(heading).isVisible()) return true;
        if (await this.nextButton.isEnabled().catch(() => false)) await this.nextButton.click().catch(() => undefined);
        return false;
      }, LONG)
      .toBe(true);
  }

  /** Put in order with the keyboard: each item in turn is moved up (Enter on its Move up) to its place. */
  async putInOrder(wanted: string[]) {
    const items = this.page.getByRole("list", { name: "Items in your order" }).locator(".order-text");
    for (const [place, item] of wanted.entries()) {
      const up = this.page.getByRole("button", { name: `Move ${item} up`, exact: true });
      await up.focus();
      while ((await items.allTextContents()).indexOf(item) > place) {
        await this.page.keyboard.press("Enter");
        // The focus stays on the item that moved, even at the top where its Move up does nothing.
        expect(await up.evaluate((button) => button === document.activeElement)).toBe(true);
      }
    }
    expect(await items.allTextContents()).toEqual(wanted);
  }
}

/** Issue 31: the host's progress grid row of a student (or "Class right"): each cell's text, its mark then its words. */
export function progressGridRow(host: Page, name: string): Promise<string[]> {
  const row = host.getByRole("row").filter({ has: host.getByRole("rowheader", { name: new RegExp(name) }) });
  return row.locator("th, td").allTextContents();
}
