import { randomUUID } from "node:crypto";
import type { DeckSearchPage, DeckSearchRow } from "@quizdeck/shared/deck-search";
import type { DeckRecord } from "@quizdeck/shared/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, insertDeck, signUp, type TestApp, type TestUser } from "../../../test/helper";

/** Issue 13 item 6: Find Decks — one page at a time, by title or author, in the order the user picked. */
let t: TestApp;
let teacher: TestUser;
let student: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [teacher, student] = [await signUp(t.app), await signUp(t.app)];
});
afterAll(() => t.close());

/** A word no other test's decks hold, so each test searches its own decks only. */
const uniqueWord = () => `zz${randomUUID().replaceAll("-", "").slice(0, 10)}`;

async function deckOf(user: TestUser, title: string, extra: object = {}): Promise<DeckRecord> {
  const response = await as(t.app, user).post("/api/decks", { Title: title, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function search(user: TestUser, params: Record<string, string | number>): Promise<DeckSearchPage> {
  const response = await as(t.app, user).get(`/api/decks/search?${new URLSearchParams(toStrings(params))}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const toStrings = (params: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

const titles = (page: DeckSearchPage) => page.decks.map((deck) => deck.title);
const ids = (rows: DeckSearchRow[]) => rows.map((deck) => deck.deck_id);

/** Every page of a search, following next_cursor to the end. */
async function allPages(user: TestUser, params: Record<string, string | number>): Promise<DeckSearchPage[]> {
  const pages = [await search(user, params)];
  for (let page = pages[0]; page?.next_cursor; ) {
    page = await search(user, { ...params, cursor: page.next_cursor });
    pages.push(page);
  }
  return pages;
}

describe("deck search: what matches", () => {
  it("finds part of a title ignoring case and accents, whichever side carries them", async () => {
    const word = uniqueWord();
    await deckOf(teacher, `Économie ${word}`);
    await deckOf(teacher, `Łódź trip ${word}`);
    await deckOf(teacher, `CAFÉ culture ${word}`);
    await deckOf(teacher, `Unrelated ${word}`);

    expect(titles(await search(student, { q: `economie ${word}` }))).toEqual([`Économie ${word}`]);
    expect(titles(await search(student, { q: `ÉCONO ${word}` }))).toEqual([`Économie ${word}`]);
    expect(titles(await search(student, { q: `lodz ${word}` }))).toEqual([`Łódź trip ${word}`]);
    expect(titles(await search(student, { q: `café ${word}` }))).toEqual([`CAFÉ culture ${word}`]);
    expect(titles(await search(student, { q: `  ${word.toUpperCase()}  ` }))).toHaveLength(4);
  });

  it("finds a deck by its author's name, and every word must match the title or the name", async () => {
    const word = uniqueWord();
    const author = await signUp(t.app, { display_name: `Zoë ${word}` });
    await deckOf(author, "Cell biology");
    await deckOf(author, "Organic chemistry");
    await deckOf(teacher, `Cell biology ${word}x`);

    expect(titles(await search(student, { q: `zoe ${word}` })).sort()).toEqual(["Cell biology", "Organic chemistry"]);
    expect(titles(await search(student, { q: `biology zoë ${word}` }))).toEqual(["Cell biology"]);
    expect(titles(await search(student, { q: `physics ${word}` }))).toEqual([]);
  });

  it("follows the author's new name after a username change", async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const author = await signUp(t.app, { display_name: before });
    await deckOf(author, "Renamed author's deck");
    const renamed = await as(t.app, author).put(`/api/users/${author.id}/username`, { Username: after });
    expect(renamed.statusCode).toBe(200);

    expect(titles(await search(student, { q: after }))).toEqual(["Renamed author's deck"]);
    expect(titles(await search(student, { q: before }))).toEqual([]);
  });

  it("reads % and _ as the letters typed, not as wildcards", async () => {
    const word = uniqueWord();
    await deckOf(teacher, `100% ${word}`);
    await deckOf(teacher, `1000 ${word}`);
    await deckOf(teacher, `snake_case ${word}`);
    await deckOf(teacher, `snakeXcase ${word}`);

    expect(titles(await search(student, { q: `0% ${word}` }))).toEqual([`100% ${word}`]);
    expect(titles(await search(student, { q: `e_c ${word}` }))).toEqual([`snake_case ${word}`]);
  });

  it("never shows another user's private deck; the author finds theirs; scope=others leaves out the caller's own", async () => {
    const word = uniqueWord();
    await deckOf(teacher, `Friday quiz ${word}`, { private: true });
    await deckOf(teacher, `Public quiz ${word}`);
    await deckOf(student, `Student notes ${word}`);

    expect(titles(await search(student, { q: word }))).toEqual([`Public quiz ${word}`, `Student notes ${word}`]);
    expect(titles(await search(teacher, { q: word }))).toEqual([
      `Friday quiz ${word}`,
      `Public quiz ${word}`,
      `Student notes ${word}`,
    ]);
    expect(titles(await search(student, { q: word, scope: "others" }))).toEqual([`Public quiz ${word}`]);
    const own = (await search(teacher, { q: word })).decks.find((deck) => deck.private);
    expect(own?.title).toBe(`Friday quiz ${word}`);
  });
});

describe("deck search: one typo forgiven (issue 29)", () => {
  /** `word` with its letters at `at` and `at + 1` swapped. */
  const swapped = (word: string, at: number) => `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;

  it("finds a word of six letters or more one insert, delete, substitution or swap away, but not two", async () => {
    const word = uniqueWord();
    await deckOf(teacher, `World capitals ${word}`);
    await deckOf(teacher, `Capital cities ${word}`);
    await deckOf(teacher, `Capitalism ${word}`);

    for (const typo of ["capitls", "captials", "capitalls", "capitaks", "apitals"]) {
      expect([typo, titles(await search(student, { q: `${typo} ${word}` }))]).toEqual([
        typo,
        [`World capitals ${word}`],
      ]);
    }
    for (const twoTypos of ["captls", "cpaitlas", "capitolz"]) {
      expect([twoTypos, titles(await search(student, { q: `${twoTypos} ${word}` }))]).toEqual([twoTypos, []]);
    }
    // An exact part of a word still matches as before: "capit" is in all three.
    expect(titles(await search(student, { q: `capit ${word}` }))).toHaveLength(3);
    // Only letters and digits are forgiven: regular-expression characters are not read as such.
    for (const typo of ["capit.ls", "capit(ls", "capi\\tls"]) {
      expect([typo, titles(await search(student, { q: `${typo} ${word}` }))]).toEqual([typo, []]);
    }
  });

  it("takes a word some deck holds as typed as meant", async () => {
    const word = uniqueWord();
    await deckOf(teacher, `World capitals ${word}`);
    await deckOf(teacher, `Capitols of Europe ${word}`);
    expect(titles(await search(student, { q: `capitols ${word}` }))).toEqual([`Capitols of Europe ${word}`]);
  });

  it("keeps words of five letters or fewer exact", async () => {
    const word = uniqueWord();
    await deckOf(teacher, `Maths drills ${word}`);
    expect(titles(await search(student, { q: `maths ${word}` }))).toEqual([`Maths drills ${word}`]);
    expect(titles(await search(student, { q: `mtahs ${word}` }))).toEqual([]);
    expect(titles(await search(student, { q: `mths ${word}` }))).toEqual([]);
  });

  it("forgives a typo ignoring case and accents, in the title or the author's name, first letters swapped too", async () => {
    const word = uniqueWord().slice(0, 11);
    const author = await signUp(t.app, { display_name: `Ångström ${word}` });
    await deckOf(author, "Économie politique");
    expect(titles(await search(student, { q: `ÉCONOMEI ${word}` }))).toEqual(["Économie politique"]);
    expect(titles(await search(student, { q: `cEonomie ${word}` }))).toEqual(["Économie politique"]);
    expect(titles(await search(student, { q: `angstrm ${word}` }))).toEqual(["Économie politique"]);
    expect(titles(await search(student, { q: `${swapped(word, 4)}` }))).toEqual(["Économie politique"]);
  });

  it("leaves out the caller's own decks under scope=others and includes them under scope=all", async () => {
    const word = uniqueWord();
    await deckOf(teacher, `Geography ${word}`);
    await deckOf(student, `Geography notes ${word}`);
    const typo = `geogrpahy ${word}`;
    expect(titles(await search(student, { q: typo, scope: "all" }))).toEqual([
      `Geography notes ${word}`,
      `Geography ${word}`,
    ]);
    expect(titles(await search(student, { q: typo, scope: "others" }))).toEqual([`Geography ${word}`]);
  });

  it("pages through matches one typo away in each order, each deck once", async () => {
    const word = uniqueWord();
    const fan = await signUp(t.app);
    for (let n = 0; n < 24; n += 1) {
      // No deck holds `word` itself; each holds it with a letter replaced by, or a "y" inserted.
      const at = 2 + (n % 10);
      const spelled = `${word.slice(0, at)}y${word.slice(n % 2 === 0 ? at + 1 : at)}`;
      const deck = await deckOf(teacher, `Set ${String(n % 7)} ${spelled}`);
      if (n % 3 === 0) await as(t.app, fan).post(`/api/userLikedDecks/${deck.deck_id}`);
    }
    for (const sort of ["az", "za", "newest", "liked"]) {
      const pages = await allPages(student, { q: word, sort, limit: 10 });
      expect(pages.map((page) => page.decks.length)).toEqual([10, 10, 4]);
      const rows = pages.flatMap((page) => page.decks);
      expect(new Set(ids(rows)).size).toBe(24);
      expect(ids(rows)).toEqual(ids((await search(student, { q: word, sort, limit: 50 })).decks));
    }
  });
});

describe("deck search: order and counts", () => {
  it("sorts A-Z and Z-A ignoring case and accents, equal titles oldest first", async () => {
    const word = uniqueWord();
    const made = [];
    for (const title of ["banana", "Émile", "apple", "Banana", "cherry"])
      made.push(await deckOf(teacher, `${title} ${word}`));
    const az = await search(student, { q: word });
    expect(titles(az)).toEqual([
      `apple ${word}`,
      `banana ${word}`,
      `Banana ${word}`,
      `cherry ${word}`,
      `Émile ${word}`,
    ]);
    const za = await search(student, { q: word, sort: "za" });
    expect(titles(za)).toEqual([
      `Émile ${word}`,
      `cherry ${word}`,
      `Banana ${word}`,
      `banana ${word}`,
      `apple ${word}`,
    ]);
    const newest = await search(student, { q: word, sort: "newest" });
    expect(ids(newest.decks)).toEqual(made.map((deck) => deck.deck_id).reverse());
  });

  it("ranks Most liked by likes as they change, ties newest first, with each row's card and like count", async () => {
    const word = uniqueWord();
    const [one, two, three] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const quiet = await deckOf(teacher, `Quiet ${word}`);
    const loved = await deckOf(teacher, `Loved ${word}`);
    const liked = await deckOf(teacher, `Liked ${word}`);
    const cards = await insertDeck(t, teacher.id, `Cards ${word}`, 7);
    for (const fan of [one, two, three]) await as(t.app, fan).post(`/api/userLikedDecks/${loved.deck_id}`);
    await as(t.app, one).post(`/api/userLikedDecks/${liked.deck_id}`);

    const ranked = await search(student, { q: word, sort: "liked" });
    expect(ranked.decks.map((deck) => [deck.title, deck.like_count])).toEqual([
      [`Loved ${word}`, 3],
      [`Liked ${word}`, 1],
      [`Cards ${word}`, 0],
      [`Quiet ${word}`, 0],
    ]);
    expect(ranked.decks.find((deck) => deck.deck_id === cards)?.card_count).toBe(7);
    expect(ranked.decks.find((deck) => deck.deck_id === quiet.deck_id)?.card_count).toBe(0);

    for (const fan of [two, three]) await as(t.app, fan).delete(`/api/userLikedDecks/${loved.deck_id}`);
    await as(t.app, two).post(`/api/userLikedDecks/${liked.deck_id}`);
    const reranked = await search(student, { q: word, sort: "liked" });
    expect(reranked.decks.map((deck) => [deck.title, deck.like_count])).toEqual([
      [`Liked ${word}`, 2],
      [`Loved ${word}`, 1],
      [`Cards ${word}`, 0],
      [`Quiet ${word}`, 0],
    ]);
  });

  it("drops others' likes from the count when its author makes the deck private", async () => {
    const word = uniqueWord();
    const deck = await deckOf(teacher, `Going private ${word}`);
    await as(t.app, student).post(`/api/userLikedDecks/${deck.deck_id}`);
    await as(t.app, teacher).post(`/api/userLikedDecks/${deck.deck_id}`);
    expect((await search(teacher, { q: word })).decks[0]?.like_count).toBe(2);
    await as(t.app, teacher).put(`/api/decks/${deck.deck_id}`, { private: true });
    expect((await search(teacher, { q: word })).decks[0]?.like_count).toBe(1);
  });
});

describe("deck search: pages", () => {
  it("gives 20 per page and every deck exactly once, in order, in each sort", async () => {
    const word = uniqueWord();
    const fans = [await signUp(t.app), await signUp(t.app)];
    for (let n = 0; n < 45; n += 1) {
      const deck = await deckOf(teacher, `Deck ${String(n % 9)} ${word}`);
      // Many equal keys: ties must still page cleanly by id.
      for (const fan of fans.slice(0, n % 3)) await as(t.app, fan).post(`/api/userLikedDecks/${deck.deck_id}`);
    }
    for (const sort of ["az", "za", "newest", "liked"]) {
      const pages = await allPages(student, { q: word, sort });
      expect(pages.map((page) => page.decks.length)).toEqual([20, 20, 5]);
      expect(pages.at(-1)?.next_cursor).toBeNull();
      const rows = pages.flatMap((page) => page.decks);
      expect(new Set(ids(rows)).size).toBe(45);
      const whole = await search(student, { q: word, sort, limit: 50 });
      expect(ids(rows)).toEqual(ids(whole.decks));
    }
  });

  it("browses every deck with no words, page by page in each order, each deck once", async () => {
    for (let n = 0; n < 25; n += 1) await deckOf(teacher, `Browse ${uniqueWord()}`);
    const every: Record<string, DeckSearchRow[]> = {};
    for (const sort of ["az", "za", "newest", "liked"]) {
      every[sort] = (await allPages(student, { sort })).flatMap((page) => page.decks);
    }
    const newest = ids(every.newest ?? []);
    expect(newest.length).toBeGreaterThan(40);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    for (const rows of Object.values(every)) expect([...ids(rows)].sort()).toEqual([...newest].sort());
    expect(ids(every.az ?? [])).toEqual(ids(every.za ?? []).reverse());
    const liked = (every.liked ?? []).map((deck) => [deck.like_count, deck.deck_id] as const);
    liked.slice(1).forEach(([likes, id], at) => {
      const [before, beforeId] = liked[at] as readonly [number, number];
      expect(likes < before || (likes === before && id < beforeId)).toBe(true);
    });
  });

  it("keeps the next page where it was when decks are added or deleted before the cursor", async () => {
    const word = uniqueWord();
    const made: DeckRecord[] = [];
    for (let n = 10; n < 35; n += 1) made.push(await deckOf(teacher, `Set ${n} ${word}`));
    const first = await search(student, { q: word, limit: 10 });
    expect(titles(first)).toEqual(made.slice(0, 10).map((deck) => deck.title));

    await deckOf(teacher, `Set 00 ${word}`);
    await as(t.app, teacher).delete(`/api/decks/${made[3]?.deck_id}`);
    const second = await search(student, { q: word, limit: 10, cursor: first.next_cursor as string });
    expect(titles(second)).toEqual(made.slice(10, 20).map((deck) => deck.title));
  });

  it("answers the first page with no cursor when nothing matches", async () => {
    expect(await search(student, { q: uniqueWord() })).toEqual({ decks: [], next_cursor: null });
  });
});

const handMade = (cursor: unknown) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

describe("deck search: bad requests", () => {
  it("refuses a bad sort, scope, limit, query or cursor with a clear 400, and a caller without a session with 401", async () => {
    const word = uniqueWord();
    await deckOf(teacher, `A ${word}`);
    await deckOf(teacher, `B ${word}`);
    const first = await search(student, { q: word, limit: 1 });
    const cases: [string, string][] = [
      ["sort=best", "sort must be one of az, za, newest, liked"],
      ["scope=mine", "scope must be all or others"],
      ["limit=0", "limit must be at least 1"],
      ["limit=51", "limit must be at most 50"],
      ["limit=ten", "limit must be a number"],
      [`q=${"x".repeat(101)}`, "Search at most 100 characters"],
      ["cursor=not-a-cursor", "This list of results is out of date: search again"],
      [`sort=liked&cursor=${first.next_cursor}`, "This list of results is out of date: search again"],
      ["q=a%00b", "Search must not contain control characters"],
      [`sort=liked&cursor=${handMade(["liked", 3000000000, 1])}`, "This list of results is out of date: search again"],
      [`sort=az&cursor=${handMade(["az", "a\u0000b", 1])}`, "This list of results is out of date: search again"],
    ];
    for (const [params, error] of cases) {
      const response = await as(t.app, student).get(`/api/decks/search?${params}`);
      expect([params, response.statusCode, response.json().error]).toEqual([params, 400, error]);
    }
    expect((await as(t.app, null).get("/api/decks/search")).statusCode).toBe(401);
  });
});
