import { messages } from "@quizdeck/shared/messages";
import { describe, expect, it } from "vitest";
import { isRetryable, noAnswerReply, refusalOf } from "./refusal";

describe("refusalOf: a refused acknowledgement (issue 10 item 6)", () => {
  it("reads the coded shape", () => {
    const reply = { ok: false, error: { code: "game_not_found", message: "This game does not exist" } } as const;
    expect(refusalOf(reply)).toEqual({ code: "game_not_found", message: "This game does not exist" });
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
});
