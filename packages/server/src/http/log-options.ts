import type { FastifyServerOptions } from "fastify";

/**
 * What the logger may never print (issue 9 rule 7): passwords, password hashes, session tokens, cookies and
 * emails. Fields with those names are redacted wherever they sit, and errors are serialised without the query
 * parameters and row details a failing database call carries.
 */
const SECRET_FIELDS = ["password", "passwordHash", "password_hash", "token", "email", "cookie", "authorization"];
const redactPaths = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  'res.headers["set-cookie"]',
];

const EMAIL = /[^\s@'"(),=<>]+@[^\s@'"(),=<>]+\.[A-Za-z]{2,}/g;
const PASSWORD_HASH = /\$argon2[a-z]*\$[^\s'",)]+/g;

/** An error message or stack without values: Drizzle appends "params: …" to a failed query's message. */
export function scrubErrorText(text: string): string {
  return text
    .replace(/\nparams: [^\n]*/g, "\nparams: [redacted]")
    .replace(PASSWORD_HASH, "[redacted hash]")
    .replace(EMAIL, "[redacted email]");
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  constraint?: string;
  table?: string;
  cause?: SerializedError;
}

/** Keeps what explains a failure (type, scrubbed message and stack, SQLSTATE, constraint), never its values. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubErrorText(String(error)) };
  const { code, constraint, table } = error as { code?: unknown; constraint?: unknown; table?: unknown };
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: scrubErrorText(error.message),
    stack: error.stack ? scrubErrorText(error.stack) : undefined,
    code: typeof code === "string" ? code : undefined,
    constraint: typeof constraint === "string" ? constraint : undefined,
    table: typeof table === "string" ? table : undefined,
    cause: cause !== undefined && depth < 3 ? serializeError(cause, depth + 1) : undefined,
  };
}

type LoggerSetting = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerSetting {
  return {
    level,
    redact: { paths: redactPaths, censor: "[redacted]" },
    // Fastify's type asks for a stack on every error; ours may have none.
    serializers: { err: serializeError as never, error: serializeError },
    ...(stream ? { stream: stream as NodeJS.WritableStream & { write(msg: string): void } } : {}),
  };
}
