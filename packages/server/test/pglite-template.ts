import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { openMigratedPglite } from "../src/db/connect";
import { migrations } from "../src/db/migrations";

/**
 * A migrated PGlite database made once per machine and reused by every test that starts a fresh one: initdb and
 * fourteen migrations in WebAssembly take ~2.6 s, loading the template ~1.2 s, and CI starts ~50 of them.
 * Keyed by the migrations and the PGlite version, so a new migration makes a new template.
 */
export interface PgliteTemplate {
  /** A `dumpDataDir` tarball, for an in-memory database (`openDatabase({ loadDataDir })`). */
  tarball: string;
  /** A data folder, to copy under a server's `DATA_DIR/pglite`. */
  directory: string;
}

export async function pgliteTemplate(): Promise<PgliteTemplate> {
  const base = path.join(os.tmpdir(), `quizdeck-pglite-template-${templateKey()}`);
  const template = { tarball: `${base}.tar`, directory: base };
  if (!fs.existsSync(template.tarball)) await makeTarball(template.tarball);
  if (!fs.existsSync(template.directory)) await makeDirectory(template.directory);
  return template;
}

/** The template's tarball as the Blob `openDatabase` takes. */
export async function pgliteTemplateBlob(): Promise<Blob> {
  return new Blob([fs.readFileSync((await pgliteTemplate()).tarball)]);
}

function templateKey(): string {
  // The package exports no package.json; its entry point sits in dist/.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const pgliteVersion = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), "../package.json"), "utf8")).version;
  const hash = createHash("sha256").update(pgliteVersion);
  for (const migration of migrations) hash.update(migration.id).update(migration.sql);
  return hash.digest("hex").slice(0, 16);
}

// Two test workers may make the same template at once: each writes its own copy, then moves it into place.
async function makeTarball(target: string): Promise<void> {
  const client = await openMigratedPglite({});
  const dump = await client.dumpDataDir();
  await client.close();
  const partial = `${target}.${randomUUID()}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, target);
}

async function makeDirectory(target: string): Promise<void> {
  const partial = `${target}.${randomUUID()}`;
  const client = await openMigratedPglite({ dataDir: partial });
  await client.close();
  try {
    fs.renameSync(partial, target);
  } catch {
    // Another worker's copy is in place already.
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
