import { Readable } from "node:stream";
import { CARD_EXPORT_HEADER } from "@quizdeck/shared/card-transfer";
import { stringify } from "csv-stringify";
import { safeCell } from "../../http/csv-cells";
import { timeSlices } from "../../http/time-slices";
import type { CardRow } from "./card-record";

/** Issue 13 item 4: the deck's cards as CSV with the import's header, UTF-8 with a BOM, formula cells escaped. */
export function cardsCsv(cards: CardRow[]): Readable {
  return Readable.from(rowsOf(cards)).pipe(
    stringify({ bom: true, header: true, columns: [...CARD_EXPORT_HEADER], cast: { string: safeCell } }),
  );
}

/** A stream of ready rows runs to its end without handing the event loop back: these rows come in slices. */
async function* rowsOf(cards: CardRow[]) {
  const pause = timeSlices();
  for (const card of cards) {
    yield [card.question, card.answer, card.incorrect1, card.incorrect2, card.incorrect3, card.imageAlt ?? ""];
    await pause();
  }
}

/** The same as JSON: the deck's title and its cards' texts (the image description included), as typed. */
export function cardsJson(title: string, cards: CardRow[]) {
  return {
    title,
    cards: cards.map((card) => ({
      Question: card.question,
      Answer: card.answer,
      Incorrect1: card.incorrect1,
      Incorrect2: card.incorrect2,
      Incorrect3: card.incorrect3,
      Image_alt: card.imageAlt ?? "",
    })),
  };
}

/** A file name from the deck's title: letters, digits and dashes, never empty. */
export function exportFileName(title: string, extension: "csv" | "json"): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .slice(0, 60);
  return `${base || "deck"}.${extension}`;
}
