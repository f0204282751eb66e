import { Readable } from "node:stream";
import { CARD_EXPORT_HEADER, CARD_TYPED_EXPORT_HEADER } from "@quizdeck/shared/card-transfer";
import type { LanguageCode } from "@quizdeck/shared/languages";
import { create as contentDisposition } from "content-disposition";
import { stringify } from "csv-stringify";
import { safeCell } from "../../http/csv-cells";
import { jsonObjectInSlices, timeSlices } from "../../http/time-slices";
import { headerIn } from "./card-file-columns";
import type { CardRow } from "./card-record";
import { needsTypeColumns, typeCellsOf } from "./typed-columns";

/**
 * Issue 13 item 4: the deck's cards as CSV with the import's header, UTF-8 with a BOM, formula cells escaped.
 * Issue 30: with the question-type columns only when a card needs them, so a plain deck's file is as before.
 * Issue 33: the header in the requester's language (an import reads every language's).
 */
export function cardsCsv(cards: CardRow[], language: LanguageCode): Readable {
  const typed = needsTypeColumns(cards);
  const columns = typed ? CARD_TYPED_EXPORT_HEADER : CARD_EXPORT_HEADER;
  return Readable.from(rowsOf(cards, typed)).pipe(
    stringify({ bom: true, header: true, columns: headerIn(columns, language), cast: { string: safeCell } }),
  );
}

/** A stream of ready rows runs to its end without handing the event loop back: these rows come in slices. */
async function* rowsOf(cards: CardRow[], typed: boolean) {
  const pause = timeSlices();
  for (const card of cards) {
    const texts = [card.question, card.answer, card.incorrect1, card.incorrect2, card.incorrect3, card.imageAlt ?? ""];
    yield typed ? [...texts, ...typeCellsOf(card)] : texts;
    await pause();
  }
}

/** The same as JSON: the deck's title and its cards' texts (the image description included), as typed, and their
 * question-type fields as the cards API has them (issue 30); built in slices, as the CSV is. */
export function cardsJson(title: string, cards: CardRow[]): Readable {
  const items = cards.map((card) => ({
    Question: card.question,
    Answer: card.answer,
    Incorrect1: card.incorrect1,
    Incorrect2: card.incorrect2,
    Incorrect3: card.incorrect3,
    Image_alt: card.imageAlt ?? "",
    Type: card.type,
    Choices: card.choices,
    Correct: card.correct,
    Time_limit: card.timeLimit,
    Points: card.points,
  }));
  return jsonObjectInSlices({ title, cards: items }, "cards");
}

/**
 * The download's Content-Disposition, named after the deck's title in any script (`filename*`, RFC 6266), with an
 * ASCII name for browsers that read only `filename`: letters, digits and dashes, never empty.
 */
export function exportDisposition(title: string, extension: "csv" | "json"): string {
  const words = (text: string) =>
    text
      .trim()
      .replace(/[\s_]+/g, "-")
      .slice(0, 60);
  const ascii = words(title.normalize("NFKD").replace(/[^\w\s-]/g, ""));
  // Anything a file system or the header refuses goes; letters and digits of every script stay.
  const unicode = words(title.normalize("NFC").replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, " "));
  return contentDisposition(`${unicode || ascii || "deck"}.${extension}`, {
    fallback: `${ascii || "deck"}.${extension}`,
  });
}
