/**
 * Issue 13: a 2,000-row CSV import committed (parse, check, one insert) and a 2,000-card deck exported as CSV, on a
 * file-backed PGlite as production runs it, through the same service the API calls.
 *
 *   npx tsx bench/deck-transfer.ts [--cards 2000] [--runs 3]
 *
 * Prints wall-clock times (no pass or fail: docs/benchmarks.md has the figures and the targets).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { CARD_FILE_HEADER } from "@quizdeck/shared/card-transfer";
import { openDatabase } from "../packages/server/src/db/connect";
import { decks, users } from "../packages/server/src/db/schema";
import { cardsCsv } from "../packages/server/src/features/cards/card-export";
import { listCardsOfDeck } from "../packages/server/src/features/cards/repository";
import { CardService } from "../packages/server/src/features/cards/service";

const { values } = parseArgs({
  options: { cards: { type: "string", default: "2000" }, runs: { type: "string", default: "3" } },
});
const cardCount = Number(values.cards);
const runs = Number(values.runs);

const row = (n: number) =>
  [
    `Question ${n}: which river flows through the capital of country ${n}?`,
    `River ${n}`,
    "Nile",
    "Amazon",
    '"Yangtze, the long one"',
  ].join(",");
const text = [CARD_FILE_HEADER.join(","), ...Array.from({ length: cardCount }, (_, n) => row(n + 1))].join("\n");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-deck-transfer-"));
const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
try {
  const { db } = database;
  const userId = "b0000000-0000-4000-8000-000000000001";
  await db.insert(users).values({ id: userId, email: "teacher@bench.test", passwordHash: "x", username: "teacher" });
  const service = new CardService(db);
  console.log(`${cardCount} cards, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB of CSV, PGlite in ${dataDir}`);
  for (let run = 1; run <= runs; run += 1) {
    const [deck] = await db
      .insert(decks)
      .values({ title: `Bench ${run}`, userId })
      .returning({ id: decks.id });
    const deckId = deck?.id as number;
    const started = performance.now();
    const { imported } = await service.import(userId, deckId, { format: "csv", text, commit: true });
    const importMs = performance.now() - started;

    const exportStarted = performance.now();
    let bytes = 0;
    for await (const chunk of cardsCsv(await listCardsOfDeck(db, deckId), "en")) bytes += Buffer.byteLength(chunk);
    const exportMs = performance.now() - exportStarted;
    console.log(
      `run ${run}: import of ${imported} rows committed in ${importMs.toFixed(0)} ms; ` +
        `export ${(bytes / 1024).toFixed(0)} KiB streamed in ${exportMs.toFixed(0)} ms`,
    );
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
