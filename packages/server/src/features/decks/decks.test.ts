import { DEFAULT_DECK_TITLE } from "@quizdeck/shared/constants";
import type { DeckRecord } from "@quizdeck/shared/records";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idsOutOfRange, notIdStrings, notIdValues, pathSegment } from "../../../test/bad-ids";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { cards, groupMembers, groups, likedDecks } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createDeck(user: TestUser, Title?: string, app = t.app): Promise<DeckRecord> {
  const response = await as(app, user).post("/api/decks", Title === undefined ? {} : { Title });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Groups are made straight in the database: the group routes belong to another feature. */
async function createGroup(founder: TestUser, members: TestUser[] = []): Promise<number> {
  const [group] = await t.database.db.insert(groups).values({ name: "Study", founderId: founder.id }).returning();
  if (!group) throw new Error("no group");
  const userIds = [founder, ...members].map((member) => member.id);
  await t.database.db.insert(groupMembers).values(userIds.map((userId) => ({ groupId: group.id, userId })));
  return group.id;
}

async function like(user: TestUser, deckId: number) {
  await t.database.db.insert(likedDecks).values({ userId: user.id, deckId });
}

const deckRecord = (deckId: number, title: string, author: TestUser, groupId: number | null = null) => ({
  deck_id: deckId,
  Deck_id: deckId,
  title,
  Title: title,
  user_id: author.id,
  User_id: author.id,
  username: author.username,
  group_id: groupId,
  Group_id: groupId,
  private: false,
});

describe("POST /api/decks (docs/api.md Decks, docs/product.md §9)", () => {
  it("creates a deck for the caller and answers 201 with the whole deck record", async () => {
    const ada = await signUp(t.app);
    const response = await as(t.app, ada).post("/api/decks", { Title: "  Capitals  ", User_id: ada.id });
    expect(response.statusCode).toBe(201);
    const deck = response.json();
    expect(deck).toEqual(deckRecord(deck.deck_id, "Capitals", ada));
    expect(Object.keys(deck).sort()).toEqual(
      [
        "Deck_id",
        "Group_id",
        "Title",
        "User_id",
        "deck_id",
        "group_id",
        "private",
        "title",
        "user_id",
        "username",
      ].sort(),
    );
  });

  it.each([
    ["no body", undefined],
    ["an empty body", {}],
    ["an empty title", { Title: "" }],
    ["a blank title", { Title: "   " }],
    ["a null title", { Title: null }],
  ])("names a deck created with %s Untitled Deck", async (_label, body) => {
    const ada = await signUp(t.app);
    const response = await as(t.app, ada).post("/api/decks", body);
    expect(response.statusCode).toBe(201);
    expect(response.json().Title).toBe(DEFAULT_DECK_TITLE);
  });

  it("accepts a title of 100 characters and refuses 101 with a readable message", async () => {
    const ada = await signUp(t.app);
    expect((await as(t.app, ada).post("/api/decks", { Title: "x".repeat(100) })).statusCode).toBe(201);
    const tooLong = await as(t.app, ada).post("/api/decks", { Title: "x".repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    const message = "Title must be at most 100 characters";
    expect(tooLong.json()).toEqual({ error: message, message, code: "bad_request" });
    const notText = await as(t.app, ada).post("/api/decks", { Title: 5 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().error).toBe("Title must be text");
  });

  it("refuses a deck for someone else with 403 and writes nothing", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const response = await as(t.app, ada).post("/api/decks", { Title: "Forged", User_id: bob.id });
    expect(response.statusCode).toBe(403);
    expect((await as(t.app, bob).get(`/api/decks/${bob.id}/user_decks`)).json()).toEqual([]);
    expect((await as(t.app, ada).get(`/api/decks/${ada.id}/user_decks`)).json()).toEqual([]);
  });
});

describe("GET /api/decks lists (docs/api.md Decks)", () => {
  // A database of its own, so "every deck" is exactly these four.
  let own: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  let adaDecks: DeckRecord[];
  let bobDeck: DeckRecord;
  beforeAll(async () => {
    own = await createTestApp();
    ada = await signUp(own.app);
    bob = await signUp(own.app);
    adaDecks = [
      await createDeck(ada, "Zoology", own.app),
      await createDeck(ada, "Algebra", own.app),
      await createDeck(ada, "Algebra", own.app),
    ];
    bobDeck = await createDeck(bob, "Biology", own.app);
  });
  afterAll(() => own.close());

  it("GET /api/decks/ is a bare array of every deck, by title then id, with or without the slash", async () => {
    const [zoology, algebra1, algebra2] = adaDecks as [DeckRecord, DeckRecord, DeckRecord];
    for (const url of ["/api/decks/", "/api/decks"]) {
      const response = await as(own.app, bob).get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([algebra1, algebra2, bobDeck, zoology]);
    }
  });

  it("user_decks holds only that user's decks and other_decks every other deck", async () => {
    const [zoology, algebra1, algebra2] = adaDecks as [DeckRecord, DeckRecord, DeckRecord];
    const adas = await as(own.app, bob).get(`/api/decks/${ada.id}/user_decks`);
    expect(adas.json()).toEqual([algebra1, algebra2, zoology]);
    expect(algebra1).toEqual(deckRecord(algebra1.deck_id, "Algebra", ada));
    const others = await as(own.app, bob).get(`/api/decks/${ada.id}/other_decks/`);
    expect(others.json()).toEqual([bobDeck]);
    expect((await as(own.app, ada).get("/api/decks/nobody/user_decks")).json()).toEqual([]);
  });

  it("GET /api/decks/{deck_id} answers one deck record, 404 when unknown, 400 when not an id", async () => {
    expect((await as(own.app, ada).get(`/api/decks/${bobDeck.deck_id}`)).json()).toEqual(bobDeck);
    const missing = await as(own.app, ada).get("/api/decks/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Deck not found", message: "Deck not found", code: "not_found" });
    const bad = await as(own.app, ada).get("/api/decks/abc");
    expect(bad.statusCode).toBe(400);
    // The message names the field; its wording comes from http/parse.ts.
    expect(bad.json().error).toMatch(/^deck_id /);
  });

  it("answers 401 to a signed-out caller on every deck route", async () => {
    const deckId = bobDeck.deck_id;
    const anonymous = as(own.app, null);
    const calls = [
      anonymous.get("/api/decks/"),
      anonymous.get(`/api/decks/${ada.id}/user_decks`),
      anonymous.get(`/api/decks/${ada.id}/other_decks`),
      anonymous.get(`/api/decks/${deckId}`),
      anonymous.post("/api/decks", { Title: "x" }),
      anonymous.put(`/api/decks/${deckId}`, { Title: "x" }),
      anonymous.delete(`/api/decks/${deckId}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });
});

describe("PUT /api/decks/{deck_id}: title (docs/product.md §6)", () => {
  it("lets the author rename, trimmed, with an empty title becoming Untitled Deck", async () => {
    const ada = await signUp(t.app);
    const deck = await createDeck(ada, "Draft");
    const renamed = await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Title: " Final " });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual(deckRecord(deck.deck_id, "Final", ada));
    const blank = await as(t.app, ada).put(`/api/decks/${String(deck.deck_id)}`, { Title: "" });
    expect(blank.json().Title).toBe(DEFAULT_DECK_TITLE);
    const tooLong = await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Title: "y".repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe("Title must be at most 100 characters");
  });

  it("ignores the other keys of a whole record sent back", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const deck = await createDeck(ada, "Draft");
    const response = await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, {
      ...deck,
      Title: "Kept",
      User_id: bob.id,
      user_id: bob.id,
      username: "someone",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(deckRecord(deck.deck_id, "Kept", ada));
  });

  it("refuses a rename by anyone else with 403 and keeps the title", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const deck = await createDeck(ada, "Mine");
    const response = await as(t.app, bob).put(`/api/decks/${deck.deck_id}`, { Title: "Stolen" });
    expect(response.statusCode).toBe(403);
    expect((await as(t.app, ada).get(`/api/decks/${deck.deck_id}`)).json().Title).toBe("Mine");
  });

  it("answers 404 for an unknown deck", async () => {
    const ada = await signUp(t.app);
    const response = await as(t.app, ada).put("/api/decks/999999", { Title: "x" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Deck not found");
  });
});

describe("PUT /api/decks/{deck_id}: Group_id (docs/product.md §6: members add own or liked decks)", () => {
  it("lets a member add their own deck, with the id as a number or a string", async () => {
    const ada = await signUp(t.app);
    const groupId = await createGroup(ada);
    const deck = await createDeck(ada, "Shared");
    const added = await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Group_id: String(groupId) });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual(deckRecord(deck.deck_id, "Shared", ada, groupId));
    const again = await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Group_id: groupId });
    expect(again.json().group_id).toBe(groupId);
  });

  it("GET /api/decks/?group_id=N lists only that group's decks", async () => {
    const ada = await signUp(t.app);
    const groupId = await createGroup(ada);
    const inGroup = await createDeck(ada, "In the group");
    await createDeck(ada, "Elsewhere");
    await as(t.app, ada).put(`/api/decks/${inGroup.deck_id}`, { Group_id: groupId });
    const listed = await as(t.app, ada).get(`/api/decks/?group_id=${groupId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([deckRecord(inGroup.deck_id, "In the group", ada, groupId)]);
    const bad = await as(t.app, ada).get("/api/decks/?group_id=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("group_id must be a number");
  });

  it("lets a member add a deck they like, sending the whole record back", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada, [bob]);
    const deck = await createDeck(ada, "Liked");
    await like(bob, deck.deck_id);
    const response = await as(t.app, bob).put(`/api/decks/${deck.deck_id}`, { ...deck, Group_id: groupId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(deckRecord(deck.deck_id, "Liked", ada, groupId));
  });

  it("refuses a member's deck they neither wrote nor like, and a non-member's own deck", async () => {
    const [ada, bob, cyd] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada, [bob]);
    const cydDeck = await createDeck(cyd, "Outsider");
    expect((await as(t.app, bob).put(`/api/decks/${cydDeck.deck_id}`, { Group_id: groupId })).statusCode).toBe(403);
    expect((await as(t.app, cyd).put(`/api/decks/${cydDeck.deck_id}`, { Group_id: groupId })).statusCode).toBe(403);
    expect((await as(t.app, cyd).get(`/api/decks/${cydDeck.deck_id}`)).json().group_id).toBeNull();
  });

  it("refuses a non-author's rename even when the group move would be allowed, writing nothing", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada, [bob]);
    const deck = await createDeck(ada, "Liked");
    await like(bob, deck.deck_id);
    const response = await as(t.app, bob).put(`/api/decks/${deck.deck_id}`, { Title: "Other", Group_id: groupId });
    expect(response.statusCode).toBe(403);
    expect((await as(t.app, ada).get(`/api/decks/${deck.deck_id}`)).json()).toEqual(deck);
  });

  it("answers 404 Group not found for an unknown group and 400 for a group id that is not a number", async () => {
    const ada = await signUp(t.app);
    const deck = await createDeck(ada);
    const missing = await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Group_id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Group not found", message: "Group not found", code: "not_found" });
    const bad = await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Group_id: "abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Group_id /);
  });

  describe("Group_id: null takes the deck out of its group", () => {
    let ada: TestUser;
    let founder: TestUser;
    let fan: TestUser;
    let member: TestUser;
    let outsiderFan: TestUser;
    let groupId: number;

    beforeAll(async () => {
      [ada, founder, fan, member, outsiderFan] = [
        await signUp(t.app),
        await signUp(t.app),
        await signUp(t.app),
        await signUp(t.app),
        await signUp(t.app),
      ];
      groupId = await createGroup(founder, [ada, fan, member]);
    });

    async function deckInGroup(): Promise<DeckRecord> {
      const deck = await createDeck(ada, "Grouped");
      await like(fan, deck.deck_id);
      await like(outsiderFan, deck.deck_id);
      await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Group_id: groupId });
      return deck;
    }

    it.each([
      ["the author", () => ada],
      ["the group's founder", () => founder],
      ["a member who likes the deck", () => fan],
    ])("is allowed to %s", async (_label, who) => {
      const deck = await deckInGroup();
      const response = await as(t.app, who()).put(`/api/decks/${deck.deck_id}`, { Group_id: null });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(deckRecord(deck.deck_id, "Grouped", ada, null));
    });

    it.each([
      ["a member who does not like the deck", () => member],
      ["a non-member who likes the deck", () => outsiderFan],
    ])("is refused to %s", async (_label, who) => {
      const deck = await deckInGroup();
      const response = await as(t.app, who()).put(`/api/decks/${deck.deck_id}`, { Group_id: null });
      expect(response.statusCode).toBe(403);
      expect((await as(t.app, ada).get(`/api/decks/${deck.deck_id}`)).json().group_id).toBe(groupId);
    });

    it("moving to another group is refused to a fan outside the deck's group, who would take it out (issue 9)", async () => {
      const deck = await deckInGroup();
      const ownGroup = await createGroup(outsiderFan);
      const response = await as(t.app, outsiderFan).put(`/api/decks/${deck.deck_id}`, { Group_id: ownGroup });
      expect(response.statusCode).toBe(403);
      expect((await as(t.app, ada).get(`/api/decks/${deck.deck_id}`)).json().group_id).toBe(groupId);
    });

    it("moving to another group is allowed to a fan who may take it out and is a member of the new group", async () => {
      const deck = await deckInGroup();
      const otherGroup = await createGroup(fan);
      const response = await as(t.app, fan).put(`/api/decks/${deck.deck_id}`, { Group_id: otherGroup });
      expect(response.statusCode).toBe(200);
      expect(response.json().group_id).toBe(otherGroup);
    });

    it("is refused to a non-author when the deck is in no group", async () => {
      const deck = await createDeck(ada, "Loose");
      const response = await as(t.app, founder).put(`/api/decks/${deck.deck_id}`, { Group_id: null });
      expect(response.statusCode).toBe(403);
    });
  });
});

describe("DELETE /api/decks/{deck_id} (docs/product.md §6)", () => {
  it("lets the author delete without a body or Content-Type, taking its cards and likes with it", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const deck = await createDeck(ada, "Doomed");
    await as(t.app, ada).post(`/api/cards/${deck.deck_id}`, { Question: "Q" });
    await like(bob, deck.deck_id);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/decks/${deck.deck_id}`,
      headers: { cookie: ada.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deck_id: deck.deck_id, deleted: true });
    expect((await as(t.app, ada).get(`/api/decks/${deck.deck_id}`)).statusCode).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(cards).where(eq(cards.deckId, deck.deck_id))).toEqual([]);
    expect(await db.select().from(likedDecks).where(eq(likedDecks.deckId, deck.deck_id))).toEqual([]);
  });

  it("refuses anyone else with 403 and answers 404 for an unknown deck", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const deck = await createDeck(ada, "Kept");
    expect((await as(t.app, bob).delete(`/api/decks/${deck.deck_id}`)).statusCode).toBe(403);
    expect((await as(t.app, ada).get(`/api/decks/${deck.deck_id}`)).statusCode).toBe(200);
    const missing = await as(t.app, ada).delete("/api/decks/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("Deck not found");
  });
});

describe("deck lists with 100,000 decks", () => {
  it("still answers one user's decks correctly", async () => {
    const [prolific, ada] = [await signUp(t.app), await signUp(t.app)];
    await t.database.db.execute(
      sql`INSERT INTO decks (title, user_id) SELECT 'Bulk ' || n, ${prolific.id} FROM generate_series(1, 100000) AS n`,
    );
    const decks = [await createDeck(ada, "Beta"), await createDeck(ada, "Alpha")];
    const response = await as(t.app, ada).get(`/api/decks/${ada.id}/user_decks`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([decks[1], decks[0]]);
    // Writing 100,000 decks (and their search columns) takes PGlite several seconds; more on a busy machine.
  }, 120_000);
});

describe("bad input to the deck routes (issue 9, rules 3-6)", () => {
  const readDeck = async (user: TestUser, deckId: number) =>
    (await as(t.app, user).get(`/api/decks/${deckId}`)).json() as DeckRecord;

  it("refuses a control character in a title with 400, on create and on rename, writing nothing", async () => {
    const ada = await signUp(t.app);
    for (const Title of ["a\u0000b", "tab\there", "two\nlines", "del\u007f"]) {
      const created = await as(t.app, ada).post("/api/decks", { Title });
      expect(created.statusCode).toBe(400);
      expect(created.json().error).toBe("Title must not contain control characters");
    }
    expect((await as(t.app, ada).get(`/api/decks/${ada.id}/user_decks`)).json()).toEqual([]);
    const deck = await createDeck(ada, "Kept");
    const renamed = await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Title: "x\u0000" });
    expect(renamed.statusCode).toBe(400);
    expect(await readDeck(ada, deck.deck_id)).toEqual(deck);
  });

  it.each([
    ["null", null],
    ["a number", 7],
    ["an object", { text: "New" }],
  ])("refuses a rename to %s with 400 and keeps the title (rule 5)", async (_label, Title) => {
    const ada = await signUp(t.app);
    const deck = await createDeck(ada, "Kept");
    const response = await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Title });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Title must be text");
    expect(await readDeck(ada, deck.deck_id)).toEqual(deck);
  });

  it("normalises a title like a name: NFC, invisible ends trimmed, invisible insides refused", async () => {
    const ada = await signUp(t.app);
    expect((await createDeck(ada, "Cafe\u0301")).Title).toBe("Caf\u00e9");
    expect((await createDeck(ada, "\u200b\u3000Capitals\ufeff ")).Title).toBe("Capitals");
    expect((await createDeck(ada, "\u200b\u3164")).Title).toBe(DEFAULT_DECK_TITLE);
    for (const Title of ["ab\u200bc", "\u202eevil", "a\u2066b"]) {
      const response = await as(t.app, ada).post("/api/decks", { Title });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Title must not contain invisible or direction-changing characters");
    }
  });

  it.each(notIdValues)("refuses the Group_id %j with 400 and leaves the deck where it is", async (Group_id) => {
    const ada = await signUp(t.app);
    await createGroup(ada); // so that a lenient parser reading these as 1 finds a group to move the deck to
    const deck = await createDeck(ada, "Stays");
    const response = await as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Group_id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Group_id must be a (whole |positive )?number$/);
    expect((await readDeck(ada, deck.deck_id)).group_id).toBeNull();
  });

  it.each(notIdStrings)("refuses the path id %j with 400 on every deck route", async (id) => {
    const ada = await signUp(t.app);
    const segment = pathSegment(id);
    const calls = [
      as(t.app, ada).get(`/api/decks/${segment}`),
      as(t.app, ada).put(`/api/decks/${segment}`, { Title: "x" }),
      as(t.app, ada).delete(`/api/decks/${segment}`),
      as(t.app, ada).get(`/api/decks/?group_id=${segment}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^(deck_id|group_id) must be a number$/);
    }
  });

  it.each(idsOutOfRange)("answers the out-of-range id %d with 400 or 404, never 500", async (id) => {
    const ada = await signUp(t.app);
    const deck = await createDeck(ada);
    const calls = [
      as(t.app, ada).get(`/api/decks/${id}`),
      as(t.app, ada).put(`/api/decks/${id}`, { Title: "x" }),
      as(t.app, ada).delete(`/api/decks/${id}`),
      as(t.app, ada).get(`/api/decks/?group_id=${id}`),
      as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Group_id: id }),
      as(t.app, ada).put(`/api/decks/${deck.deck_id}`, { Group_id: String(id) }),
    ];
    for (const response of await Promise.all(calls)) expect([400, 404]).toContain(response.statusCode);
  });

  it("refuses a user id that is not one in the path and in User_id", async () => {
    const ada = await signUp(t.app);
    for (const url of ["/api/decks/a%00b/user_decks", "/api/decks/a%20b/other_decks"]) {
      const response = await as(t.app, ada).get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("userId is not a valid user id");
    }
    const forged = await as(t.app, ada).post("/api/decks", { Title: "x", User_id: "a\u0000b" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe("User_id is not a valid user id");
  });
});
