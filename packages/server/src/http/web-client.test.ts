import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp } from "../../test/helper";

/** Issue 17: the web client is served compressed, cached right, and never counted against a class's limits. */
const INDEX = `<!doctype html><title>Quizdeck</title>${" ".repeat(2000)}`;
const JOIN_PAGE = `<!doctype html><title>Quizdeck</title><link rel="modulepreload" href="/assets/join-Ef56.js">${" ".repeat(2000)}`;
const LANDING_PAGE = `<!doctype html><title>Quizdeck</title><main><form><label>Enter a game code</label></form></main>`;
const SCRIPT = `console.log(${JSON.stringify("quizdeck ".repeat(500))});`;

let webDist: string;

/** A build as Vite leaves it: every text file with a .br and a .gz beside it. */
function writeBuiltFile(relative: string, text: string) {
  const file = path.join(webDist, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-web-"));
  writeBuiltFile("index.html", INDEX);
  writeBuiltFile("join.html", JOIN_PAGE);
  writeBuiltFile("landing.html", LANDING_PAGE);
  writeBuiltFile("assets/index-Ab12Cd34.js", SCRIPT);
  // Issue 33: the build's manifest names each language's message chunks.
  const catalogs = {
    "src/locales/en.ts": "en-P1.js",
    "src/locales/es.ts": "es-P2.js",
    "src/locales/ar.ts": "ar-P3.js",
  };
  const appCatalogs = { "src/locales/app/es.ts": "es-A2.js", "src/locales/app/ar.ts": "ar-A3.js" };
  // The game's later screens' messages: the app shows them beside its own; the join page fetches them later.
  const laterCatalogs = { "src/locales/later/es.ts": "es-L2.js", "src/locales/later/ar.ts": "ar-L3.js" };
  const manifest = Object.fromEntries(
    Object.entries({ ...catalogs, ...appCatalogs, ...laterCatalogs }).map(([source, file]) => [
      source,
      { file: `assets/${file}` },
    ]),
  );
  writeBuiltFile(".vite/manifest.json", JSON.stringify(manifest));
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

describe("the web client's files", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it.each([
    ["br, gzip, deflate", "br"],
    ["gzip, deflate", "gzip"],
    ["identity", undefined],
    ["", undefined],
  ])("with Accept-Encoding %j are sent as %s, compressed once", async (accepted, expected) => {
    for (const [url, text] of [
      ["/assets/index-Ab12Cd34.js", SCRIPT],
      ["/", LANDING_PAGE],
      ["/decks", INDEX],
      ["/join", JOIN_PAGE],
    ] as const) {
      const response = await get(url, { "accept-encoding": accepted });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-encoding"], url).toBe(expected);
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decoded(response.rawPayload, expected), url).toBe(text);
    }
  });

  it("hashed assets are cached for a year; index.html and deep links are revalidated with an ETag", async () => {
    const script = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "br" });
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers["content-type"]).toMatch(/javascript/);
    // A script is not a document: the page's policies stay off it, nosniff stays on.
    expect(script.headers["content-security-policy"]).toBeUndefined();
    expect(script.headers["x-frame-options"]).toBeUndefined();
    expect(script.headers["x-content-type-options"]).toBe("nosniff");

    for (const url of ["/", "/join", "/join/abc", "/index.html"]) {
      const page = await get(url, { "accept-encoding": "gzip" });
      expect(page.headers["cache-control"], url).toBe("no-cache");
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(page.headers["content-security-policy"], url).toContain("script-src 'self'");
      const etag = String(page.headers.etag);
      expect(etag, url).not.toBe("undefined");
      const again = await get(url, { "accept-encoding": "gzip", "if-none-match": etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe("");
    }
  });

  it("/join and its sub-paths get the join page, / the drawn landing page; other paths index.html", async () => {
    for (const url of ["/join", "/join?code=ABC234", "/join/lobby", "/join/abc123def456"]) {
      expect((await get(url)).body, url).toBe(JOIN_PAGE);
    }
    for (const url of ["/", "/?account=deleted"]) expect((await get(url)).body, url).toBe(LANDING_PAGE);
    for (const url of ["/joinery", "/dashboard", "/host/start"]) expect((await get(url)).body, url).toBe(INDEX);
  });

  it("a chunk that is not there (an old page after a deploy) is a 404, not index.html", async () => {
    const response = await get("/assets/join-Old0Hash.js");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "No such file" });
  });

  it("nothing outside the build folder is sent, however the path is spelled", async () => {
    const outside = `${webDist}-secret.txt`;
    fs.writeFileSync(outside, "not for the web");
    try {
      const name = path.basename(outside);
      for (const url of [
        `/../${name}`,
        `/%2e%2e/${name}`,
        `/assets/..%2f..%2f${name}`,
        `/assets%2f..%2f..%2f${name}`,
      ]) {
        const response = await get(url);
        expect(response.body, url).not.toContain("not for the web");
      }
    } finally {
      fs.rmSync(outside);
    }
  });

  it("API answers above 1 KB are compressed for a client that accepts it, small ones are not", async () => {
    const user = await signUp(t.app);
    const client = as(t.app, user);
    for (let i = 0; i < 12; i++) await client.post("/api/decks/", {});
    const large = await t.app.inject({
      method: "GET",
      url: `/api/decks/${user.id}/user_decks`,
      headers: { cookie: user.cookie, "accept-encoding": "br, gzip" },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers["content-encoding"]).toBe("br");
    const decks = JSON.parse(decoded(large.rawPayload, "br"));
    expect(decks).toHaveLength(12);

    const plain = await t.app.inject({
      method: "GET",
      url: `/api/decks/${user.id}/user_decks`,
      headers: { cookie: user.cookie },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(decks);

    const small = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ authenticated: false });
  });
});

describe("a class behind one address", () => {
  it("loads the page however often it likes, while the API limit still applies", async () => {
    const t = await createTestApp({ WEB_DIST: webDist, API_REQUESTS_PER_MINUTE: "5" });
    try {
      for (let i = 0; i < 30; i++) {
        for (const url of ["/", "/join", "/assets/index-Ab12Cd34.js"]) {
          const response = await t.app.inject({ method: "GET", url });
          expect(response.statusCode, `${url} #${i}`).toBe(200);
          expect(response.headers["x-ratelimit-limit"]).toBeUndefined();
        }
      }
      const api = [];
      for (let i = 0; i < 6; i++)
        api.push((await t.app.inject({ method: "GET", url: "/api/auth/session" })).statusCode);
      expect(api).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it("is served the page even while the node sheds new API requests", async () => {
    // A heap limit of 1 MiB is always exceeded: the node counts as overloaded from its first measurement on.
    const t = await createTestApp({ WEB_DIST: webDist, SHED_MAX_HEAP_USED_MB: "1" });
    try {
      await expect
        .poll(async () => (await t.app.inject({ method: "GET", url: "/api/auth/session" })).statusCode)
        .toBe(503);
      for (const url of ["/", "/join/abc", "/assets/index-Ab12Cd34.js"]) {
        expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});

describe("a page names its language's messages for the browser to fetch beside its scripts (issue 33)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  const linkOf = async (url: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: "GET", url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/^Cookie, Accept-Language/);
    return response.headers.link;
  };
  const preload = (file: string) => `</assets/${file}>; rel=preload; as=script; crossorigin`;

  it("the join page: the player's messages of the chosen language, else the browser's, else English", async () => {
    expect(await linkOf("/join", { cookie: "qd_lang=ar", "accept-language": "es" })).toBe(preload("ar-P3.js"));
    expect(await linkOf("/join/ABCDEF", { "accept-language": "es-MX,en;q=0.5" })).toBe(preload("es-P2.js"));
    expect(await linkOf("/join", { "accept-language": "fr" })).toBe(preload("en-P1.js"));
  });

  it("the app's pages: the app's and the game's later screens' messages too (English's are in the app's own script)", async () => {
    expect(await linkOf("/", { cookie: "qd_lang=es" })).toBe(
      `${preload("es-P2.js")}, ${preload("es-A2.js")}, ${preload("es-L2.js")}`,
    );
    expect(await linkOf("/decks", {})).toBe(preload("en-P1.js"));
  });
});

describe("WEB_DIST given as a relative path", () => {
  it("is taken from the working directory, as DATA_DIR is, and the client is served", async () => {
    const t = await createTestApp({ WEB_DIST: path.relative(process.cwd(), webDist) });
    try {
      const response = await t.app.inject({ method: "GET", url: "/assets/index-Ab12Cd34.js" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SCRIPT);
    } finally {
      await t.close();
    }
  });
});
