import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryBatches } from "./query-batches";

/** A batch "query" the test finishes by hand, so it decides what arrives while one runs. */
function manualQueries(gapMs = 0) {
  const batches: number[][] = [];
  const finish: Array<() => void> = [];
  const failNext: { error?: Error } = {};
  const batcher = new QueryBatches<number, string>(
    (items) =>
      new Promise((resolve, reject) => {
        batches.push(items);
        const error = failNext.error;
        failNext.error = undefined;
        finish.push(() => (error ? reject(error) : resolve(items.map((item) => `row ${item}`))));
      }),
    { maxBatch: 3, gapMs },
  );
  // Two turns: a finished query's callers hear of it, then the next query starts.
  const settle = async () => {
    for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  return { batcher, batches, finish, failNext, settle };
}

describe("QueryBatches: many small queries made as few (issue 32)", () => {
  it("asks for everything of one event-loop turn in one query, and answers each caller its own row", async () => {
    const { batcher, batches, finish, settle } = manualQueries();
    const answers = Promise.all([batcher.add(1), batcher.add(2)]);
    await settle();
    expect(batches).toEqual([[1, 2]]);
    finish[0]?.();
    expect(await answers).toEqual(["row 1", "row 2"]);
  });

  it("puts everything asked while a query runs into the next one, not one query each", async () => {
    const { batcher, batches, finish, settle } = manualQueries();
    const first = batcher.add(1);
    await settle();
    const later = [batcher.add(2)];
    await settle();
    later.push(batcher.add(3));
    await settle();
    expect(batches).toEqual([[1]]);
    finish[0]?.();
    expect(await first).toBe("row 1");
    await settle();
    expect(batches).toEqual([[1], [2, 3]]);
    finish[1]?.();
    expect(await Promise.all(later)).toEqual(["row 2", "row 3"]);
  });

  it("splits past its largest batch, and a failed query fails only its own callers", async () => {
    const { batcher, batches, finish, failNext, settle } = manualQueries();
    failNext.error = new Error("connection lost");
    const answers = Promise.allSettled([1, 2, 3, 4].map((item) => batcher.add(item)));
    await settle();
    finish[0]?.();
    await settle();
    expect(batches).toEqual([[1, 2, 3], [4]]);
    finish[1]?.();
    const outcomes = await answers;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected", "fulfilled"]);
    // And it goes on after a failure.
    const again = batcher.add(5);
    await settle();
    finish[2]?.();
    expect(await again).toBe("row 5");
  });

  describe("with a gap between queries", () => {
    afterEach(() => vi.useRealTimers());

    it("starts a query at once when idle, and the next one a gap after it, with all that came meanwhile", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "performance"] });
      const { batcher, batches, finish, settle } = manualQueries(20);
      const first = batcher.add(1);
      await settle();
      expect(batches).toEqual([[1]]);
      finish[0]?.();
      expect(await first).toBe("row 1");
      const later = [batcher.add(2)];
      await settle();
      vi.advanceTimersByTime(10);
      later.push(batcher.add(3));
      await settle();
      expect(batches).toEqual([[1]]);
      vi.advanceTimersByTime(10);
      await settle();
      expect(batches).toEqual([[1], [2, 3]]);
      finish[1]?.();
      expect(await Promise.all(later)).toEqual(["row 2", "row 3"]);
    });
  });
});
