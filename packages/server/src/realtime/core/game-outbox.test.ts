import type { Emit } from "@quizdeck/game/game-state";
import { describe, expect, it } from "vitest";
import { batchStored } from "../ports/log-store";
import { GameOutbox, type Outgoing } from "./game-outbox";

const result = (n: number): Emit => ({
  to: "user",
  userId: `u${n}`,
  event: "removed_from_game",
  payload: { message: `${n}` },
});

function setUp(slice: number) {
  const sent: Outgoing[] = [];
  const handedOver: number[] = [];
  const deferred: (() => void)[] = [];
  const outbox = new GameOutbox(
    (emits) => {
      sent.push(...emits);
      handedOver.push(emits.length);
    },
    (callback) => deferred.push(callback),
    slice,
  );
  const turn = () => deferred.shift()?.();
  return { sent, handedOver, deferred, outbox, turn };
}

describe("a game's outbox", () => {
  it("sends a small batch at once", () => {
    const { sent, deferred, outbox } = setUp(3);
    outbox.push([result(1), result(2), result(3)]);
    expect(sent).toHaveLength(3);
    expect(deferred).toHaveLength(0);
  });

  it("sends a big batch one slice per turn, in order, and queues what comes meanwhile behind it", () => {
    const { sent, deferred, outbox, turn } = setUp(2);
    outbox.push([result(1), result(2), result(3), result(4), result(5)]);
    expect(sent).toEqual([result(1), result(2)]);
    outbox.push([result(6)]);
    expect(sent).toHaveLength(2);
    turn();
    expect(sent).toEqual([1, 2, 3, 4].map(result));
    turn();
    turn();
    expect(sent).toEqual([1, 2, 3, 4, 5, 6].map(result));
    expect(deferred).toHaveLength(0);
    // Drained: the next batch goes at once again.
    outbox.push([result(7)]);
    expect(sent).toHaveLength(7);
  });

  it("hands each slice over at once, so that another node gets it as one message", () => {
    const { handedOver, outbox, turn } = setUp(2);
    outbox.push([1, 2, 3, 4, 5].map(result));
    turn();
    turn();
    expect(handedOver).toEqual([2, 2, 1]);
  });

  it("holds a batch until what it waits for is done, and what comes after it behind it", async () => {
    const { sent, outbox } = setUp(10);
    outbox.push([result(1)]);
    const logged = batchStored();
    outbox.push([result(2), result(3)], logged.promise);
    outbox.push([result(4)]);
    expect(sent).toEqual([result(1)]);
    logged.resolve();
    await logged.promise;
    expect(sent).toEqual([1, 2, 3, 4].map(result));
    // Nothing left waiting: the next batch goes at once again.
    outbox.push([result(5)]);
    expect(sent).toHaveLength(5);
  });

  it("sends each held batch as soon as it and every batch before it are done, not when the last one is", async () => {
    const { sent, outbox } = setUp(10);
    const first = batchStored();
    const second = batchStored();
    outbox.push([result(1)], first.promise);
    outbox.push([result(2)], second.promise);
    first.resolve();
    await first.promise;
    // A game whose answers keep coming has a new wait every turn: the ones already done must not wait for them.
    expect(sent).toEqual([result(1)]);
    second.resolve();
    await second.promise;
    expect(sent).toEqual([result(1), result(2)]);
  });

  it("keeps the order when a later wait is done first", async () => {
    const { sent, outbox } = setUp(10);
    const first = batchStored();
    const second = batchStored();
    outbox.push([result(1)], first.promise);
    outbox.push([result(2)], second.promise);
    second.resolve();
    await second.promise;
    expect(sent).toEqual([]);
    first.resolve();
    await first.promise;
    expect(sent).toEqual([result(1), result(2)]);
  });

  it("drops what is queued when closed", () => {
    const { sent, outbox, turn } = setUp(1);
    outbox.push([result(1), result(2)]);
    outbox.close();
    turn();
    outbox.push([result(3)]);
    expect(sent).toEqual([result(1)]);
  });
});
