import { messages } from "@quizdeck/shared/messages";
import { describe, expect, it } from "vitest";
import { isRetryable, NO_ANSWER, noAnswerReply, refusalOf } from "./refusal";

describe("refusalOf: a refused acknowledgement in either shape (issue 10 item 6)", () => {
  it("reads the coded shape", () => {
    const reply = { ok: false, error: { code: "game_not_found", message: "This game does not exist" } } as const;
    expect(refusalOf(reply)).toEqual({ code: "game_not_found", message: "This game does not exist" });
  });

  it("reads the old text-only shape, without a code", () => {
    expect(refusalOf({ ok: false, error: "Only the host can do that" })).toEqual({
      message: "Only the host can do that",
    });
  });

  it("keeps the text but drops a code this client does not know", () => {
    const reply = { ok: false, error: { code: "from_the_future", message: "Newer refusal" } };
    expect(refusalOf(reply as never)).toEqual({ message: "Newer refusal" });
  });
});

describe("isRetryable: what the game screen asks again after", () => {
  it("decides on the code when there is one", () => {
    expect(isRetryable({ code: "game_moving", message: "any words" })).toBe(true);
    expect(isRetryable({ code: "server_busy", message: "any words" })).toBe(true);
    expect(isRetryable(refusalOf(noAnswerReply))).toBe(true);
    // The words of a retryable refusal do not make a final one retryable.
    expect(isRetryable({ code: "game_not_found", message: messages.gameMoving })).toBe(false);
  });

  it("falls back to the text for the old shape", () => {
    expect(isRetryable(refusalOf({ ok: false, error: messages.gameMoving }))).toBe(true);
    expect(isRetryable(refusalOf({ ok: false, error: messages.gameServerBusy }))).toBe(true);
    expect(isRetryable(refusalOf({ ok: false, error: NO_ANSWER }))).toBe(true);
    expect(isRetryable(refusalOf({ ok: false, error: "This game has already started" }))).toBe(false);
  });
});
