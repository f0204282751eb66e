import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium: Playwright's own browser download is not reachable from our machines. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Headless Chromium as the browser tests and `bench/first-load.mjs` run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
