import { defineConfig } from "vitest/config";

/**
 * One `npm test`: unit tests, the API suite on PGlite, the same API suite on the real PostgreSQL when
 * TEST_DATABASE_URL is set (CI always sets it), and the browser tests.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.log("PostgreSQL run skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it.");
}

const redisUrl = process.env.TEST_REDIS_URL;
if (!postgresUrl || !redisUrl) {
  console.log("Two-node run skipped: it needs TEST_DATABASE_URL and TEST_REDIS_URL=redis://127.0.0.1:6379.");
}

const serverTests = ["packages/server/src/**/*.test.ts"];

/**
 * `expect.poll` gives up after 1 s unless told otherwise: too short for a database write or a socket event while
 * CI runs every suite at once on two cores. A longer wait only delays a failure.
 */
const pollLonger = { poll: { timeout: 10_000 } };

export default defineConfig({
  test: {
    // Both cores: the API suites are CPU-bound, the browser tests mostly wait on game timers and the network.
    maxWorkers: 2,
    // The projects below set `isolate: false`: a worker runs its files one after another in one module graph
    // instead of importing everything again for each file. The API suite took half as long (163 s → 82 s on
    // PGlite). Every API file opens its own app and database; the browser files of a worker share one server and
    // one browser (packages/web/e2e/harness.ts), each test on users and decks of its own.
    projects: [
      {
        test: {
          name: "unit",
          isolate: false,
          // The web client's message catalogs are compiled from their .po files first (issue 33).
          globalSetup: ["scripts/compile-messages.ts"],
          // English's player messages at hand, as on a page drawn at build time (the browser fetches them).
          setupFiles: ["packages/web/src/i18n/english-at-once.ts"],
          include: [
            "packages/shared/src/**/*.test.ts",
            "packages/game/src/**/*.test.ts",
            "packages/web/src/**/*.test.ts",
          ],
        },
      },
      {
        test: {
          name: "server-pglite",
          include: serverTests,
          isolate: false,
          env: { TEST_DATABASE_URL: "" },
          expect: pollLonger,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: "server-postgres",
                include: serverTests,
                isolate: false,
                env: { TEST_DATABASE_URL: postgresUrl },
                expect: pollLonger,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      ...(postgresUrl && redisUrl
        ? [
            {
              test: {
                name: "cluster",
                include: ["packages/server/test/**/*.test.ts"],
                env: { TEST_DATABASE_URL: postgresUrl, TEST_REDIS_URL: redisUrl },
                expect: pollLonger,
                testTimeout: 90_000,
                hookTimeout: 90_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: "e2e",
          isolate: false,
          // One server per worker, shared by the worker's spec files (harness.ts).
          globalSetup: ["packages/web/e2e/worker-servers.ts"],
          include: ["packages/web/e2e/**/*.spec.ts"],
          expect: pollLonger,
          // A guard against a test that hangs, not a speed target: a whole game on four pages took 46.5 s in a
          // clean-clone run on a busy day (2026-12-04), so 60 s left too little room.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
