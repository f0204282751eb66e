import { once } from "node:events";
import {
  CARD_EXPORT_HEADER,
  CARD_FILE_HEADER,
  type CardImportBody,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CARDS,
  IMPORT_MIN_PAIRS,
  type ImportRow,
  ROW_SEPARATORS,
  TERM_SEPARATORS,
} from "@quizdeck/shared/card-transfer";
import { type CardTextField, cardTextFields, createCardBody } from "@quizdeck/shared/cards";
import { CsvError, parse } from "csv-parse";
import { AppError } from "../../http/app-error";
import { unsafeCell } from "../../http/csv-cells";
import { mapInSlices, timeSlices } from "../../http/time-slices";

type Texts = Record<CardTextField, string>;
type Parsed = Extract<CardImportBody, { format: "pairs" }>;

const badFile = (message: string) => new AppError("bad_request", message);

/**
 * Issue 13 item 3: the rows an import would write, each with what is wrong with it. A problem with the whole text
 * (too big, not UTF-8, no header, too many rows, unreadable CSV, too few pairs) is thrown as a 400/413.
 */
export async function readImport(body: CardImportBody): Promise<ImportRow[]> {
  const text = checkText(body.text);
  const rows = await (body.format === "csv" ? readCsv(text) : readPairs(text, body));
  if (rows.length === 0) throw badFile("There are no cards to import");
  return rows;
}

function checkText(text: string): string {
  if (Buffer.byteLength(text, "utf8") > IMPORT_MAX_BYTES) {
    throw new AppError("too_large", "An import can be at most 1 MiB: split it into smaller files");
  }
  // A browser decodes bytes that are not UTF-8 as U+FFFD: the file was saved in another encoding.
  if (text.includes("\uFFFD")) throw badFile("The text is not UTF-8: save the file as “CSV UTF-8” and try again");
  return text.replace(/^\uFEFF/, "");
}

/** Reading stops one row past the limit, so the count past it is not known. */
const tooMany = () => badFile(`An import can have at most ${IMPORT_MAX_CARDS} cards; this one has more`);

type CsvRecord = { record: string[]; info: { lines: number } };

/** A row the parser finds malformed (missing columns) costs it tens of microseconds: even a chunk of them is short. */
const CSV_CHUNK_BYTES = 512;

/** The records of `text`, no more than `limit`, read in slices of time. */
async function parseCsv(text: string, delimiter: string, limit: number): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  // With `info`, each record comes with where it was read (the types do not say so). `to` stops the reading there.
  const parser = parse({ delimiter, info: true, relax_column_count: true, skip_empty_lines: true, to: limit });
  parser.on("data", (record: CsvRecord) => records.push(record));
  const ended = once(parser, "end");
  ended.catch(() => {});
  // UTF-8 bytes: a chunk may end inside a character, which the parser joins again.
  const bytes = Buffer.from(text, "utf8");
  const pause = timeSlices();
  for (let at = 0; at < bytes.length && !parser.writableEnded && !parser.destroyed; at += CSV_CHUNK_BYTES) {
    parser.write(bytes.subarray(at, at + CSV_CHUNK_BYTES));
    await pause();
  }
  if (!parser.writableEnded && !parser.destroyed) parser.end();
  await ended;
  return records;
}

async function readCsv(text: string): Promise<ImportRow[]> {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes("\t") ? "\t" : ",";
  let records: CsvRecord[];
  try {
    // The header, the cards, and one row more tells that there are too many.
    records = await parseCsv(text, delimiter, IMPORT_MAX_CARDS + 2);
  } catch (error) {
    if (error instanceof CsvError) {
      throw badFile(`The file could not be read as CSV near line ${error.lines ?? "?"}: check its quotes`);
    }
    throw error;
  }
  const [header, ...data] = records;
  const names = header?.record.map((name) => name.trim().toLowerCase()).join(",");
  // The image description's column is optional: a file without it imports as before it existed.
  const columns = [CARD_FILE_HEADER, CARD_EXPORT_HEADER].find((known) => known.join(",").toLowerCase() === names);
  if (!columns) throw badFile(`The first row must be the header ${CARD_FILE_HEADER.join(",")}`);
  if (data.length > IMPORT_MAX_CARDS) throw tooMany();
  return mapInSlices(data, ({ record, info }) => {
    const texts = Object.fromEntries(
      cardTextFields.map((field, column) => [field, unsafeCell(record[column] ?? "")]),
    ) as Texts;
    const Image_alt = columns.length > cardTextFields.length ? unsafeCell(record[cardTextFields.length] ?? "") : "";
    const missing = cardTextFields.slice(record.length);
    const errors = checkCard({ ...texts, Image_alt }, missing);
    if (missing.length > 0) errors.unshift(`${missing.join(", ")} missing`);
    if (record.length > columns.length) errors.push(`Only ${columns.length} columns are read`);
    return { line: info.lines, ...texts, Image_alt, errors };
  });
}

const separatorText = <Named extends Record<string, string>>(named: Named, chosen: keyof Named | { custom: string }) =>
  typeof chosen === "object" ? chosen.custom : (named[chosen] as string);

type Pair = { line: number; term: string; definition: string; errors: string[] };

/** The non-blank lines of `text` as pairs, read no further than `limit` pairs. */
function splitPairs(text: string, rowSeparator: string, termSeparator: string, limit: number): Pair[] {
  const pairs: Pair[] = [];
  let line = 0;
  for (let start = 0; start <= text.length && pairs.length <= limit; ) {
    const found = text.indexOf(rowSeparator, start);
    const end = found < 0 ? text.length : found;
    line += 1;
    const row = text.slice(start, end).trim();
    start = found < 0 ? text.length + 1 : end + rowSeparator.length;
    if (row === "") continue;
    const at = row.indexOf(termSeparator);
    if (at < 0) {
      pairs.push({ line, term: row, definition: "", errors: ["No separator between term and definition"] });
      continue;
    }
    const term = row.slice(0, at).trim();
    pairs.push({ line, term, definition: row.slice(at + termSeparator.length).trim(), errors: [] });
  }
  return pairs;
}

function readPairs(text: string, body: Parsed): Promise<ImportRow[]> {
  const termSeparator = separatorText(TERM_SEPARATORS, body.termSeparator ?? "tab");
  const rowSeparator = separatorText(ROW_SEPARATORS, body.rowSeparator ?? "newline");
  const lines = rowSeparator === "\n" ? text.replace(/\r\n?/g, "\n") : text;
  const pairs = splitPairs(lines, rowSeparator, termSeparator, IMPORT_MAX_CARDS);
  if (pairs.length > IMPORT_MAX_CARDS) throw tooMany();
  if (pairs.length < IMPORT_MIN_PAIRS) {
    throw badFile(
      `At least ${IMPORT_MIN_PAIRS} pairs are needed: the incorrect answers are drawn from the other definitions (this list has ${pairs.length})`,
    );
  }
  // Each definition's key is computed once: the first definition of each key, by key.
  const keys = pairs.map((pair) => keyOf(pair.definition));
  const indexOfKey = new Map<string, number>();
  const definitions: string[] = [];
  for (const [n, pair] of pairs.entries()) {
    const key = keys[n] as string;
    if (pair.definition === "" || indexOfKey.has(key)) continue;
    indexOfKey.set(key, definitions.length);
    definitions.push(pair.definition);
  }
  const random = seededRandom(text);
  return mapInSlices(pairs, ({ line, term, definition, errors }, n) => {
    const answerAt = indexOfKey.get(keys[n] as string);
    const drawn = drawOthers(definitions.length, answerAt, random).map((at) => definitions[at] as string);
    const [Incorrect1 = "", Incorrect2 = "", Incorrect3 = ""] = drawn;
    const texts: Texts = { Question: term, Answer: definition, Incorrect1, Incorrect2, Incorrect3 };
    const problems = errors.length > 0 ? errors : checkCard(texts);
    return { line, ...texts, Image_alt: "", errors: problems };
  });
}

const keyOf = (text: string) => text.toLocaleLowerCase("en");

/**
 * Three indexes below `count` other than `answerAt`, different from each other; fewer when there are too few. Each
 * draw picks a place among the indexes still left, in order, without listing them.
 */
function drawOthers(count: number, answerAt: number | undefined, random: () => number): number[] {
  const taken = answerAt === undefined ? [] : [answerAt];
  const drawn: number[] = [];
  while (drawn.length < 3 && taken.length < count) {
    let index = Math.floor(random() * (count - taken.length));
    for (const gone of taken.toSorted((a, b) => a - b)) if (gone <= index) index += 1;
    drawn.push(index);
    taken.push(index);
  }
  return drawn;
}

/** The same text draws the same incorrect answers, so the preview shows exactly what the import writes. */
function seededRandom(text: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < text.length; i += 1) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The card fields' own rules (length, control characters), and all five filled in: an imported card plays. */
function checkCard(texts: Texts & { Image_alt?: string }, missing: readonly CardTextField[] = []): string[] {
  const errors = cardTextFields
    .filter((field) => !missing.includes(field) && texts[field].trim() === "")
    .map((field) => `${field} is empty`);
  const checked = createCardBody.safeParse(texts);
  if (!checked.success) errors.push(...checked.error.issues.map((issue) => issue.message));
  return errors;
}
