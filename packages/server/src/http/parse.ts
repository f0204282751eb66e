import type { z } from "zod";
import { AppError } from "./app-error";

/** Validates request input with a shared zod schema; the first problem becomes a readable 400. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const value = input ?? {};
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError("bad_request", describeIssue(result.error.issues[0], value));
}

const zodDefault = /^(Invalid|Too (small|big)|Unrecognized)\b/;

function describeIssue(issue: z.core.$ZodIssue | undefined, input: unknown): string {
  if (!issue) return "Invalid request";
  const field = issue.path.map(String).join(".");
  // Our schemas' messages are whole sentences ("Username cannot be empty") or endings ("must be a number");
  // zod's own defaults ("Too small: …") do not say which field they are about.
  if (/^[A-Z]/.test(issue.message) && !zodDefault.test(issue.message)) return issue.message;
  if (valueAt(input, issue.path) === undefined) return `${field || "Body"} is required`;
  if (!field) return `Invalid request: ${issue.message}`;
  return zodDefault.test(issue.message) ? `${field}: ${issue.message}` : `${field} ${issue.message}`;
}

/** What the caller sent at `path` (coercing schemas report the coerced value, not the sent one). */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
