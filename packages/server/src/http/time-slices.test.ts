import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { jsonArrayInSlices, jsonObjectInSlices } from "./time-slices";

describe("JSON built in slices", () => {
  const items = Array.from({ length: 5_000 }, (_, index) => ({ index, text: "x".repeat(40) }));

  it("is the same JSON as stringifying the array at once, over many chunks", async () => {
    expect(await text(jsonArrayInSlices(items))).toBe(JSON.stringify(items));
    expect(await text(jsonArrayInSlices([]))).toBe("[]");
  });

  it("writes an object's other fields whole, in their order, around its array", async () => {
    const preview = { before: 'a"b', rows: items, created: 3, skipped: undefined, after: { nested: [1] } };
    expect(await text(jsonObjectInSlices(preview, "rows"))).toBe(JSON.stringify(preview));
    expect(await text(jsonObjectInSlices({ cards: [] }, "cards"))).toBe('{"cards":[]}');
  });
});
