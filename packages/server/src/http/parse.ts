import type { z } from "zod";
import { AppError } from "./app-error";

/** Validates request input with a shared zod schema; the first problem becomes a readable 400. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw new AppError("bad_request", describeIssue(result.error.issues[0]));
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "Invalid request";
  const field = issue.path.map(String).join(".");
  // Messages written for people start with a capital letter; generic ones get the field name in front.
  if (/^[A-Z]/.test(issue.message)) return issue.message;
  if (issue.code === "invalid_type" && issue.input === undefined) return `${field || "Body"} is required`;
  return field ? `${field} ${issue.message}` : `Invalid request: ${issue.message}`;
}
