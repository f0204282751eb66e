import { describe, expect, it } from "vitest";
import { type ConfirmOutcome, ConfirmRetries } from "./confirm-retries";

/** A connection whose requests the test answers by hand. */
function setUp(limit = 30) {
  const requests: ((outcome: ConfirmOutcome) => void)[] = [];
  const state = { confirmed: false, connected: true, gaveUp: false };
  const retries = new ConfirmRetries({
    limit,
    confirmed: () => state.confirmed,
    connected: () => state.connected,
    send: () => new Promise((resolve) => requests.push(resolve)),
    giveUp: () => {
      state.gaveUp = true;
    },
  });
  const answer = async (outcome: ConfirmOutcome) => {
    requests.at(-1)?.(outcome);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { retries, requests, state, answer };
}

describe("asking for the game's snapshot after a (re)connect", () => {
  it("asks at once, and not again while the server has not answered, however many seconds pass", () => {
    const { retries, requests } = setUp();
    retries.restart();
    for (let second = 0; second < 8; second += 1) retries.tick();
    expect(requests).toHaveLength(1);
  });

  it("asks again at the next tick once an answer came without the snapshot, and stops once it came", async () => {
    const { retries, requests, state, answer } = setUp();
    retries.restart();
    await answer("unanswered");
    retries.tick();
    expect(requests).toHaveLength(2);
    state.confirmed = true;
    await answer("answered");
    retries.tick();
    expect(requests).toHaveLength(2);
  });

  it("stops at a refusal that will not change", async () => {
    const { retries, requests, answer } = setUp();
    retries.restart();
    await answer("refused");
    retries.tick();
    expect(requests).toHaveLength(1);
  });

  it("gives up after its limit of ticks without a snapshot, answered or not", () => {
    const { retries, state } = setUp(3);
    retries.restart();
    retries.tick();
    retries.tick();
    expect(state.gaveUp).toBe(false);
    retries.tick();
    expect(state.gaveUp).toBe(true);
  });

  it("asks at once on a new connection, though the old connection's request was never answered", () => {
    const { retries, requests, state } = setUp();
    retries.restart();
    state.connected = false;
    retries.tick();
    state.connected = true;
    retries.restart();
    expect(requests).toHaveLength(2);
  });
});
