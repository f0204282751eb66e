import { z } from "zod";
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

export const cardImportBody = z.discriminatedUnion("format", [
  z.object({
    format: z.literal("csv"),
    text: z.string({ error: "Choose a file to import" }),
    commit: z.boolean(),
    skipInvalid,
  }),
  z.object({
    format: z.literal("pairs"),
    text: z.string({ error: "Paste the list to import" }),
    termSeparator: separator(TERM_SEPARATORS, "The separator between term and definition").default("tab"),
    rowSeparator: separator(ROW_SEPARATORS, "The separator between rows").default("newline"),
    commit: z.boolean(),
    skipInvalid,
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
