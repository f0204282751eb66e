/**
 * A dropped connection in a live game (a phone's Wi-Fi, the classroom's projector laptop): the game screen says it
 * is reconnecting until the game is back, and nothing the player or the host does is lost.
 */
import { describe, expect, test } from "vitest";
import { cuttableGameConnection, DESKTOP, newUser, saveScreenshot, setUpE2e, TALL_PHONE } from "./harness";
import { capitals, deckWithCards, GameScreen, HostStartPage, JoinPage } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };
const RECONNECTING = "Connection lost. Reconnecting…";
/** Longer than a request waits for its reply once sent. */
const OUTAGE_MS = 12_000;

async function gameWithTwoPlayers(title: string) {
  const hostPage = await e2e.newPage(DESKTOP);
  const annPage = await e2e.newPage(TALL_PHONE, { touch: true });
  // Ben never answers: the question stays open while Ann is away.
  const benPage = await e2e.newPage(TALL_PHONE, { touch: true });
  const hostLine = await cuttableGameConnection(hostPage);
  const annLine = await cuttableGameConnection(annPage);
  // Offline, the browser logs each attempt's long-polling fallback as it fails.
  for (const page of [hostPage, annPage]) e2e.allowConsoleErrors(page, /net::ERR_INTERNET_DISCONNECTED/);
  await newUser(hostPage);
  await newUser(annPage);
  await newUser(benPage);
  const [paris, tokyo] = capitals as [(typeof capitals)[0], (typeof capitals)[0]];
  await deckWithCards(hostPage, title, [paris, tokyo]);
  const setup = new HostStartPage(hostPage);
  await setup.goto();
  const code = await setup.createGame(title);
  for (const page of [annPage, benPage]) {
    const join = new JoinPage(page);
    await join.goto();
    await join.join(code);
  }
  await expect.poll(() => setup.players.count(), LONG).toBe(2);
  await setup.startButton.click();
  const host = new GameScreen(hostPage);
  const ann = new GameScreen(annPage);
  await ann.waitForQuestion(paris.Question);
  await host.waitForQuestion(paris.Question);
  return { hostPage, annPage, host, ann, hostLine, annLine, paris };
}

describe("a game's connection that drops and comes back", () => {
  test("a player sees 'Connection lost. Reconnecting…' until the game is back, then answers as before", async () => {
    const { annPage, ann, annLine, paris } = await gameWithTwoPlayers("Dropped phone");
    const banner = annPage.getByRole("status").filter({ hasText: RECONNECTING });
    expect(await banner.count()).toBe(0);

    await annLine.cut();
    await banner.waitFor(LONG);
    // The question stays on screen meanwhile.
    expect(await ann.question.textContent()).toBe(paris.Question);
    await saveScreenshot(annPage, "reconnecting-player");

    await annLine.restore();
    await banner.waitFor({ state: "detached", ...LONG });
    await ann.answerByClick(paris.Answer);
    await annPage.getByText("Answer locked in").waitFor(LONG);
  });

  test("an answer tapped while the connection is down is sent once it is back", async () => {
    const { annPage, ann, annLine, paris } = await gameWithTwoPlayers("Tapped offline");
    await annLine.cut();
    await annPage.getByRole("status").filter({ hasText: RECONNECTING }).waitFor(LONG);
    await ann.answerByClick(paris.Answer);
    await annLine.restore();
    await annPage.getByText("Answer locked in").waitFor(LONG);
    await annPage
      .getByRole("status")
      .filter({ hasText: RECONNECTING })
      .waitFor({ state: "detached", ...LONG });
    expect(await annPage.locator(".game-notice").count()).toBe(0);
  });

  test("an answer tapped in a longer outage (past the 10 s a reply is waited for) is sent once it is back", async () => {
    const { annPage, ann, annLine, paris } = await gameWithTwoPlayers("Tapped in a tunnel");
    await annLine.cut();
    await annPage.getByRole("status").filter({ hasText: RECONNECTING }).waitFor(LONG);
    await ann.answerByClick(paris.Answer);
    // The phone stays offline a while (the question is open for 60 s): the answer waits for the connection.
    await annPage.waitForTimeout(OUTAGE_MS);
    // Only the reconnecting line: no "no answer from the server" for the answer waiting to go.
    expect(await annPage.locator(".game-notice").allInnerTexts()).toEqual([RECONNECTING]);
    await saveScreenshot(annPage, "reconnecting-answer-kept");
    await annLine.restore();
    await annPage.getByText("Answer locked in").waitFor(LONG);
    expect(await annPage.locator(".game-notice").count()).toBe(0);
  });

  test("a phone whose network comes back reconnects at once, without waiting out an attempt that hung, and sends the answer tapped meanwhile", async () => {
    const { annPage, ann, annLine, paris } = await gameWithTwoPlayers("Out of the lift");
    const banner = annPage.getByRole("status").filter({ hasText: RECONNECTING });
    // From here the phone's timers run only as the test moves its clock: a hung attempt's 20 s never run out.
    await annPage.clock.install();
    const attempt = annLine.attempted();
    await annLine.cut({ silent: true });
    // The first reconnection attempt goes out within 1.5 s, and hangs: the network is gone.
    await annPage.clock.runFor(5_000);
    await attempt;
    await banner.waitFor(LONG);
    // Tapped meanwhile, the answer waits for the connection, and goes out with the fresh attempt.
    await ann.answerByClick(paris.Answer);
    await annLine.restore();
    await banner.waitFor({ state: "detached", ...LONG });
    await annPage.getByText("Answer locked in").waitFor(LONG);
  });

  test("a connection refused as it comes back, the session having ended meanwhile, asks to log in and stops saying it reconnects", async () => {
    const { annPage, annLine } = await gameWithTwoPlayers("Signed out in a tunnel");
    const banner = annPage.getByRole("status").filter({ hasText: RECONNECTING });
    await annLine.cut();
    await banner.waitFor(LONG);
    // Logged out in another tab meanwhile: back online, the connection is refused.
    await annPage.context().request.post("/api/auth/signout");
    await annLine.restore();
    const dialog = annPage.getByRole("dialog", { name: "Your session has ended" });
    await dialog.waitFor(LONG);
    await dialog.getByRole("button", { name: "Not now" }).click();
    await dialog.waitFor({ state: "detached" });
    // Nothing is reconnecting: the line goes rather than promise it for good.
    await banner.waitFor({ state: "detached", ...LONG });
  });

  test("the host sees it too, and once back moves the game on with Next", async () => {
    const { hostPage, annPage, host, hostLine } = await gameWithTwoPlayers("Dropped projector");
    const banner = hostPage.getByRole("status").filter({ hasText: RECONNECTING });

    await hostLine.cut();
    await banner.waitFor(LONG);
    await saveScreenshot(hostPage, "reconnecting-host");
    // The players' screens do not change: their connections are fine.
    expect(await annPage.getByRole("status").filter({ hasText: RECONNECTING }).count()).toBe(0);

    await hostLine.restore();
    await banner.waitFor({ state: "detached", ...LONG });
    await host.nextButton.click();
    await host.waitForHeading("Results");
    expect(await hostPage.locator(".game-notice").count()).toBe(0);
  });
});
