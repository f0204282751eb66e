import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";

/** Work on a large text or deck hands the event loop back after this long, so other requests are served between. */
const SLICE_MS = 8;

/** `await pause()` between steps of a long loop: it yields to the event loop once the slice has run out. */
export function timeSlices(): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}

/** `items.map(make)`, in slices. */
export async function mapInSlices<Item, Result>(
  items: readonly Item[],
  make: (item: Item, index: number) => Result,
): Promise<Result[]> {
  const pause = timeSlices();
  const results: Result[] = [];
  for (const [index, item] of items.entries()) {
    results.push(make(item, index));
    await pause();
  }
  return results;
}

/** A chunk of JSON this long is handed to the response before the next is built. */
const JSON_CHUNK_CHARS = 64 * 1024;

/**
 * The JSON of `items` as an array, between `before` and `after` (`{"title":…,"cards":` and `}`), as a stream built
 * in slices: the whole of a large deck serialised at once held the event loop for as long as it took.
 */
export function jsonArrayInSlices(items: readonly unknown[], { before = "", after = "" } = {}): Readable {
  async function* chunks() {
    const pause = timeSlices();
    let chunk = `${before}[`;
    for (const [index, item] of items.entries()) {
      chunk += (index === 0 ? "" : ",") + JSON.stringify(item);
      if (chunk.length >= JSON_CHUNK_CHARS) {
        yield chunk;
        chunk = "";
      }
      await pause();
    }
    yield `${chunk}]${after}`;
  }
  return Readable.from(chunks(), { objectMode: false });
}
