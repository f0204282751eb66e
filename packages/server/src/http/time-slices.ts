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

/** The JSON of `items` as an array, as a stream built in slices: a large deck serialised at once held the event loop. */
export function jsonArrayInSlices(items: readonly unknown[]): Readable {
  return Readable.from(arrayChunks(items, "", ""), { objectMode: false });
}

/**
 * The JSON of `object`, whose field `arrayKey` holds the bulk (a deck's cards, an import's rows), as a stream built in
 * slices: the other fields are written whole in their order, the array item by item.
 */
export function jsonObjectInSlices<Key extends string, Value extends { readonly [key in Key]: readonly unknown[] }>(
  object: Value,
  arrayKey: Key,
): Readable {
  const fields = Object.entries(object)
    .filter(([, field]) => field !== undefined)
    .map(([key, field]) => ({ key, json: `${JSON.stringify(key)}:${key === arrayKey ? "" : JSON.stringify(field)}` }));
  const at = fields.findIndex(({ key }) => key === arrayKey);
  const before = `{${fields
    .slice(0, at + 1)
    .map(({ json }) => json)
    .join(",")}`;
  const after = `${fields
    .slice(at + 1)
    .map(({ json }) => `,${json}`)
    .join("")}}`;
  return Readable.from(arrayChunks(object[arrayKey], before, after), { objectMode: false });
}

async function* arrayChunks(items: readonly unknown[], before: string, after: string) {
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
