import type { GameReportData } from "@quizdeck/shared/reports";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { createLiveGameRecords } from "../src/live-game-records";
import { as, createGameAs, createTestApp, signUp } from "./helper";
import { reportQuestion } from "./report-fixtures";

/** DATABASE_POOL_SIZE on PostgreSQL (this project always has TEST_DATABASE_URL): a node opens at most that many. */
describe("the PostgreSQL pool", () => {
  it("caps the connections a node opens; queries beyond it wait their turn and all answer", async () => {
    const t = await createTestApp({ DATABASE_POOL_SIZE: "2" });
    try {
      expect(t.database.kind).toBe("postgres");
      const pool = t.database.pool as pg.Pool;
      let most = 0;
      const watch = setInterval(() => {
        most = Math.max(most, pool.totalCount);
      }, 5);
      const queries = Array.from({ length: 6 }, () => pool.query("select pg_sleep(0.05)"));
      const answers = await Promise.all(queries);
      clearInterval(watch);
      expect(answers).toHaveLength(6);
      // Six at once on an unlimited pool would open six connections.
      expect(Math.max(most, pool.totalCount)).toBe(2);
    } finally {
      await t.close();
    }
  });

  it("keeps connections for reads while many games end at once: their writes wait in a queue of their own", async () => {
    const t = await createTestApp({ DATABASE_POOL_SIZE: "4" });
    try {
      const host = await signUp(t.app);
      const games = 16;
      const gameIds: string[] = [];
      for (let n = 0; n < games; n += 1) gameIds.push(await createGameAs(t.app, host));
      const records = createLiveGameRecords(t.database.db);
      let written = 0;
      const ends = gameIds.map((gameId) =>
        records.recordResults(gameId, "Deck", guestResults, guestReport).then(() => {
          written += 1;
        }),
      );
      // A reader arriving while every game's end waits to be written is answered before most of them are.
      const read = await as(t.app, host).get("/api/decks");
      const writtenWhenRead = written;
      await Promise.all(ends);
      await records.settled();
      expect(read.statusCode).toBe(200);
      expect(written).toBe(games);
      expect(writtenWhenRead).toBeLessThan(games / 2);
    } finally {
      await t.close();
    }
  });
});

/** A game end with 300 guests (each one a row of results), so that writing it takes a while. */
const guests = Array.from({ length: 300 }, (_, n) => ({ userId: `guest-${n}`, username: `Guest ${n}` }));
const guestResults = guests.map((guest, n) => ({
  userId: guest.userId,
  score: n,
  rank: n + 1,
  won: n === 0,
  guest: true,
}));
const guestReport: GameReportData = {
  deckTitle: "Deck",
  questions: [reportQuestion(0)],
  players: guests.map((guest, n) => ({
    ...guest,
    guest: true,
    rank: n + 1,
    score: n,
    correct: 0,
    unanswered: 0,
    averageMs: 1000,
    joinedLate: false,
    answers: [{ choice: 0, ms: 1000, points: n }],
  })),
};
