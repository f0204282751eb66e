import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, STRONG_PASSWORD, sessionCookie, signUp, type TestApp } from "../../../test/helper";
import { cards, decks, games, groupMembers, likedDecks, sessions } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function insertDeckWithCard(userId: string, title: string) {
  const [deck] = await t.database.db.insert(decks).values({ title, userId }).returning({ id: decks.id });
  if (!deck) throw new Error("no deck");
  const [card] = await t.database.db
    .insert(cards)
    .values({ deckId: deck.id, question: "Q", answer: "A" })
    .returning({ id: cards.id });
  if (!card) throw new Error("no card");
  return { deckId: deck.id, cardId: card.id };
}

describe("DELETE /api/auth/deleteaccount (docs/product.md §10.7)", () => {
  it("removes the user's sessions, decks, cards, likes, memberships and hosted games and hands on their groups", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const db = t.database.db;
    const secondLogin = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: ada.email, password: STRONG_PASSWORD },
    });
    const adaOtherDevice = { cookie: sessionCookie(secondLogin) };
    expect((await as(t.app, adaOtherDevice).get("/api/groups/")).statusCode).toBe(200);

    const adaDeck = await insertDeckWithCard(ada.id, "Ada's deck");
    const bobDeck = await insertDeckWithCard(bob.id, "Bob's deck");
    await db.insert(likedDecks).values([
      { userId: ada.id, deckId: bobDeck.deckId },
      { userId: bob.id, deckId: adaDeck.deckId },
      { userId: bob.id, deckId: bobDeck.deckId },
    ]);

    const shared = (await as(t.app, ada).post("/api/groups/", { Group_Name: "Shared" })).json().Group_id as number;
    await as(t.app, bob).post("/api/groupMembership", { Group_id: shared, User_id: bob.id });
    const alone = (await as(t.app, ada).post("/api/groups/", { Group_Name: "Alone" })).json().Group_id as number;
    const bobsGroup = (await as(t.app, bob).post("/api/groups/", { Group_Name: "Bob's" })).json().Group_id as number;
    await as(t.app, ada).post("/api/groupMembership", { Group_id: bobsGroup, User_id: ada.id });
    // A deck of Bob's in Ada's solo group: it survives the group's deletion, out of any group.
    await db.update(decks).set({ groupId: alone }).where(eq(decks.id, bobDeck.deckId));

    const adaGame = (await as(t.app, ada).post("/api/games/", { Host_id: ada.id })).json().data[0];
    const bobGame = (await as(t.app, bob).post("/api/games/", { Host_id: bob.id })).json().data[0];

    const response = await as(t.app, ada).delete("/api/auth/deleteaccount");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Your account has been deleted." });

    // Both of Ada's sessions stop working at once.
    for (const session of [ada, adaOtherDevice]) {
      expect((await as(t.app, session).get("/api/auth/session")).json()).toEqual({ authenticated: false });
      expect((await as(t.app, session).get("/api/groups/")).statusCode).toBe(401);
    }
    expect(await db.select().from(sessions).where(eq(sessions.userId, ada.id))).toEqual([]);

    expect(await db.select().from(decks).where(eq(decks.userId, ada.id))).toEqual([]);
    expect(await db.select().from(cards).where(eq(cards.id, adaDeck.cardId))).toEqual([]);
    expect(
      await db
        .select()
        .from(likedDecks)
        .where(or(eq(likedDecks.userId, ada.id), eq(likedDecks.deckId, adaDeck.deckId))),
    ).toEqual([]);
    expect(await db.select().from(groupMembers).where(eq(groupMembers.userId, ada.id))).toEqual([]);
    expect(await db.select().from(games).where(eq(games.hostId, ada.id))).toEqual([]);
    expect((await as(t.app, bob).get(`/api/games/${adaGame.Game_id}/game`)).statusCode).toBe(404);

    // The shared group passes to Bob; the solo group is gone.
    expect((await as(t.app, bob).get(`/api/groups/${shared}`)).json()).toEqual({
      Group_id: shared,
      Group_Name: "Shared",
      Founder_id: bob.id,
    });
    expect((await as(t.app, bob).get(`/api/groups/${alone}`)).statusCode).toBe(404);
    expect((await as(t.app, bob).get(`/api/groupMembership/group/${bobsGroup}`)).json()).toEqual([
      { Group_id: bobsGroup, User_id: bob.id },
    ]);

    // Bob keeps everything of his own.
    const bobDecks = await db
      .select({ id: decks.id, groupId: decks.groupId })
      .from(decks)
      .where(eq(decks.userId, bob.id));
    expect(bobDecks).toEqual([{ id: bobDeck.deckId, groupId: null }]);
    expect(await db.select({ id: cards.id }).from(cards).where(eq(cards.deckId, bobDeck.deckId))).toEqual([
      { id: bobDeck.cardId },
    ]);
    expect(
      await db.select({ deckId: likedDecks.deckId }).from(likedDecks).where(eq(likedDecks.userId, bob.id)),
    ).toEqual([{ deckId: bobDeck.deckId }]);
    expect((await as(t.app, bob).get(`/api/games/${bob.id}/host`)).json()).toEqual(bobGame);
  });

  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).delete("/api/auth/deleteaccount")).statusCode).toBe(401);
  });
});
