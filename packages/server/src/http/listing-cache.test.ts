import { describe, expect, it } from "vitest";
import { ListingCache } from "./listing-cache";

/** A cache on a clock the test moves, and a listing whose reads it counts. */
function setUp(ttlMs = 1000) {
  let now = 0;
  const cache = new ListingCache(ttlMs, () => now);
  let reads = 0;
  const load = async () => {
    reads += 1;
    return `read ${reads}`;
  };
  return {
    cache,
    read: (key = "decks") => cache.read(key, load),
    reads: () => reads,
    pass: (ms: number) => {
      now += ms;
    },
  };
}

describe("ListingCache (decision 019)", () => {
  it("serves one read to every reader for a second, then reads again", async () => {
    const t = setUp();
    const first = await Promise.all([t.read(), t.read()]);
    t.pass(999);
    expect([...first, await t.read()]).toEqual(["read 1", "read 1", "read 1"]);
    t.pass(1);
    expect(await t.read()).toBe("read 2");
    expect(t.reads()).toBe(2);
  });

  it("forgets every listing when something is written here, and tells the other nodes; a write elsewhere only forgets", async () => {
    const t = setUp(60_000);
    let told = 0;
    t.cache.onWritten(() => {
      told += 1;
    });
    await t.read("decks");
    await t.read("groups");
    t.cache.written();
    expect(await t.read("decks")).toBe("read 3");
    expect(await t.read("groups")).toBe("read 4");
    t.cache.writtenElsewhere();
    expect(await t.read("decks")).toBe("read 5");
    expect(told).toBe(1);
  });

  it("does not serve a read that was under way when a write happened to a reader who came after it", async () => {
    const t = setUp(60_000);
    let finish: (value: string) => void = () => undefined;
    const before = t.cache.read("decks", () => new Promise<string>((resolve) => (finish = resolve)));
    t.cache.written();
    const after = t.read("decks");
    finish("before the write");
    expect(await before).toBe("before the write");
    expect(await after).toBe("read 1");
  });

  it("does not keep a failed read", async () => {
    const t = setUp();
    await expect(t.cache.read("decks", () => Promise.reject(new Error("database down")))).rejects.toThrow();
    expect(await t.read("decks")).toBe("read 1");
  });

  it("keeps at most 500 listings, dropping the one read longest ago", async () => {
    const t = setUp(60_000);
    for (let page = 0; page <= 500; page += 1) await t.read(`search ${page}`);
    expect(t.reads()).toBe(501);
    await t.read("search 500");
    expect(t.reads()).toBe(501);
    await t.read("search 0");
    expect(t.reads()).toBe(502);
  });
});
