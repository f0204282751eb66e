import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper";
import { loadConfig } from "../config";

/**
 * Issue 26 rule 4: the address of a request is the one the trusted proxy saw. Read through the per-address API
 * limit (2 a minute here): requests counted as one address are refused from the third on.
 */
let t: TestApp | undefined;
async function closeApp() {
  await t?.close();
  t = undefined;
}
afterEach(closeApp);

async function statusesFrom(trustProxy: string, forwardedFor: (attempt: number) => string, remoteAddress?: string) {
  await closeApp();
  t = await createTestApp({ TRUST_PROXY: trustProxy, API_REQUESTS_PER_MINUTE: "2" });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { "x-forwarded-for": forwardedFor(attempt) },
      remoteAddress,
    });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

/** What a client sends itself, followed by the address the one proxy appended (nginx's $proxy_add_x_forwarded_for). */
const spoofedThenReal = (attempt: number) => `198.51.100.${attempt + 1}, 203.0.113.7`;

describe("TRUST_PROXY", () => {
  it("true: only the address the one proxy appended counts, so a client cannot reset its limits", async () => {
    expect(await statusesFrom("true", spoofedThenReal)).toEqual([200, 200, 429, 429]);
  });

  it("false: X-Forwarded-For is ignored and the peer's address counts", async () => {
    expect(await statusesFrom("false", (attempt) => `198.51.100.${attempt + 1}`)).toEqual([200, 200, 429, 429]);
  });

  it("a number of proxies: that many entries from the right are proxies, the next one is the client", async () => {
    // Two proxies: the outer one appended the client's address, the inner one the outer proxy's.
    const throughTwo = (attempt: number) => `203.0.113.${attempt + 1}, 10.0.0.2`;
    expect(await statusesFrom("2", throughTwo)).toEqual([200, 200, 200, 200]);
    // The same client behind the two proxies, with an entry it made up in front.
    const spoofed = (attempt: number) => `198.51.100.${attempt + 1}, 203.0.113.9, 10.0.0.2`;
    expect(await statusesFrom("2", spoofed)).toEqual([200, 200, 429, 429]);
  });

  it("a list of proxy addresses: X-Forwarded-For is read only from them, back to the first address not listed", async () => {
    const chain = (attempt: number) => `198.51.100.${attempt + 1}, 203.0.113.7, 10.1.2.3`;
    expect(await statusesFrom("127.0.0.1, 10.0.0.0/8", chain)).toEqual([200, 200, 429, 429]);
    // A peer that is not one of the proxies is the client, whatever it forwards.
    const fromOutside = (attempt: number) => `198.51.100.${attempt + 1}`;
    expect(await statusesFrom("10.0.0.0/8", fromOutside, "192.0.2.50")).toEqual([200, 200, 429, 429]);
  });

  it("refuses a setting that is neither a flag, a count nor addresses", () => {
    expect(() => loadConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
  });
});
