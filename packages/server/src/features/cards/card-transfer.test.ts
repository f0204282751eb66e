import type { ImportPreview } from "@quizdeck/shared/card-transfer";
import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";

/** Issue 13 items 3–4: decks from CSV/TSV files and pasted Quizlet lists, and back out as CSV and JSON. */
let t: TestApp;
let ada: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [ada, bob] = [await signUp(t.app), await signUp(t.app)];
});
afterAll(() => t.close());

const HEADER = "Question,Answer,Incorrect1,Incorrect2,Incorrect3";

async function createDeck(user: TestUser, Title = "Imported"): Promise<DeckRecord> {
  return (await as(t.app, user).post("/api/decks", { Title })).json();
}

const importInto = (user: TestUser, deckId: number, body: object) =>
  as(t.app, user).post(`/api/decks/${deckId}/import`, body);

async function preview(deckId: number, body: object): Promise<ImportPreview> {
  const response = await importInto(ada, deckId, { commit: false, ...body });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const cardsOf = async (deckId: number): Promise<CardRecord[]> =>
  (await as(t.app, ada).get(`/api/cards/${deckId}`)).json();

/** What a row of a file without the question-type columns (or a pasted pair) is: a multiple-choice card as today. */
const plainMultipleChoice = { Type: "multiple_choice", Choices: [], Correct: [], Time_limit: null, Points: "standard" };

const textsOf = (cards: CardRecord[]) =>
  cards.map((card) => [card.Question, card.Answer, card.Incorrect1, card.Incorrect2, card.Incorrect3]);

describe("import a CSV or TSV file", () => {
  it("previews every row without writing, then writes them all on commit", async () => {
    const deck = await createDeck(ada);
    const text = `\uFEFF${HEADER}\r\n"Capital of France?",Paris,Lyon,Nice,Lille\r\n"Say ""hi"", please",Hi,"Hello,
there",Hey,Yo\r\n`;
    const shown = await preview(deck.deck_id, { format: "csv", text });
    expect(shown).toEqual({
      invalid: 0,
      imported: 0,
      skipped: [],
      rows: [
        {
          line: 2,
          Question: "Capital of France?",
          Answer: "Paris",
          Incorrect1: "Lyon",
          Incorrect2: "Nice",
          Incorrect3: "Lille",
          Image_alt: "",
          ...plainMultipleChoice,
          errors: [],
        },
        {
          line: 4,
          Question: 'Say "hi", please',
          Answer: "Hi",
          Incorrect1: "Hello,\nthere",
          Incorrect2: "Hey",
          Incorrect3: "Yo",
          Image_alt: "",
          ...plainMultipleChoice,
          errors: [],
        },
      ],
    });
    expect(await cardsOf(deck.deck_id)).toEqual([]);

    const committed = await importInto(ada, deck.deck_id, { format: "csv", text, commit: true });
    expect(committed.statusCode).toBe(200);
    expect(committed.json()).toMatchObject({ imported: 2, invalid: 0 });
    expect(textsOf(await cardsOf(deck.deck_id))).toEqual([
      ["Capital of France?", "Paris", "Lyon", "Nice", "Lille"],
      ['Say "hi", please', "Hi", "Hello,\nthere", "Hey", "Yo"],
    ]);
  });

  it("writes an import sent again with the same importId once (its answer was lost), and answers it the same", async () => {
    const deck = await createDeck(ada);
    const text = `${HEADER}\nCapital of Peru?,Lima,Cusco,Quito,Arequipa\nCapital of Chile?,Santiago,Lima,Quito,La Paz\n`;
    const body = { format: "csv", text, commit: true, importId: "a1b2c3d4e5f6a7b8c9d0" };
    const [first, again] = [await importInto(ada, deck.deck_id, body), await importInto(ada, deck.deck_id, body)];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toMatchObject({ imported: 2, invalid: 0 });
    // Both at once, as a double press might send them: still once.
    const twice = { ...body, importId: "f0e1d2c3b4a5968778695a4b" };
    const both = await Promise.all([importInto(ada, deck.deck_id, twice), importInto(ada, deck.deck_id, twice)]);
    expect(both.map((response) => response.json().imported)).toEqual([2, 2]);
    expect(await cardsOf(deck.deck_id)).toHaveLength(4);
    // Another import of the same file (a new id, or none) is written again, as asked.
    await importInto(ada, deck.deck_id, { ...body, importId: undefined });
    expect(await cardsOf(deck.deck_id)).toHaveLength(6);
    // The same id in someone else's deck is theirs alone.
    const other = await createDeck(bob);
    expect((await importInto(bob, other.deck_id, body)).json()).toMatchObject({ imported: 2 });
    const bad = await importInto(ada, deck.deck_id, { ...body, importId: "no spaces allowed here" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/importId/);
  });

  it("reads a tab-separated file by its header", async () => {
    const deck = await createDeck(ada);
    const text = `${HEADER.replaceAll(",", "\t")}\nH2O?\tWater\tSalt\tSugar\tSand\n`;
    const shown = await preview(deck.deck_id, { format: "csv", text });
    expect(shown.rows.map((row) => [row.Question, row.Incorrect3, row.errors])).toEqual([["H2O?", "Sand", []]]);
  });

  it("marks each bad row with its errors and writes nothing while any row has one", async () => {
    const deck = await createDeck(ada);
    const text = [
      HEADER,
      "Good?,Yes,No,Maybe,Never",
      "Short?,Yes,No",
      `Long?,${"a".repeat(501)},b,c,d`,
      "Blank?,,b,c,d",
      "Bell?,Ring\u0007,b,c,d",
    ].join("\n");
    const shown = await preview(deck.deck_id, { format: "csv", text });
    expect(shown.invalid).toBe(4);
    expect(shown.rows.map((row) => row.errors)).toEqual([
      [],
      ["Incorrect2, Incorrect3 missing"],
      ["Answer must be at most 500 characters"],
      ["Add the right answer"],
      [expect.stringMatching(/^Answer /)],
    ]);
    const committed = await importInto(ada, deck.deck_id, { format: "csv", text, commit: true });
    expect(committed.statusCode).toBe(400);
    expect(committed.json().message).toBe("4 rows have errors: nothing was imported");
    expect(await cardsOf(deck.deck_id)).toEqual([]);
  });

  describe("skipping the rows with problems (issue 29 point 9)", () => {
    const mixed = [
      HEADER,
      "Good?,Yes,No,Maybe,Never",
      "Short?,Yes,No",
      "Fine?,Ok,Bad,Worse,Worst",
      "Blank?,,b,c,d",
    ].join("\n");
    const commitCsv = (user: TestUser, deckId: number, text: string, skipInvalid?: boolean) =>
      importInto(user, deckId, { format: "csv", text, commit: true, skipInvalid });

    it("writes nothing from a file with a bad row unless asked to skip them", async () => {
      const deck = await createDeck(ada);
      const refused = await commitCsv(ada, deck.deck_id, mixed);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: "bad_request", error: "2 rows have errors: nothing was imported" });
      const unasked = await commitCsv(ada, deck.deck_id, mixed, false);
      expect(unasked.statusCode).toBe(400);
      // A preview asked to skip still writes nothing.
      const shown = await preview(deck.deck_id, { format: "csv", text: mixed, skipInvalid: true });
      expect(shown).toMatchObject({ invalid: 2, imported: 0, skipped: [] });
      expect(await cardsOf(deck.deck_id)).toEqual([]);
    });

    it("writes exactly the good rows and says which lines it skipped", async () => {
      const deck = await createDeck(ada);
      const response = await commitCsv(ada, deck.deck_id, mixed, true);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ imported: 2, invalid: 2, skipped: [3, 5] });
      expect(textsOf(await cardsOf(deck.deck_id))).toEqual([
        ["Good?", "Yes", "No", "Maybe", "Never"],
        ["Fine?", "Ok", "Bad", "Worse", "Worst"],
      ]);
    });

    it("refuses a file whose every row is bad, and a deck of someone else, writing nothing", async () => {
      const deck = await createDeck(ada);
      const allBad = `${HEADER}\nShort?,Yes,No\nBlank?,,b,c,d`;
      const response = await commitCsv(ada, deck.deck_id, allBad, true);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "bad_request",
        error: "Every row has errors: nothing was imported",
      });
      const notTheAuthor = await commitCsv(bob, deck.deck_id, mixed, true);
      expect(notTheAuthor.statusCode).toBe(403);
      expect(await cardsOf(deck.deck_id)).toEqual([]);
    });
  });

  it.each([
    ["a wrong header", "Q,A,B,C,D\nx,y,z,w,v", 400, `The first row must be the header ${HEADER}`],
    ["no rows", `${HEADER}\n`, 400, "There are no cards to import"],
    [
      "an unclosed quote",
      `${HEADER}\n"Open,a,b,c,d\n`,
      400,
      "The file could not be read as CSV near line 2: check its quotes",
    ],
    [
      "text that was not UTF-8",
      `${HEADER}\nCaf\uFFFD?,a,b,c,d`,
      400,
      "The text is not UTF-8: save the file as “CSV UTF-8” and try again",
    ],
    [
      "2,001 rows",
      `${HEADER}\n${"q,a,b,c,d\n".repeat(2001)}`,
      400,
      "An import can have at most 2000 cards; this one has more",
    ],
    [
      "more than 1 MiB",
      `${HEADER}\n${`${"q".repeat(400)},a,b,c,d\n`.repeat(2700)}`,
      413,
      "An import can be at most 1 MiB: split it into smaller files",
    ],
  ])("refuses %s with a clear message and writes nothing", async (_label, text, status, message) => {
    const deck = await createDeck(ada);
    const response = await importInto(ada, deck.deck_id, { format: "csv", text, commit: true });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await cardsOf(deck.deck_id)).toEqual([]);
  });

  it("lets only the deck's author import, and says so for a deck that does not exist", async () => {
    const deck = await createDeck(ada);
    const text = `${HEADER}\nq,a,b,c,d`;
    expect((await importInto(bob, deck.deck_id, { format: "csv", text, commit: true })).statusCode).toBe(403);
    expect((await importInto(ada, 2_000_000_000, { format: "csv", text, commit: false })).statusCode).toBe(404);
    expect((await importInto(ada, deck.deck_id, { format: "xlsx", text, commit: false })).statusCode).toBe(400);
    expect(await cardsOf(deck.deck_id)).toEqual([]);
  });
});

describe("import pasted term/definition pairs (Quizlet's export)", () => {
  const pairs = "Paris\tFrance\nBerlin\tGermany\nRome\tItaly\nMadrid\tSpain\nLisbon\tPortugal\n";

  it("makes the term the question, its definition the answer, and three other definitions the incorrect ones", async () => {
    const deck = await createDeck(ada);
    const shown = await preview(deck.deck_id, { format: "pairs", text: pairs });
    expect(shown.invalid).toBe(0);
    const definitions = ["France", "Germany", "Italy", "Spain", "Portugal"];
    for (const [index, row] of shown.rows.entries()) {
      expect(row).toMatchObject(plainMultipleChoice);
      expect([row.Question, row.Answer]).toEqual([pairs.split("\n")[index]?.split("\t")[0], definitions[index]]);
      const incorrect = [row.Incorrect1, row.Incorrect2, row.Incorrect3];
      expect(new Set(incorrect).size).toBe(3);
      for (const answer of incorrect) expect(definitions.filter((d) => d !== row.Answer)).toContain(answer);
    }
    // The preview shows exactly what the import writes.
    await importInto(ada, deck.deck_id, { format: "pairs", text: pairs, commit: true });
    expect(textsOf(await cardsOf(deck.deck_id))).toEqual(
      shown.rows.map((row) => [row.Question, row.Answer, row.Incorrect1, row.Incorrect2, row.Incorrect3]),
    );
  });

  it("takes the separators the user chose", async () => {
    const deck = await createDeck(ada);
    const text = "1 + 1 - 2; 2 + 2 - 4; 3 + 3 - 6; 4 + 4 - 8";
    const shown = await preview(deck.deck_id, {
      format: "pairs",
      text,
      termSeparator: "dash",
      rowSeparator: "semicolon",
    });
    expect(shown.rows.map((row) => [row.Question, row.Answer])).toEqual([
      ["1 + 1", "2"],
      ["2 + 2", "4"],
      ["3 + 3", "6"],
      ["4 + 4", "8"],
    ]);
    const custom = await preview(deck.deck_id, {
      format: "pairs",
      text: "a=>1|b=>2|c=>3|d=>4",
      termSeparator: { custom: "=>" },
      rowSeparator: { custom: "|" },
    });
    expect(custom.rows.map((row) => row.Answer)).toEqual(["1", "2", "3", "4"]);
  });

  it("needs at least 4 pairs, and marks a line without a separator", async () => {
    const deck = await createDeck(ada);
    const few = await importInto(ada, deck.deck_id, { format: "pairs", text: "a\t1\nb\t2\nc\t3", commit: false });
    expect(few.statusCode).toBe(400);
    expect(few.json().message).toBe(
      "At least 4 pairs are needed: the incorrect answers are drawn from the other definitions (this list has 3)",
    );
    const shown = await preview(deck.deck_id, { format: "pairs", text: `${pairs}no separator here\n` });
    expect(shown.rows.at(-1)).toMatchObject({ line: 6, errors: ["No separator between term and definition"] });
  });
});

describe("the image description in files (issue 29 point 6)", () => {
  it("imports an Image_alt column, exports it in CSV and JSON, and the CSV imports back the same", async () => {
    const deck = await createDeck(ada, "Described");
    const text = `${HEADER},Image_alt\nNile?,Egypt,Peru,Chad,Iran,A felucca on the river\nSeine?,France,Peru,Chad,Iran,\n`;
    const shown = await preview(deck.deck_id, { format: "csv", text });
    expect(shown.rows.map((row) => [row.Question, row.Image_alt, row.errors])).toEqual([
      ["Nile?", "A felucca on the river", []],
      ["Seine?", "", []],
    ]);
    await importInto(ada, deck.deck_id, { format: "csv", text, commit: true });
    expect((await cardsOf(deck.deck_id)).map((card) => card.Image_alt)).toEqual(["A felucca on the river", ""]);

    const csv = await as(t.app, bob).get(`/api/decks/${deck.deck_id}/cards.csv`);
    expect(csv.body).toBe(`\uFEFF${text}`);
    const json = (await as(t.app, bob).get(`/api/decks/${deck.deck_id}/cards.json`)).json();
    expect(json.cards.map((card: CardRecord) => card.Image_alt)).toEqual(["A felucca on the river", ""]);
    const copy = await createDeck(ada, "Copy");
    await importInto(ada, copy.deck_id, { format: "csv", text: csv.body, commit: true });
    expect((await cardsOf(copy.deck_id)).map((card) => card.Image_alt)).toEqual(["A felucca on the river", ""]);
  });

  it("marks a description over 200 characters as the row's problem, and counts six columns with the header", async () => {
    const deck = await createDeck(ada);
    const text = `${HEADER},Image_alt\nq?,a,b,c,d,${"x".repeat(201)}\nr?,a,b,c,d,e,extra\n`;
    const shown = await preview(deck.deck_id, { format: "csv", text });
    expect(shown.rows.map((row) => row.errors)).toEqual([
      ["Image_alt must be at most 200 characters"],
      ["Only 6 columns are read"],
    ]);
  });
});

describe("export (issue 13 item 4)", () => {
  it("gives any reader the deck as CSV, formula cells escaped, and the CSV imports back into the same cards", async () => {
    const deck = await createDeck(ada, "Spreadsheet tricks");
    const texts = { Question: "=1+1", Answer: "+2", Incorrect1: "-3", Incorrect2: "@4", Incorrect3: 'a "quote", here' };
    await as(t.app, ada).post(`/api/cards/${deck.deck_id}`, texts);
    const response = await as(t.app, bob).get(`/api/decks/${deck.deck_id}/cards.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe("attachment; filename=Spreadsheet-tricks.csv");
    expect(response.body).toBe(`\uFEFF${HEADER},Image_alt\n'=1+1,'+2,'-3,'@4,"a ""quote"", here",\n`);

    const copy = await createDeck(ada, "Copy");
    await importInto(ada, copy.deck_id, { format: "csv", text: response.body, commit: true });
    expect(textsOf(await cardsOf(copy.deck_id))).toEqual([Object.values(texts)]);
  });

  it("names the file after a title in any script: an ASCII name for old browsers, the title itself for the others", async () => {
    const arabic = await createDeck(ada, "عواصم العالم");
    const arabicName = (await as(t.app, bob).get(`/api/decks/${arabic.deck_id}/cards.csv`)).headers[
      "content-disposition"
    ];
    expect(arabicName).toBe(
      `attachment; filename=deck.csv; filename*=UTF-8''${encodeURIComponent("عواصم-العالم.csv")}`,
    );
    const french = await createDeck(ada, 'Économie "quoted" / 日本語');
    const frenchName = (await as(t.app, bob).get(`/api/decks/${french.deck_id}/cards.json`)).headers[
      "content-disposition"
    ];
    expect(frenchName).toBe(
      `attachment; filename=Economie-quoted.json; filename*=UTF-8''${encodeURIComponent("Économie-quoted-日本語.json")}`,
    );
  });

  it("gives the deck as JSON with its title, and 404 for a deck that does not exist", async () => {
    const deck = await createDeck(ada, "Rivers");
    await as(t.app, ada).post(`/api/cards/${deck.deck_id}`, { Question: "Longest?", Answer: "Nile" });
    const response = await as(t.app, bob).get(`/api/decks/${deck.deck_id}/cards.json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe("attachment; filename=Rivers.json");
    expect(response.json()).toEqual({
      title: "Rivers",
      cards: [
        {
          Question: "Longest?",
          Answer: "Nile",
          Incorrect1: "",
          Incorrect2: "",
          Incorrect3: "",
          Image_alt: "",
          ...plainMultipleChoice,
        },
      ],
    });
    expect((await as(t.app, bob).get("/api/decks/2000000000/cards.json")).statusCode).toBe(404);
  });
});

describe("a deck file in the requester's language (issue 33)", () => {
  const exportAs = (language: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/decks/${deckId}/cards.csv`,
      headers: { cookie: `${bob.cookie}; qd_lang=${language}` },
    });
  let deckId: number;

  it("names the columns in Spanish or Arabic, and either file imports back the same cards", async () => {
    const deck = await createDeck(ada, "Ríos");
    deckId = deck.deck_id;
    const text = `${HEADER},Image_alt\nNile?,Egypt,Peru,Chad,Iran,A felucca\n`;
    await importInto(ada, deckId, { format: "csv", text, commit: true });

    const spanish = (await exportAs("es")).body;
    expect(spanish).toBe(
      "\uFEFFPregunta,Respuesta,Incorrecta1,Incorrecta2,Incorrecta3,Descripción_imagen\nNile?,Egypt,Peru,Chad,Iran,A felucca\n",
    );
    const arabic = (await exportAs("ar")).body;
    expect(arabic.split("\n")[0]).toBe("\uFEFFالسؤال,الإجابة,خاطئة1,خاطئة2,خاطئة3,وصف_الصورة");
    for (const file of [spanish, arabic]) {
      const copy = await createDeck(ada, "Copia");
      await importInto(ada, copy.deck_id, { format: "csv", text: file, commit: true });
      expect(textsOf(await cardsOf(copy.deck_id))).toEqual(textsOf(await cardsOf(deckId)));
      expect((await cardsOf(copy.deck_id)).map((card) => card.Image_alt)).toEqual(["A felucca"]);
    }
  });

  it("reads a header in any letter case and without its accents, and keeps English for an unknown language", async () => {
    const text = "PREGUNTA,respuesta,Incorrecta1,incorrecta2,Incorrecta3,Descripcion_imagen\nq?,a,b,c,d,alt\n";
    const shown = await preview(deckId, { format: "csv", text });
    expect(shown.rows.map((row) => [row.Question, row.Image_alt, row.errors])).toEqual([["q?", "alt", []]]);
    expect((await exportAs("fr")).body.split("\n")[0]).toBe(`\uFEFF${HEADER},Image_alt`);
  });
});

describe("question types in files (issue 30)", () => {
  const TYPED_HEADER = `${HEADER},Image_alt,Type,Time_limit,Points,${Array.from({ length: 9 }, (_, at) => `Choice${at + 1}`).join(",")},Correct`;
  const oneOfEach = [
    { Question: "2+2?", Answer: "4", Incorrect1: "5", Incorrect2: "3", Time_limit: 30, Points: "double" },
    { Type: "true_false", Question: "The sun is a star", Answer: "True", Image_alt: "The sun at noon" },
    { Type: "type_answer", Question: "Capital of France?", Answer: "Paris", Choices: ["Paname", "=Lutetia"] },
    { Type: "select_all", Question: "Primes?", Choices: ["2", "4", "5", "-9"], Correct: [0, 2], Points: "none" },
    { Type: "poll", Question: "Best fruit?", Choices: ["Apple", "Pear"], Time_limit: 10 },
    { Type: "order", Question: "Smallest first", Choices: ["1", "2", "3", "4", "5", "6"] },
  ];
  const withoutIds = (cards: CardRecord[]) => cards.map(({ Card_id, Deck_id, ...card }) => card);

  it("exports a deck with one card of each type with the type columns, and the file imports as the same cards", async () => {
    const deck = await createDeck(ada, "Every type");
    for (const card of oneOfEach) {
      expect((await as(t.app, ada).post(`/api/cards/${deck.deck_id}`, card)).statusCode).toBe(201);
    }
    const csv = await as(t.app, bob).get(`/api/decks/${deck.deck_id}/cards.csv`);
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\n");
    expect(header).toBe(TYPED_HEADER);
    expect(lines).toEqual([
      "2+2?,4,5,3,,,multiple_choice,30,double,,,,,,,,,,",
      "The sun is a star,True,False,,,The sun at noon,true_false,,standard,,,,,,,,,,",
      "Capital of France?,Paris,,,,,type_answer,,standard,Paname,'=Lutetia,,,,,,,,",
      "Primes?,,,,,,select_all,,none,2,4,5,'-9,,,,,,1 3",
      "Best fruit?,,,,,,poll,10,standard,Apple,Pear,,,,,,,,",
      "Smallest first,,,,,,order,,standard,1,2,3,4,5,6,,,,",
    ]);

    const copy = await createDeck(ada, "Copy");
    const shown = await preview(copy.deck_id, { format: "csv", text: csv.body });
    expect(shown.invalid).toBe(0);
    expect(shown.rows.map((row) => row.Type)).toEqual(oneOfEach.map((card) => card.Type ?? "multiple_choice"));
    const committed = await importInto(ada, copy.deck_id, { format: "csv", text: csv.body, commit: true });
    expect(committed.json()).toMatchObject({ imported: 6, invalid: 0 });
    expect(withoutIds(await cardsOf(copy.deck_id))).toEqual(withoutIds(await cardsOf(deck.deck_id)));

    const json = (await as(t.app, bob).get(`/api/decks/${deck.deck_id}/cards.json`)).json();
    expect(json.cards).toEqual(withoutIds(await cardsOf(deck.deck_id)).map(({ image, ...card }) => card));
  });

  it("reads the types and points by their names in any case, Correct numbers with commas, and TRUE as True", async () => {
    const deck = await createDeck(ada);
    const text = [
      `${HEADER},type,points,choice1,choice2,choice3,correct`,
      "Water is wet,true,,,,True or false,,,,,",
      '"Even numbers?",,,,,SELECT ALL THAT APPLY,Double,2,3,4,"1, 3"',
      "Capital of Peru?,Lima,,,,type the answer,,,,,",
      "Plain?,Yes,No,,,,,,,,",
    ].join("\n");
    const shown = await preview(deck.deck_id, { format: "csv", text });
    expect(shown.rows.map(({ line, errors, Image_alt, ...row }) => row)).toEqual([
      {
        ...plainMultipleChoice,
        Type: "true_false",
        Question: "Water is wet",
        Answer: "True",
        Incorrect1: "False",
        Incorrect2: "",
        Incorrect3: "",
      },
      {
        ...plainMultipleChoice,
        Type: "select_all",
        Question: "Even numbers?",
        Answer: "",
        Incorrect1: "",
        Incorrect2: "",
        Incorrect3: "",
        Choices: ["2", "3", "4"],
        Correct: [0, 2],
        Points: "double",
      },
      {
        ...plainMultipleChoice,
        Type: "type_answer",
        Question: "Capital of Peru?",
        Answer: "Lima",
        Incorrect1: "",
        Incorrect2: "",
        Incorrect3: "",
      },
      { ...plainMultipleChoice, Question: "Plain?", Answer: "Yes", Incorrect1: "No", Incorrect2: "", Incorrect3: "" },
    ]);
    expect(shown.invalid).toBe(0);
  });

  it("marks each type's bad rows with the cards API's own messages and writes nothing", async () => {
    const deck = await createDeck(ada);
    // Each row: its Answer, Type, Time_limit, Points, choices and Correct cells, and the one error it has.
    const rows: [string, string, string, string, string[], string, string][] = [
      ["Maybe", "true_false", "", "", [], "", "Answer must be True or False"],
      ["", "type_answer", "", "", [], "", "Add the answer"],
      ["", "select_all", "", "", ["a", "b", "c"], "", "Mark at least one choice as right"],
      ["", "select_all", "", "", ["a", "b", "c"], "4", "Correct must name choices of this card"],
      [
        "",
        "select_all",
        "",
        "",
        ["a", "b"],
        "first",
        "Correct must be the numbers of the right choices, 1 to 9, such as “1 3”",
      ],
      ["", "poll", "", "", ["a"], "", "Add at least 2 choices"],
      ["", "poll", "", "", ["a", "b"], "1", "Only a select-all card marks Correct choices"],
      ["", "poll", "", "", ["a", " ", "c"], "", "A choice must not be blank"],
      ["", "order", "", "", ["a", "b", "c", "d", "e", "f", "g"], "", "A put in order card has at most 6 items"],
      ["4", "multiple_choice", "", "", ["a"], "", "A multiple choice card has no Choices"],
      [
        "4",
        "essay",
        "",
        "",
        ["a"],
        "",
        "Type must be one of multiple_choice, true_false, type_answer, select_all, poll, order, or its name such as “True or false”",
      ],
      ["", "poll", "0", "", ["a", "b"], "", "Time_limit must be 1 to 220 seconds"],
      ["", "poll", "soon", "", ["a", "b"], "", "Time_limit must be a number of seconds, or empty for the game's timer"],
      ["", "poll", "", "triple", ["a", "b"], "", "Points must be one of standard, double, none"],
    ];
    const choiceCells = (choices: string[]) => Array.from({ length: 9 }, (_, at) => choices[at] ?? "");
    const text = [
      TYPED_HEADER,
      ...rows.map(([answer, type, seconds, points, choices, correct], at) =>
        [`Q${at}?`, answer, "3", "", "", "", type, seconds, points, ...choiceCells(choices), correct].join(","),
      ),
    ].join("\n");
    const shown = await preview(deck.deck_id, { format: "csv", text });
    expect(shown.rows.map((row) => row.errors)).toEqual(rows.map((row) => [row[6]]));
    const committed = await importInto(ada, deck.deck_id, { format: "csv", text, commit: true });
    expect(committed.statusCode).toBe(400);
    expect(await cardsOf(deck.deck_id)).toEqual([]);
  });

  it.each([
    [
      "an unknown column",
      `${HEADER},Difficulty\nq,a,b,c,d,hard`,
      "Column 6, “Difficulty”, is not one an import reads: after Question,Answer,Incorrect1,Incorrect2,Incorrect3 come any of Image_alt, Type, Time_limit, Points, Choice1 to Choice9, Correct",
    ],
    ["a column twice", `${HEADER},Type,type\nq,a,b,c,d,,`, "The header has the column Type twice"],
  ])("refuses a header with %s", async (_label, text, message) => {
    const deck = await createDeck(ada);
    const response = await importInto(ada, deck.deck_id, { format: "csv", text, commit: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
