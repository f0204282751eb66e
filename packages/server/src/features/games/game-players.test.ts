import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameAs, createTestApp, signUp, type TestApp } from "../../../test/helper";
import { gamePlayers } from "../../db/schema";
import { addGamePlayers } from "./repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newGame() {
  const host = await signUp(t.app);
  return await createGameAs(t.app, host);
}

const rowsOf = async (gameIds: string[]) =>
  (
    await t.database.db
      .select({ gameId: gamePlayers.gameId, userId: gamePlayers.userId, score: gamePlayers.score })
      .from(gamePlayers)
      .where(inArray(gamePlayers.gameId, gameIds))
  )
    .map((row) => `${row.gameId}/${row.userId}/${row.score}`)
    .sort();

describe("addGamePlayers: the rows a class's joins write together", () => {
  it("writes one row per player and game, across games, once however often a player is named", async () => {
    const [first, second] = [await newGame(), await newGame()];
    const [ann, bob, cy] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await addGamePlayers(t.database.db, [
      { gameId: first, userId: ann.id },
      { gameId: first, userId: bob.id },
      { gameId: second, userId: ann.id },
      { gameId: first, userId: ann.id },
    ]);
    await addGamePlayers(t.database.db, [
      { gameId: first, userId: ann.id },
      { gameId: second, userId: cy.id },
    ]);
    expect(await rowsOf([first, second])).toEqual(
      [
        `${first}/${ann.id}/null`,
        `${first}/${bob.id}/null`,
        `${second}/${ann.id}/null`,
        `${second}/${cy.id}/null`,
      ].sort(),
    );
  });

  it("leaves a player's recorded score as it is when they join again", async () => {
    const game = await newGame();
    const dee = await signUp(t.app);
    await addGamePlayers(t.database.db, [{ gameId: game, userId: dee.id }]);
    await t.database.db.update(gamePlayers).set({ score: 700 }).where(eq(gamePlayers.gameId, game));
    await addGamePlayers(t.database.db, [{ gameId: game, userId: dee.id }]);
    expect(await rowsOf([game])).toEqual([`${game}/${dee.id}/700`]);
  });

  it("writes nothing for an empty batch", async () => {
    await expect(addGamePlayers(t.database.db, [])).resolves.toBeUndefined();
  });
});
