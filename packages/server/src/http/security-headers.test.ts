import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper";

let t: TestApp | undefined;
afterEach(() => t?.close());

async function headersOf(cookieSecure: string) {
  t = await createTestApp({ COOKIE_SECURE: cookieSecure });
  return (await t.app.inject({ method: "GET", url: "/api/auth/session" })).headers;
}

describe("security headers on every answer", () => {
  it("limits what a page may load, frame and send, and tells browsers not to guess types", async () => {
    const headers = await headersOf("false");
    const policy = String(headers["content-security-policy"]);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("connect-src 'self' ws: wss:");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  it("asks for HTTPS only when the app is served over it (COOKIE_SECURE)", async () => {
    const headers = await headersOf("true");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(String(headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });
});
