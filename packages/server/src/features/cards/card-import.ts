import {
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
import { CsvError, parse } from "csv-parse/sync";
import { AppError } from "../../http/app-error";
import { unsafeCell } from "../../http/csv-cells";

type Texts = Record<CardTextField, string>;
type Parsed = Extract<CardImportBody, { format: "pairs" }>;

const badFile = (message: string) => new AppError("bad_request", message);

/**
 * Issue 13 item 3: the rows an import would write, each with what is wrong with it. A problem with the whole text
 * (too big, not UTF-8, no header, too many rows, unreadable CSV, too few pairs) is thrown as a 400/413.
 */
export function readImport(body: CardImportBody): ImportRow[] {
  const text = checkText(body.text);
  const rows = body.format === "csv" ? readCsv(text) : readPairs(text, body);
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

function tooMany(count: number): AppError {
  return badFile(`An import can have at most ${IMPORT_MAX_CARDS} cards; this one has ${count}`);
}

function readCsv(text: string): ImportRow[] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes("\t") ? "\t" : ",";
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (the types do not say so).
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      throw badFile(`The file could not be read as CSV near line ${error.lines ?? "?"}: check its quotes`);
    }
    throw error;
  }
  const [header, ...data] = records;
  const names = header?.record.map((name) => name.trim().toLowerCase());
  if (!names || names.join(",") !== CARD_FILE_HEADER.join(",").toLowerCase()) {
    throw badFile(`The first row must be the header ${CARD_FILE_HEADER.join(",")}`);
  }
  if (data.length > IMPORT_MAX_CARDS) throw tooMany(data.length);
  return data.map(({ record, info }) => {
    const texts = Object.fromEntries(
      cardTextFields.map((field, column) => [field, unsafeCell(record[column] ?? "")]),
    ) as Texts;
    const missing = cardTextFields.slice(record.length);
    const errors = checkCard(texts, missing);
    if (missing.length > 0) errors.unshift(`${missing.join(", ")} missing`);
    if (record.length > cardTextFields.length) errors.push(`Only ${cardTextFields.length} columns are read`);
    return { line: info.lines, ...texts, errors };
  });
}

const separatorText = <Named extends Record<string, string>>(named: Named, chosen: keyof Named | { custom: string }) =>
  typeof chosen === "object" ? chosen.custom : (named[chosen] as string);

function readPairs(text: string, body: Parsed): ImportRow[] {
  const termSeparator = separatorText(TERM_SEPARATORS, body.termSeparator ?? "tab");
  const rowSeparator = separatorText(ROW_SEPARATORS, body.rowSeparator ?? "newline");
  const lines = (rowSeparator === "\n" ? text.replace(/\r\n?/g, "\n") : text).split(rowSeparator);
  const pairs: { line: number; term: string; definition: string; errors: string[] }[] = [];
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "") continue;
    const at = line.indexOf(termSeparator);
    if (at < 0) {
      pairs.push({ line: index + 1, term: line, definition: "", errors: ["No separator between term and definition"] });
      continue;
    }
    const term = line.slice(0, at).trim();
    const definition = line.slice(at + termSeparator.length).trim();
    pairs.push({ line: index + 1, term, definition, errors: [] });
  }
  if (pairs.length > IMPORT_MAX_CARDS) throw tooMany(pairs.length);
  if (pairs.length < IMPORT_MIN_PAIRS) {
    throw badFile(
      `At least ${IMPORT_MIN_PAIRS} pairs are needed: the incorrect answers are drawn from the other definitions (this list has ${pairs.length})`,
    );
  }
  const definitions = distinct(pairs.map((pair) => pair.definition).filter((definition) => definition !== ""));
  const random = seededRandom(text);
  return pairs.map(({ line, term, definition, errors }) => {
    const [Incorrect1 = "", Incorrect2 = "", Incorrect3 = ""] = drawOthers(definitions, definition, random);
    const texts: Texts = { Question: term, Answer: definition, Incorrect1, Incorrect2, Incorrect3 };
    const problems = errors.length > 0 ? errors : checkCard(texts);
    return { line, ...texts, errors: problems };
  });
}

const keyOf = (text: string) => text.toLocaleLowerCase("en");

function distinct(texts: string[]): string[] {
  const seen = new Map<string, string>();
  for (const text of texts) if (!seen.has(keyOf(text))) seen.set(keyOf(text), text);
  return [...seen.values()];
}

/** Three definitions other than `answer`, different from each other; fewer when the list has too few. */
function drawOthers(definitions: string[], answer: string, random: () => number): string[] {
  const others = definitions.filter((definition) => keyOf(definition) !== keyOf(answer));
  const drawn: string[] = [];
  while (drawn.length < 3 && others.length > 0) {
    const index = Math.floor(random() * others.length);
    drawn.push(...others.splice(index, 1));
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
function checkCard(texts: Texts, missing: readonly CardTextField[] = []): string[] {
  const errors = cardTextFields
    .filter((field) => !missing.includes(field) && texts[field].trim() === "")
    .map((field) => `${field} is empty`);
  const checked = createCardBody.safeParse(texts);
  if (!checked.success) errors.push(...checked.error.issues.map((issue) => issue.message));
  return errors;
}
