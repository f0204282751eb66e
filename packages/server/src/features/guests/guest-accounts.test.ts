import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp } from "../../../test/helper";
import { guests } from "../../db/schema";
import { GuestAccounts } from "./guest-accounts";
import { findGuestSocketAccounts, insertGuestsIfWelcome } from "./repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A game open to guests, and this many guest sessions in it. */
async function guestsInAGame(count: number) {
  const host = await signUp(t.app);
  const response = await as(t.app, host).post("/api/games", {});
  const gameId = (response.json().data[0] as { Game_id: string }).Game_id;
  const wanted = Array.from({ length: count }, (_, n) => ({ gameId, nickname: `Guest ${n}` }));
  const opened = (await insertGuestsIfWelcome(t.database.db, wanted)).map((guest) => {
    if (!guest) throw new Error("the game refused a guest");
    return guest;
  });
  return { gameId, opened };
}

describe("GuestAccounts: a class of guests' sessions read together (issue 32)", () => {
  it("answers each of a class's lookups of one moment with its own guest, in one query", async () => {
    const { gameId, opened } = await guestsInAGame(30);
    const asked: number[] = [];
    const lookups = new GuestAccounts(t.database.db, (hashes) => {
      asked.push(hashes.length);
      return findGuestSocketAccounts(t.database.db, hashes);
    });
    const tokens = [...opened.map((guest) => guest.token), "forged", opened[0]?.token];
    const answers = await Promise.all(tokens.map((token) => lookups.account(token)));
    expect(answers.map((answer) => answer?.username ?? null)).toEqual([
      ...opened.map((guest) => guest.nickname),
      null,
      "Guest 0",
    ]);
    expect(answers[5]).toEqual({
      userId: opened[5]?.id,
      username: "Guest 5",
      guestGameId: gameId,
      sessionHash: expect.any(String),
    });
    // One query for the 31 different tokens, where each handshake made its own.
    expect(asked).toEqual([31]);
  });

  it("refuses an ended guest session at its next lookup, and a missing, forged or oversized token", async () => {
    const { opened } = await guestsInAGame(1);
    const guest = opened[0]!;
    const lookups = new GuestAccounts(t.database.db);
    expect((await lookups.account(guest.token))?.userId).toBe(guest.id);
    // Claimed by a new account, or its game over: the session ends in the database.
    await t.database.db
      .update(guests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guests.id, guest.id));
    expect(await lookups.account(guest.token)).toBeNull();
    for (const token of [undefined, "", "forged", "x".repeat(101)]) expect(await lookups.account(token)).toBeNull();
  });
});
