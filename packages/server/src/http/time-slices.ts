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
