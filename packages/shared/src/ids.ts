import { z } from "zod";

/** Numeric ids arrive as numbers or numeric strings (API-CONTRACT.md). */
export const numericId = z.coerce
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .positive({ error: "must be a positive number" })
  .max(2_147_483_647, { error: "is too large" });

/** User ids are opaque strings. */
export const userId = z.string().trim().min(1, { error: "is required" }).max(64);
