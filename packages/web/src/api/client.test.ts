import { describe, expect, it } from "vitest";
import { ApiError, apiErrorOf, hasErrorCode } from "./client";

describe("apiErrorOf: the error of a failed answer (issue 10 item 6)", () => {
  it("reads the code and the text of `{ error, message, code }`", () => {
    const error = apiErrorOf(404, { error: "Deck not found", message: "Deck not found", code: "not_found" });
    expect(error).toMatchObject({ status: 404, serverMessage: "Deck not found", code: "not_found" });
    expect(hasErrorCode(error, "not_found")).toBe(true);
    expect(hasErrorCode(error, "gone")).toBe(false);
  });

  it("has no code for a body without a known one, and still the text", () => {
    expect(apiErrorOf(400, { error: "Title must be text" })).toMatchObject({
      serverMessage: "Title must be text",
      code: null,
    });
    expect(apiErrorOf(400, { message: "Bad", code: "made_up" })).toMatchObject({ serverMessage: "Bad", code: null });
  });

  it("counts a 5xx without a body as the server's internal error, leaving the text to the screen's fallback", () => {
    expect(apiErrorOf(502, undefined)).toMatchObject({ code: "internal", serverMessage: null });
    expect(apiErrorOf(404, undefined)).toMatchObject({ code: null, serverMessage: null });
  });

  it("decides on the code, never on the status or the words", () => {
    expect(hasErrorCode(new ApiError(404, "Deck not found"), "not_found")).toBe(false);
    expect(hasErrorCode(new Error("not_found"), "not_found")).toBe(false);
  });
});
