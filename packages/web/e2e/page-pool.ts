/**
 * Pages handed from one test to the next, of any spec file a worker runs. Opening a page costs Chromium 2–3
 * CPU-seconds on our CI machines (a browser context and three new processes, where a navigation costs a tenth of
 * that), and the browser suite opens hundreds. A page whose test passed is wiped — routes (WebSocket routes cannot
 * be removed: the harness makes its own let everything through after their test), the test's event listeners, the
 * document, cookies, storage, the HTTP cache, permissions, emulation and the pointer — and given to the next test
 * asking for the same kind of context. A page that cannot be wiped with confidence (closed, with a second page,
 * Playwright's fake clock or a blocked WebSocket in its context, or a step of the wipe failing) is closed instead,
 * as every page was before.
 */
import type { BrowserContext, Page } from "playwright-core";

/** What a browser context fixes for its pages' life; the viewport is set again on each hand-out. */
export interface PageKind {
  touch: boolean;
  locale?: string;
}

/**
 * Pages kept per kind: a file's test may open many (a class of phones), and the pool serves every file of a
 * worker, so more than this are closed rather than kept open for the rest of the run.
 */
const MAX_IDLE_PER_KIND = 6;

export class PagePool {
  private readonly idle = new Map<string, Page[]>();

  /** `origin`: the server under test, whose data the wipe removes; `blankPath`: a cheap same-origin page. */
  constructor(
    private readonly origin: string,
    private readonly blankPath: string,
  ) {}

  take(kind: PageKind): Page | undefined {
    return this.idle.get(keyOf(kind))?.pop();
  }

  /**
   * Wipes the page and keeps it for the next test, or closes its context. `ownListener` tells the harness's own
   * page listeners (console errors) from a test's, which go.
   */
  async giveBack(page: Page, kind: PageKind, ownListener: (listener: unknown) => boolean): Promise<void> {
    const key = keyOf(kind);
    const idle = this.idle.get(key) ?? [];
    if (idle.length >= MAX_IDLE_PER_KIND || !(await this.wipe(page, page.context(), ownListener)))
      return closeContext(page);
    idle.push(page);
    this.idle.set(key, idle);
  }

  async closeAll(): Promise<void> {
    const pages = [...this.idle.values()].flat();
    this.idle.clear();
    await Promise.all(pages.map(closeContext));
  }

  private async wipe(page: Page, context: BrowserContext, ownListener: (listener: unknown) => boolean) {
    if (page.isClosed() || context.pages().length !== 1) return false;
    try {
      await context.unrouteAll({ behavior: "ignoreErrors" });
      await page.unrouteAll({ behavior: "ignoreErrors" });
      const emitter = page as unknown as Emitter;
      for (const event of emitter.eventNames()) {
        for (const listener of emitter.listeners(event)) if (!ownListener(listener)) emitter.off(event, listener);
      }
      // Leaving the app closes its sockets and timers; the same origin keeps the page's renderer process.
      await page.goto(new URL(this.blankPath, this.origin).href, { timeout: 10_000 });
      // The fake clock (page.clock) and our init scripts (blockWebSockets) stay in the context for every later document.
      if (await page.evaluate(() => "__pwClock" in globalThis || "webSocketsTried" in globalThis)) return false;
      const devtools = await context.newCDPSession(page);
      await devtools.send("Storage.clearDataForOrigin", { origin: this.origin, storageTypes: "all" });
      await devtools.send("Network.clearBrowserCache");
      await devtools.detach();
      await context.clearCookies();
      await context.clearPermissions();
      await context.setOffline(false);
      await context.setExtraHTTPHeaders({});
      await page.setExtraHTTPHeaders({});
      await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
      // A new page's pointer rests at the top left corner, hovering nothing.
      await page.mouse.move(0, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/** A page's events as its class has them at run time; Playwright's types declare only `on`, `once` and `off`. */
interface Emitter {
  eventNames(): string[];
  listeners(event: string): ((...args: unknown[]) => void)[];
  off(event: string, listener: (...args: unknown[]) => void): void;
}

/** Closes the page with its context; one already gone is fine. */
async function closeContext(page: Page): Promise<void> {
  await page
    .context()
    .close()
    .catch(() => undefined);
}

function keyOf({ touch, locale }: PageKind): string {
  return `${touch}:${locale ?? ""}`;
}
