import { once } from "node:events";
import {
  CARD_FILE_HEADER,
  CARD_TYPE_COLUMNS,
  CARD_TYPE_COLUMNS_TEXT,
  type CardImportBody,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CARDS,
  IMPORT_MIN_PAIRS,
  type ImportRow,
  ROW_SEPARATORS,
  TERM_SEPARATORS,
} from "@quizdeck/shared/card-transfer";
import { cardProblem, settleCardContent } from "@quizdeck/shared/card-types";
import { type CardTextField, cardTextFields, createCardBody } from "@quizdeck/shared/cards";
import { CsvError, parse } from "csv-parse";
import { AppError } from "../../http/app-error";
import { unsafeCell } from "../../http/csv-cells";
import { mapInSlices, timeSlices } from "../../http/time-slices";
import { columnNamed } from "./card-file-columns";
import { readTypeCells, type TypeCells, trueFalseAnswer } from "./typed-columns";

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
  const columns = columnsOf(header?.record ?? []);
  if (data.length > IMPORT_MAX_CARDS) throw tooMany();
  return mapInSlices(data, ({ record, info }) => {
    const cells: Record<string, string> = Object.fromEntries(
      columns.map((column, at) => [column, unsafeCell(record[at] ?? "")]),
    );
    const missing = cardTextFields.slice(record.length);
    const texts = Object.fromEntries(cardTextFields.map((field) => [field, cells[field]])) as Texts;
    const row = checkedRow(
      texts,
      cells.Image_alt ?? "",
      cells,
      missing.length > 0 ? [`${missing.join(", ")} missing`] : [],
    );
    if (record.length > columns.length) row.errors.push(`Only ${columns.length} columns are read`);
    return { line: info.lines, ...row };
  });
}

/** After the five texts, a file may have these, in any order (a file with none imports as before they existed). */
const optionalColumns = ["Image_alt", ...CARD_TYPE_COLUMNS];
const optionalColumnsText = `Image_alt, ${CARD_TYPE_COLUMNS_TEXT}`;

/** The header's columns, as named here: a file's names may be in any of our languages (card-file-columns.ts). */
function columnsOf(header: string[]): string[] {
  const names = header.map((name) => columnNamed(name) ?? name.trim());
  if (cardTextFields.some((field, at) => names[at] !== field)) {
    throw badFile(`The first row must be the header ${CARD_FILE_HEADER.join(",")}`);
  }
  const columns: string[] = [...cardTextFields];
  for (const [at, name] of names.entries()) {
    if (at < cardTextFields.length) continue;
    const column = optionalColumns.find((known) => known === name);
    if (!column) {
      throw badFile(
        `Column ${at + 1}, “${header[at]}”, is not one an import reads: after ${CARD_FILE_HEADER.join(",")} come any of ${optionalColumnsText}`,
      );
    }
    if (columns.includes(column)) throw badFile(`The header has the column ${column} twice`);
    columns.push(column);
  }
  return columns;
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
    return { line, ...checkedRow(texts, "", {}, errors) };
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

/**
 * The row as the cards API would store it, and what is wrong with it: the card fields' own rules (zod), its type's
 * (settleCardContent) and that it plays (cardProblem), these two once the row has no other error (`errors`).
 */
function checkedRow(texts: Texts, Image_alt: string, typeCells: TypeCells, errors: string[]): Omit<ImportRow, "line"> {
  const { fields, errors: cellErrors } = readTypeCells(typeCells);
  errors.push(...cellErrors);
  const row: Omit<ImportRow, "line"> = {
    ...texts,
    Image_alt,
    Type: fields.Type ?? "multiple_choice",
    Choices: fields.Choices,
    Correct: fields.Correct ?? [],
    Time_limit: null,
    Points: "standard",
    errors,
  };
  const Answer = trueFalseAnswer(fields.Type, texts.Answer);
  const checked = createCardBody.safeParse({ ...texts, Answer, Image_alt, ...fields });
  if (!checked.success) errors.push(...checked.error.issues.map((issue) => issue.message));
  // The type's own rules read a row whose cells are all read: an unreadable Type is not checked as multiple choice.
  if (!checked.success || errors.length > 0) return row;
  const card = checked.data;
  const settled = settleCardContent({
    ...texts,
    Answer,
    Type: card.Type ?? "multiple_choice",
    Choices: card.Choices ?? [],
    Correct: card.Correct ?? [],
  });
  if ("error" in settled) {
    errors.push(settled.error);
    return row;
  }
  const problem = cardProblem(settled);
  if (problem) errors.push(problem);
  return {
    ...row,
    ...settled,
    Time_limit: card.Time_limit ?? null,
    Points: card.Points ?? "standard",
  };
}
