import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 17, then issue 27: the JavaScript a player downloads before answering the first question, from the
 * production build: the join page's entry (join.html) and the play screen's chunk with everything they import
 * statically, measured as the .gz files the server sends. A size check, not a timing: it fails when the join path
 * grows past its budget.
 *
 * The budget: 100 KB with React DOM (decision 014). The join page does without React Router and the query cache.
 */
const JOIN_PATH_BUDGET_BYTES = 100 * 1024;
const JOIN_PAGE = "join.html";
const PLAY_SCREEN = "src/routes/player-game.tsx";

const dist = path.resolve(import.meta.dirname, "../dist");

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

function joinPathFiles(): string[] {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"),
  );
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(JOIN_PAGE);
  visit(PLAY_SCREEN);
  return [...seen].map((key) => manifest[key]?.file as string);
}

/** What a gzip-accepting browser receives: the .gz file, or the file itself when gzip would not make it smaller. */
function gzippedSize(file: string): number {
  const gz = path.join(dist, `${file}.gz`);
  return fs.statSync(fs.existsSync(gz) ? gz : path.join(dist, file)).size;
}

/** A language's player catalog, fetched by the join page before it draws anything in that language (issue 33). */
function catalogFile(language: string): string {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"),
  );
  const catalog = manifest[`src/locales/${language}.ts`];
  expect(catalog?.isDynamicEntry, language).toBe(true);
  return catalog?.file ?? "";
}

describe("the join path's JavaScript (issues 17 and 27)", () => {
  it.each(["en", "es", "ar"])(
    `stays within ${JOIN_PATH_BUDGET_BYTES / 1024} KB gzipped with the %s messages, and leaves the other screens out`,
    (language) => {
      const files = joinPathFiles();
      const catalog = catalogFile(language);
      // A phone downloads its own language's messages only: every catalog is a chunk outside the path.
      expect(files).not.toContain(catalog);
      const total = [...files, catalog].reduce((sum, file) => sum + gzippedSize(file), 0);
      console.info(
        `join path in ${language}: ${files.length} files and the catalog (${(gzippedSize(catalog) / 1024).toFixed(1)} KB), ${(total / 1024).toFixed(1)} KB gzipped`,
      );
      expect(total).toBeLessThanOrEqual(JOIN_PATH_BUDGET_BYTES);
      const names = files.map((file) => path.basename(file));
      for (const screen of [
        "card-editor",
        "decks",
        "groups",
        "settings",
        "profile",
        "host-start",
        "study",
        "dashboard",
      ]) {
        expect(
          names.some((name) => name.startsWith(`${screen}-`)),
          screen,
        ).toBe(false);
      }
    },
  );

  it("leaves the rest of the app's messages out: a phone downloads the player's catalog only (issue 33)", () => {
    const joinPath = [...joinPathFiles(), catalogFile("es")].map((file) =>
      fs.readFileSync(path.join(dist, file), "utf8"),
    );
    expect(joinPath.some((code) => code.includes('"lobby.youAreIn"'))).toBe(true);
    expect(joinPath.some((code) => code.includes('"nav.dashboard"'))).toBe(false);
  });

  it("leaves the game's later screens' messages out: none is asked for before the first answer", () => {
    const joinPath = [...joinPathFiles(), catalogFile("es")].map((file) =>
      fs.readFileSync(path.join(dist, file), "utf8"),
    );
    const laterCatalog = fs.readFileSync(path.resolve(import.meta.dirname, "../src/locales/later/en.po"), "utf8");
    const laterIds = [...laterCatalog.matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1]);
    expect(laterIds.length).toBeGreaterThan(30);
    expect(laterIds.filter((id) => joinPath.some((code) => code.includes(`"${id}"`)))).toEqual([]);
  });

  it("carries Engine.IO's WebSocket and long-polling transports, and not its WebTransport, which the game never uses", () => {
    const joinPath = joinPathFiles().map((file) => fs.readFileSync(path.join(dist, file), "utf8"));
    expect(joinPath.some((code) => code.includes("MozWebSocket"))).toBe(true);
    expect(joinPath.some((code) => code.includes("XMLHttpRequest"))).toBe(true);
    expect(joinPath.some((code) => code.includes("WebTransport("))).toBe(false);
  });

  it("is every text file of the build above 1 KB, precompressed", () => {
    const assets = fs
      .readdirSync(path.join(dist, "assets"))
      .filter((name) => /\.(js|css)$/.test(name) && fs.statSync(path.join(dist, "assets", name)).size > 1024);
    expect(assets.length).toBeGreaterThan(10);
    for (const name of [...assets.map((asset) => `assets/${asset}`), "index.html"]) {
      expect(fs.existsSync(path.join(dist, `${name}.br`)), `${name}.br`).toBe(true);
      expect(fs.existsSync(path.join(dist, `${name}.gz`)), `${name}.gz`).toBe(true);
    }
  });
});
