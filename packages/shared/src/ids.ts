import { z } from "zod";

/** The largest value of the int4 id columns. */
export const MAX_NUMERIC_ID = 2_147_483_647;

/** Decimal digits only: no sign, spaces, leading zeros, exponent, fraction or hex (issue 9, rule 4). */
const decimalDigits = /^(0|[1-9][0-9]*)$/;

/** A string of decimal digits as its number; anything else as it came, for the number schema to judge. */
export const digitsToNumber = (value: unknown) =>
  typeof value === "string" && decimalDigits.test(value) ? Number(value) : value;

/**
 * Numeric ids arrive as JSON integers or, from URLs, as strings of digits (docs/api.md); anything else
 * (`"0x1"`, `"1e0"`, `" 1"`, `true`, `[1]`) is not an id. Each message finishes "<field> …" (http/parse.ts).
 */
export const numericId = z.preprocess(
  digitsToNumber,
  z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .positive({ error: "must be a positive number" })
    .max(MAX_NUMERIC_ID, { error: "is too large" }),
);

/** User ids are opaque strings; ours are UUIDs, so letters, digits, `-` and `_` are enough. */
export const userId = z
  .string({ error: "is not a valid user id" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "is not a valid user id" });
