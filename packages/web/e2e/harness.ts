/**
 * Browser tests against the REAL built app (app-server.ts), driven by Debian's Chromium through playwright-core.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AxeResults } from "axe-core";
import type { Browser, ConsoleMessage, Locator, Page, Route, WebSocketRoute } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import type { Database } from "../../server/src/db/connect";
import { assertBuilt, freePort, type RunningServer, webIndex } from "./app-server";
import { launchChromium } from "./chromium";
import { type PageKind, PagePool } from "./page-pool";

/**
 * E2E_CPU_SLOWDOWN=4 runs every page's scripts four times slower (Chromium's CPU throttling), as on a cheap phone:
 * a race between what the page draws and what the user does next shows up there first. Off in CI.
 */
const cpuSlowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
/** The phone size of issue #11: a 390×844 screen (an iPhone 12 to 14). */
export const TALL_PHONE = { width: 390, height: 844 };
export type Viewport = typeof DESKTOP;

export interface E2e {
  readonly baseUrl: string;
  /**
   * Only with `setUpE2e({ inProcess: true })`: the server runs in the test's process (the same source as the
   * build, serving the built web client), so a test can write through the server's own ports, e.g. a finished
   * game's records.
   */
  readonly database: Database;
  /**
   * A page in its own browser context (own cookies). Its console errors fail the test unless allowed.
   * `touch` emulates a touch phone: `(pointer: coarse)` and `(hover: none)` match. `locale` is the browser's
   * language (navigator.languages, Accept-Language), e.g. "es-ES".
   */
  newPage(viewport?: Viewport, options?: { touch?: boolean; locale?: string }): Promise<Page>;
  /** Console errors the test causes on purpose, e.g. the 401 of a wrong password. */
  allowConsoleErrors(page: Page, pattern: RegExp): void;
}

interface TrackedPage {
  kind: PageKind;
  errors: string[];
  allowed: RegExp[];
}

/**
 * The server a spec file's tests talk to, the browser they drive, the pages handed from test to test, and the
 * pages a test has with what their consoles said (the pages' listeners outlive the file that opened them).
 */
interface Stage {
  server: RunningServer;
  browser: Browser;
  pool: PagePool;
  tracked: Map<Page, TrackedPage>;
  /** The stage's own page listeners (console errors), which stay on a page given back to the pool. */
  ownListeners: WeakSet<object>;
}

function stageOn(server: RunningServer, browser: Browser): Stage {
  const pool = new PagePool(server.baseUrl, "/healthz");
  return { server, browser, pool, tracked: new Map(), ownListeners: new WeakSet() };
}

/**
 * What every spec file of one Vitest worker shares (the worker runs its files one after another, in one module
 * graph): the server the global setup started for the worker (worker-servers.ts), one Chromium and its pages.
 * Starting a server costs 4 CPU-seconds and a browser 2 on our CI machines, paid once per worker instead of once
 * per file. So every test stands on users and decks of its own, in a database other files write to.
 */
let workerStage: Promise<Stage> | undefined;

async function sharedStage(): Promise<Stage> {
  const stage = await workerStage?.catch(() => undefined);
  if (stage?.browser.isConnected()) return stage;
  workerStage = (async () => {
    const servers = inject("e2eServers");
    const baseUrl = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length] as string;
    // The global setup stops the server once every worker is done; the browser ends with the worker's process.
    return stageOn({ baseUrl, stop: async () => {} }, await launchChromium());
  })();
  return workerStage;
}

/** A file's own server (in the test's process) and browser. */
async function ownStage(): Promise<Stage> {
  const server = await startInProcessServer();
  return stageOn(server, await launchChromium());
}

/** Call once at the top of a spec file: the server and the browser for that file's tests. */
export function setUpE2e({ inProcess = false }: { inProcess?: boolean } = {}): E2e {
  let stage: Stage | undefined;

  beforeAll(async () => {
    assertBuilt();
    stage = inProcess ? await ownStage() : await sharedStage();
  });

  afterEach(async ({ task }) => {
    testsEnded += 1;
    if (!stage) return;
    const { tracked, pool, ownListeners } = stage;
    const problems: string[] = [];
    for (const { errors, allowed } of tracked.values()) {
      problems.push(...errors.filter((text) => !allowed.some((pattern) => pattern.test(text))));
    }
    for (const page of tracked.keys()) servedBy(page).push(task.name);
    if (task.result?.state === "fail") for (const page of tracked.keys()) await describeFailedPage(page);
    // A failed test's pages are closed, so that nothing it left behind reaches the next test.
    const passed = task.result?.state !== "fail" && problems.length === 0;
    for (const [page, { kind }] of tracked) {
      if (passed) await pool.giveBack(page, kind, (listener) => ownListeners.has(listener as object));
      else await page.context().close();
    }
    tracked.clear();
    expect(problems.join(" | "), "console errors during the test").toBe("");
  });

  afterAll(async () => {
    if (!inProcess || !stage) return;
    await stage.pool.closeAll();
    await stage.browser.close();
    await stage.server.stop();
  });

  const running = (): Stage => {
    if (!stage) throw new Error("The server is not running yet (use it inside a test)");
    return stage;
  };

  return {
    get baseUrl() {
      return running().server.baseUrl;
    },
    get database() {
      const { database } = running().server;
      if (!database) throw new Error("Only an in-process server (setUpE2e({ inProcess: true })) shares its database");
      return database;
    },
    async newPage(viewport = DESKTOP, { touch = false, locale }: { touch?: boolean; locale?: string } = {}) {
      const current = running();
      const kind = { touch, locale };
      const page = current.pool.take(kind) ?? (await openPage(current, kind));
      await page.setViewportSize(viewport);
      current.tracked.set(page, { kind, errors: [], allowed: [] });
      return page;
    },
    allowConsoleErrors(page, pattern) {
      running().tracked.get(page)?.allowed.push(pattern);
    },
  };
}

/** A page in a new context, whose console errors and uncaught exceptions go to the test that has it. */
async function openPage({ browser, server, tracked, ownListeners }: Stage, kind: PageKind): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    hasTouch: kind.touch,
    isMobile: kind.touch,
    locale: kind.locale,
  });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  }
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    // A failed load names the page, not the resource: the resource's address says which request failed.
    const source = message.location().url;
    const from = source && source !== page.url() ? ` (${source})` : "";
    tracked.get(page)?.errors.push(`${page.url()}: ${message.text()}${from}`);
  };
  const onPageError = (error: Error) => tracked.get(page)?.errors.push(`${page.url()}: uncaught ${error.message}`);
  ownListeners.add(onConsole);
  ownListeners.add(onPageError);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return page;
}

async function startInProcessServer(): Promise<RunningServer> {
  const { openDatabase } = await import("../../server/src/db/connect");
  const { buildApp } = await import("../../server/src/app");
  const { loadConfig } = await import("../../server/src/config");
  const port = await freePort();
  const { pgliteTemplateBlob } = await import("../../server/test/pglite-template");
  const database = await openDatabase({ loadDataDir: await pgliteTemplateBlob() });
  // As for the spawned server (app-server.ts): no load shedding, the test process's own event loop stalls under CI load.
  const config = loadConfig({ LOG_LEVEL: "warn", WEB_DIST: path.dirname(webIndex), SHED_MAX_EVENT_LOOP_DELAY_MS: "0" });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    async stop() {
      await app.close();
      await database.close();
    },
  };
}

// ---------- Users and data through the API ----------

export interface TestUser {
  id: string;
  email: string;
  password: string;
  displayName: string;
}

let userCount = 0;

/** A fresh account made through the API, unique per call. */
export function uniqueUserDetails(): Omit<TestUser, "id"> {
  userCount += 1;
  const suffix = `${Date.now().toString(36)}${userCount}`;
  return { email: `e2e-${suffix}@example.com`, password: "Quiz-pass1", displayName: `Player${suffix}`.slice(0, 20) };
}

/** Signs a new user up through the API; the session cookie lands in the page's browser context. */
export async function newUser(page: Page): Promise<TestUser> {
  const details = uniqueUserDetails();
  const response = await page.context().request.post("/api/auth/signup", {
    data: { email: details.email, password: details.password, display_name: details.displayName },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { user: { id: string } } };
  return { ...details, id: body.data.user.id };
}

/** Calls the API with the page's cookies; fails the test on a non-2xx answer. */
export async function apiAs<T>(page: Page, method: "GET" | "POST" | "PUT" | "DELETE", url: string, data?: unknown) {
  const response = await page.context().request.fetch(url, { method, data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type RouteUrl = Parameters<Page["route"]>[0];
type RouteHandler = (route: Route) => unknown;

let routeProbes = 0;

/**
 * `page.route`, resolved only once the page's own requests meet the route. Right after `page.route` returns, a
 * request an open document makes at once (the Enter pressed next) can still reach the network unseen, with no route
 * and no request event, while one 20 ms later is caught: a test waiting for it waits until its timeout (once in CI,
 * twice in 620 repeats under load). A probe request from the page that the route catches shows the page's requests
 * now pass through it; a document loaded later has them pass through from its start.
 */
export async function routeNow(page: Page, url: RouteUrl, handler: RouteHandler): Promise<void> {
  await page.route(url, handler);
  if (!/^https?:/.test(page.url())) return;
  const probe = `route-probe=${++routeProbes}`;
  let caught = false;
  const isProbe = (requested: URL) => requested.pathname === "/healthz" && requested.search === `?${probe}`;
  const catchProbe = (route: Route) => {
    caught = true;
    return route.fulfill({ status: 204 });
  };
  await page.route(isProbe, catchProbe);
  try {
    for (let tries = 0; !caught; tries++) {
      if (tries === 50) throw new Error(`the page's requests never met the route to ${String(url)}`);
      // Not intercepted yet, the probe reaches the server, whose /healthz answers it.
      await page.evaluate((path) => fetch(path).then(() => undefined), `/healthz?${probe}`);
    }
  } finally {
    await page.unroute(isProbe, catchProbe);
  }
}

/**
 * Holds the page's responses to these URL patterns until the returned function is called: a slow network on
 * demand, to look at a screen while its data loads.
 */
export async function holdResponses(page: Page, patterns: RouteUrl[]): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const pattern of patterns) {
    await routeNow(page, pattern, async (route) => {
      await held;
      // The page may have moved on meanwhile.
      await route.continue().catch(() => undefined);
    });
  }
  return release;
}

/**
 * Lets the page's requests to `pattern` reach the server at once but holds their answers until `release` is
 * called: the page then gets what was true before anything it does meanwhile (a slow network on the way back).
 * `answered` settles once the first of them has its answer, or fails if it gets none. With `method`, only requests of
 * that method are held.
 */
export async function holdAnswers(
  page: Page,
  pattern: string,
  { method }: { method?: string } = {},
): Promise<{ answered: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answer = () => {};
  let fail: (error: unknown) => void = () => {};
  const answered = new Promise<void>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  // A test that never awaits `answered` must not end the run with an unhandled rejection.
  answered.catch(() => undefined);
  await routeNow(page, pattern, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    // A handler that throws leaves the request stalled and the test waiting on `answered` until its own timeout:
    // the fetch's failure is the test's, at once and with its reason.
    const response = await route.fetch({ timeout: 15_000 }).catch((error: unknown) => {
      fail(new Error(`the held request to ${route.request().url()} got no answer: ${String(error)}`));
      return undefined;
    });
    if (!response) return route.abort().catch(() => undefined);
    answer();
    await held;
    await route.fulfill({ response }).catch(() => undefined);
  });
  return { answered, release };
}

/** Tests ended in this process: a route made during one test is over once this moves on. */
let testsEnded = 0;

/**
 * Routes the page's game connections through `handler` for the current test only. Playwright's `unrouteAll` leaves
 * WebSocket routes in place, so a page handed to the next test (page-pool.ts) would still hold its messages or cut
 * its line: from then on the route lets every connection straight through.
 */
function routeGameSockets(page: Page, handler: (socket: WebSocketRoute) => void): Promise<void> {
  const madeIn = testsEnded;
  return page.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (testsEnded === madeIn) handler(socket);
    else socket.connectToServer();
  });
}

/**
 * Holds back the game server's WebSocket messages that match `pattern` (a slow network for those, on demand) until
 * the returned function sends them on, in order; every other message passes. Call it before the page loads (the
 * routing is set up in the page then).
 */
export async function holdSocketMessages(page: Page, pattern: RegExp): Promise<() => void> {
  let released = false;
  const held: (() => void)[] = [];
  await routeGameSockets(page, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!released && typeof message === "string" && pattern.test(message)) held.push(() => socket.send(message));
      else socket.send(message);
    });
  });
  return () => {
    released = true;
    for (const send of held.splice(0)) send();
  };
}

/**
 * A game connection that can be cut, as a phone's Wi-Fi drops: `cut` closes the page's game socket and, until
 * `restore`, refuses every new one, WebSocket or long-polling, as a browser reports a connection that fails. With
 * `silent`, the network is gone instead (the phone left the building): the browser goes offline and a WebSocket
 * attempt hangs unanswered, its packets lost; `restore` brings the network back, and the browser says so (`online`).
 * `attempted()` resolves at the next attempt made while the line is down. Call it before the page loads.
 */
export async function cuttableGameConnection(page: Page) {
  let down: false | "refusing" | "silent" = false;
  let noteAttempt = () => {};
  const open = new Set<WebSocketRoute>();
  await routeGameSockets(page, (socket) => {
    if (down) noteAttempt();
    // Not connected to the server, the mock stays open and nothing answers it.
    if (down === "silent") return;
    // Refused as a browser reports a connection that fails: an error, then a close (1006). Closing the page's side
    // alone would leave the attempt hanging (socket.io listens for the error) until its 20 s connect timeout.
    if (down) return void socket.connectToServer().close();
    open.add(socket);
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => socket.send(message));
    socket.onClose(() => open.delete(socket));
  });
  await page.route(/\/socket\.io\/.*transport=polling/, (route) =>
    down ? route.abort("internetdisconnected") : route.fallback(),
  );
  return {
    cut: async ({ silent = false } = {}) => {
      down = silent ? "silent" : "refusing";
      if (silent) await page.context().setOffline(true);
      await Promise.all([...open].map((socket) => socket.close({ code: 1001 })));
      open.clear();
    },
    restore: async () => {
      const wasSilent = down === "silent";
      down = false;
      if (wasSilent) await page.context().setOffline(false);
    },
    attempted: () =>
      new Promise<void>((resolve) => {
        noteAttempt = resolve;
      }),
  };
}

/**
 * A network that lets no WebSocket through, as some school proxies do: with `refuse`, every WebSocket the page
 * opens fails the way a browser reports a refused upgrade (an error, then a close with code 1006); with `hold`, it
 * never opens nor fails (a proxy that sits on the upgrade). Returns how many the page tried.
 */
export async function blockWebSockets(page: Page, how: "refuse" | "hold"): Promise<() => Promise<number>> {
  await page.addInitScript((refuse: boolean) => {
    const tried = { count: 0 };
    class BlockedWebSocket extends EventTarget {
      readyState = 0;
      onopen: ((event: Event) => void) | null = null;
      onmessage: ((event: Event) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      onclose: ((event: Event) => void) | null = null;
      constructor(readonly url: string) {
        super();
        tried.count += 1;
        if (refuse) setTimeout(() => this.fail(), 20);
      }
      private fail() {
        this.readyState = 3;
        const error = new Event("error");
        this.onerror?.(error);
        this.dispatchEvent(error);
        const close = new CloseEvent("close", { code: 1006, wasClean: false });
        this.onclose?.(close);
        this.dispatchEvent(close);
      }
      send() {
        throw new DOMException("Still in CONNECTING state.", "InvalidStateError");
      }
      close() {}
    }
    Object.assign(window, { WebSocket: BlockedWebSocket, webSocketsTried: tried });
  }, how === "refuse");
  return () => page.evaluate(() => (window as unknown as { webSocketsTried: { count: number } }).webSocketsTried.count);
}

/** Where each element's top edge is in the viewport: the same before and after a load means nothing moved. */
export function topsOf(elements: Locator[]): Promise<(number | undefined)[]> {
  return Promise.all(elements.map(async (element) => (await element.boundingBox())?.y));
}

/** How many lines an element's text is laid out on (its line boxes, by their tops). */
export function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/** The colour the browser flashes over an element when it is tapped: "rgba(0, 0, 0, 0)" is none. */
export function tapHighlightOf(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).getPropertyValue("-webkit-tap-highlight-color"));
}

/**
 * Holds the mouse down in the middle of an element, to see its pressed look. The returned function lets go in the
 * page's top left corner, away from it, so the element is not clicked.
 */
export async function pressWithoutClicking(page: Page, element: Locator): Promise<() => Promise<void>> {
  const box = await element.boundingBox();
  expect(box, "the element to press is drawn").not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  return async () => {
    await page.mouse.move(1, 1);
    await page.mouse.up();
  };
}

/**
 * Watches where an element's top left corner is, frame by frame, from now on (it may not be drawn yet, and it may
 * come with a route change); the returned function gives every place it has been, as "x,y". One place means it
 * never moved once drawn.
 */
export async function watchPlace(page: Page, selector: string): Promise<() => Promise<string[]>> {
  const key = `__quizdeckPlaces ${selector}`;
  await page.evaluate(
    ([css, name]) => {
      const seen: string[] = [];
      (window as unknown as Record<string, string[]>)[name] = seen;
      const sample = () => {
        const element = document.querySelector(css);
        // Not drawn (not there yet, or hidden) has no place.
        if (element && element.getClientRects().length > 0) {
          const { left, top } = element.getBoundingClientRect();
          const place = `${left},${top}`;
          if (!seen.includes(place)) seen.push(place);
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    },
    [selector, key] as const,
  );
  return () => page.evaluate((name) => (window as unknown as Record<string, string[]>)[name] ?? [], key);
}

// ---------- Accessibility and screenshots ----------

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core on the page as it is now; serious and critical violations fail the test. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol rather than a <script> tag: the app's CSP forbids inline scripts.
  // Once per document: the app navigates without reloading, and axe's 550 KB parse costs more than its run.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // axe reads colours as drawn: a button that just turned primary is half-way through its 0.15 s transition, in
  // colours the page never settles on (a like failed color-contrast that way in CI). Finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(document),
  );
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(", ")})`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

/** Fails when the element is not wholly inside the viewport as the page sits now (unscrolled). */
export async function expectInsideViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right`).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height);
}

/** Fails when the page scrolls, down or sideways. */
export async function expectNoDocumentScroll(page: Page, what: string): Promise<void> {
  const scroll = await page.evaluate(() => ({
    height: document.scrollingElement?.scrollHeight ?? 0,
    width: document.scrollingElement?.scrollWidth ?? 0,
    viewportHeight: window.innerHeight,
    viewportWidth: window.innerWidth,
  }));
  expect(scroll.height, `${what}: document height`).toBeLessThanOrEqual(scroll.viewportHeight);
  expect(scroll.width, `${what}: document width`).toBeLessThanOrEqual(scroll.viewportWidth);
}

/**
 * Fails when the page scrolls sideways once its layout has settled: after a resize the sidebar's width eases for
 * 0.2 s, and measured at once the page was caught 41 px too wide on its way back from a phone's width.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = () => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  await expect.poll(overflow, { message: `${what}: px wider than the viewport`, timeout: 2000 }).toBeLessThanOrEqual(0);
}

/** The tests each page was handed to, in order (page-pool.ts): a failure may come from what an earlier one left. */
const served = new WeakMap<Page, string[]>();

function servedBy(page: Page): string[] {
  const tests = served.get(page) ?? [];
  served.set(page, tests);
  return tests;
}

/** What a failed test's page showed, in the log: CI keeps no screenshots, and a flaky failure may not come back. */
async function describeFailedPage(page: Page): Promise<void> {
  const earlier = servedBy(page).slice(0, -1);
  if (earlier.length > 0) console.error(`The failed test's page served these tests before:\n  ${earlier.join("\n  ")}`);
  if (page.isClosed()) return;
  const shown = await page
    .locator("body")
    .ariaSnapshot({ timeout: 2000 })
    .catch((error: Error) => `(no snapshot: ${error.message})`);
  const size = page.viewportSize();
  console.error(`The failed test's page at ${page.url()} (${size?.width}×${size?.height}):\n${shown.slice(0, 4000)}`);
}

/**
 * The viewport at `size`, once what the change set moving has stopped: back at a phone's width the sidebar's width
 * eases for 0.2 s, and a click in between can land where its menu button was.
 */
export async function resizeTo(page: Page, size: Viewport): Promise<void> {
  await page.setViewportSize(size);
  await animationsSettled(page);
}

/**
 * Settled, not all fulfilled: a transition replaced by another (a button's colour as it turns busy and back) is
 * cancelled, and its `finished` rejects.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
}

/** Saves a full-page screenshot when SCREENSHOT_DIR is set (for looking at the screens, never in the repo). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  fs.mkdirSync(directory, { recursive: true });
  await animationsSettled(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(directory, `${name}-${width}.png`), fullPage: true });
}

/** Axe, then a screenshot of the screen as it is, at both widths (the page's own width last). */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  const own = page.viewportSize() ?? DESKTOP;
  const other = own.width === DESKTOP.width ? TALL_PHONE : DESKTOP;
  await resizeTo(page, other);
  await saveScreenshot(page, name);
  await resizeTo(page, own);
  await saveScreenshot(page, name);
}

// ---------- Waiting (playwright-core has no auto-waiting expect) ----------

/**
 * Makes the server seem down for requests matching `url` (500 with an error text) until `recover()` is called,
 * to test a screen's error state and its Try again. Allow "Failed to load resource" console errors with it.
 */
export async function failRequests(page: Page, url: string): Promise<{ recover(): void }> {
  let failing = true;
  await routeNow(page, url, (route) =>
    failing ? route.fulfill({ status: 500, json: { error: "Boom", message: "Boom" } }) : route.fallback(),
  );
  return {
    recover() {
      failing = false;
    },
  };
}

/** Waits until the page's path (without query) is `pathname` and that path's screen is on display. */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
  // Screens load by route (issue 17): the old screen stays until the new one's code is there.
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.shownPath)).toBe(pathname);
}

/** Waits until the locator's text is visible, then returns its text. */
export async function visibleText(locator: Locator): Promise<string> {
  await locator.waitFor({ state: "visible", timeout: 10_000 });
  return (await locator.textContent()) ?? "";
}
