const wholeNumbers = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A stat as people read it: thousands separated, e.g. 12345 → "12,345". */
export function formatNumber(value: number): string {
  return wholeNumbers.format(value);
}
