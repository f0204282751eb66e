/** A stat as people read it in `locale`: thousands separated, e.g. 12345 → "12,345" (English), "12.345" (Spanish). */
export function formatNumber(value: number, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
