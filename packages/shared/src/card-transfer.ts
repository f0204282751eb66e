import { z } from "zod";
import { type CardPoints, type CardType, choiceLimits } from "./card-types";
import { cardTextFields } from "./cards";

/**
 * Issue 13 items 3–4: decks to and from files. A CSV or TSV file has this header row; a pasted Quizlet export is
 * one term and its definition per line.
 */
export const CARD_FILE_HEADER = cardTextFields;
/**
 * Issue 29 point 6: an export's header adds the image description; an import reads a file with or without it
 * (a card's image itself does not travel in a file).
 */
export const CARD_EXPORT_HEADER = [...cardTextFields, "Image_alt"] as const;

/** The most choices a card holds (a type-the-answer card's further answers): a file has a column for each. */
export const FILE_CHOICE_COLUMNS = Math.max(...Object.values(choiceLimits).map((limits) => limits.max));
/**
 * Issue 30: the question types' columns, after `Image_alt`. `Correct` holds the numbers of a select-all card's
 * right choices, 1 for Choice1. An export has them only when a card needs them; an import reads any of them, in
 * any order after the five texts.
 */
export const CARD_TYPE_COLUMNS = [
  "Type",
  "Time_limit",
  "Points",
  ...Array.from({ length: FILE_CHOICE_COLUMNS }, (_, at) => `Choice${at + 1}`),
  "Correct",
] as const;
/** The question-type columns as a person reads them. */
export const CARD_TYPE_COLUMNS_TEXT = `Type, Time_limit, Points, Choice1 to Choice${FILE_CHOICE_COLUMNS}, Correct`;
export const CARD_TYPED_EXPORT_HEADER = [...CARD_EXPORT_HEADER, ...CARD_TYPE_COLUMNS] as const;

export const IMPORT_MAX_CARDS = 2000;
/** The most text one import may carry, in UTF-8 bytes. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
/** Pasted pairs: the question is the term, the answer its definition, the incorrect answers other definitions. */
export const IMPORT_MIN_PAIRS = 4;

/** Between a term and its definition, and between two pairs: Quizlet's choices, or any text of one's own. */
export const TERM_SEPARATORS = { tab: "\t", comma: ",", dash: " - " } as const;
export const ROW_SEPARATORS = { newline: "\n", semicolon: ";" } as const;

const separator = <Named extends Record<string, string>>(named: Named, label: string) =>
  z.union([
    z.enum(Object.keys(named) as [keyof Named & string, ...(keyof Named & string)[]]),
    z
      .object({
        custom: z
          .string()
          .min(1, { error: `${label} must not be empty` })
          .max(10),
      })
      .strict(),
  ]);

/** Issue 29 point 9: with `commit`, write the rows without errors and leave out the others (default: write nothing). */
const skipInvalid = z.boolean().optional();

/**
 * A key the client makes for one import: the same commit sent again with it (its answer lost on the way back) is
 * written once and answered as the first was.
 */
const importId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "importId must be 16 to 64 letters, digits, - or _" })
  .optional();

export const cardImportBody = z.discriminatedUnion("format", [
  z.object({
    format: z.literal("csv"),
    text: z.string({ error: "Choose a file to import" }),
    commit: z.boolean(),
    skipInvalid,
    importId,
  }),
  z.object({
    format: z.literal("pairs"),
    text: z.string({ error: "Paste the list to import" }),
    termSeparator: separator(TERM_SEPARATORS, "The separator between term and definition").default("tab"),
    rowSeparator: separator(ROW_SEPARATORS, "The separator between rows").default("newline"),
    commit: z.boolean(),
    skipInvalid,
    importId,
  }),
]);
export type CardImportBody = z.input<typeof cardImportBody>;

/** One row of the preview: the card it makes and what is wrong with it (nothing is written while any is). */
export interface ImportRow {
  /** The row's line in the text (1 is the first line; a CSV's header is line 1). */
  line: number;
  Question: string;
  Answer: string;
  Incorrect1: string;
  Incorrect2: string;
  Incorrect3: string;
  /** The image description of a file with the `Image_alt` column; "" without it. */
  Image_alt: string;
  /** Issue 30: the card's question type and its fields as the cards API has them (`Correct` counts from 0). */
  Type: CardType;
  Choices: string[];
  Correct: number[];
  Time_limit: number | null;
  Points: CardPoints;
  errors: string[];
}

export interface ImportPreview {
  rows: ImportRow[];
  /** Rows with an error. */
  invalid: number;
  /** Cards written: 0 for a preview. */
  imported: number;
  /** The lines of the rows left out of a `skipInvalid` commit; [] otherwise. */
  skipped: number[];
}
