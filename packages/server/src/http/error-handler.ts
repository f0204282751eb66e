import type { ApiErrorBody, ErrorCode, RequestErrorCode } from "@quizdeck/shared/error-codes";
import { messages } from "@quizdeck/shared/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, statusOf } from "./app-error";
import { conflictFromDatabase } from "./database-conflict";
import { discardRestOfBody } from "./discard-body";

const fastifyCodes: Record<string, { code: RequestErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "bad_request", message: "The request body is not valid JSON" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "bad_request", message: "The request body is empty" },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "too_large", message: "The request body is too large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "unsupported_type", message: "Send the request body as JSON" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "bad_request", message: "The Content-Length header is wrong" },
  FST_REQ_FILE_TOO_LARGE: { code: "too_large", message: "File size must be under 2MB." },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: "unsupported_type", message: "Send the file as multipart/form-data" },
  FST_FILES_LIMIT: { code: "bad_request", message: "Send one file at a time" },
  FST_PARTS_LIMIT: { code: "bad_request", message: "Too many form fields" },
};

export const errorBody = (code: ErrorCode, message: string): ApiErrorBody => ({ error: message, message, code });

/** The code of a 4xx status no mapping above names: its own when it has one, else a plain bad request. */
function codeOfStatus(status: number): RequestErrorCode {
  const entry = Object.entries(statusOf).find(([, codeStatus]) => codeStatus === status);
  return entry ? (entry[0] as RequestErrorCode) : "bad_request";
}

/** One place maps every error to `{ error, message, code }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : conflictFromDatabase(error);
    if (appError) {
      if (appError.retryAfterSeconds !== undefined) reply.header("retry-after", appError.retryAfterSeconds);
      const status = statusOf[appError.code];
      const body = errorBody(appError.code, appError.message);
      return reply.status(status).send(status >= 500 ? { ...body, requestId: request.id } : body);
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") discardRestOfBody(request, reply);
      return reply.status(statusOf[known.code]).send(errorBody(known.code, known.message));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody("rate_limited", messages.tooManyRequests));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message = error.message && !error.message.includes("\n") ? error.message : "Invalid request";
      return reply.status(error.statusCode).send(errorBody(codeOfStatus(error.statusCode), message));
    }
    request.log.error({ err: error }, "request failed");
    // The id in the body lets a user's report be found in the log (every line of the request carries it).
    return reply.status(500).send({ ...errorBody("internal", messages.internalError), requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody("not_found", `No such endpoint: ${request.method} ${request.url.split("?")[0]}`));
  });
}
