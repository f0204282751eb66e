import type { CardType } from "@quizdeck/shared/card-types";
import type { GameReport, ReportPlayer } from "@quizdeck/shared/reports";
import type { CardForClient, QuestionEnded, QuestionResult } from "@quizdeck/shared/socket-events";
import { parse as parseCsv } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, signUp, type TestUser } from "../../../test/helper";
import {
  type ClientSocket,
  type LiveApp,
  lobbyWithDeck,
  next,
  request,
  startLiveApp,
} from "../../../test/socket-helper";
import { cards, decks } from "../../db/schema";

/** Issue 30: a game with one card of each type, played over real sockets. */
let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
});
afterAll(() => live.close());

type Frame = { event: string; payload: unknown };

/** Every frame a socket hears from now on, in order. */
function framesOf(socket: ClientSocket): Frame[] {
  const frames: Frame[] = [];
  socket.onAny((event: string, payload: unknown) => frames.push({ event, payload }));
  return frames;
}

/** The frames heard before the question closed, from the first after `from`. */
const beforeClose = (frames: Frame[], from: number) => {
  const rest = frames.slice(from);
  const close = rest.findIndex((frame) => frame.event === "question_ended");
  return close === -1 ? rest : rest.slice(0, close);
};

/** Keys that say what is right; none may reach anyone before the question closes. */
const REVEALING = ["correct", "points", "outcome", "correctIndex", "correctIndexes", "accepted", "words", "Scores"];
function revealingKeys(frames: Frame[]): string[] {
  const found = new Set<string>();
  JSON.stringify(frames, (key, value) => {
    if (REVEALING.includes(key)) found.add(key);
    return value;
  });
  return [...found];
}

const ORDER = ["Mercury", "Venus", "Earth", "Mars"];
const deckCards: { type: CardType; question: string; fields: Partial<typeof cards.$inferInsert> }[] = [
  {
    type: "multiple_choice",
    question: "Capital of France?",
    fields: { answer: "Paris", incorrect1: "Lyon", incorrect2: "Nice" },
  },
  { type: "true_false", question: "The Moon is a planet", fields: { answer: "False", incorrect1: "True" } },
  { type: "type_answer", question: "Capital of Australia?", fields: { answer: "Canberra", choices: ["CBR"] } },
  {
    type: "select_all",
    question: "Which are even?",
    fields: { choices: ["Two", "Three", "Four", "Five"], correct: [0, 2], points: "double" },
  },
  { type: "poll", question: "Tea or coffee?", fields: { choices: ["Tea", "Coffee"] } },
  { type: "order", question: "Closest to the Sun first", fields: { choices: ORDER, timeLimit: 45 } },
];

async function mixedDeck(author: TestUser, picked = deckCards): Promise<number> {
  const db = live.t.database.db;
  const [deck] = await db.insert(decks).values({ title: "Mixed", userId: author.id }).returning({ id: decks.id });
  for (const { type, question, fields } of picked) {
    await db.insert(cards).values({ deckId: deck!.id, type, question, ...fields });
  }
  return deck!.id;
}

/** Ann's right answer and Ben's wrong one to the shown card, in its type's form. */
function answersTo(card: CardForClient): [Record<string, unknown>, Record<string, unknown>] {
  const shown = card.Card?.Answers ?? [];
  const at = (text: string) => shown.indexOf(text);
  switch (card.Card?.Type) {
    case "multiple_choice":
      return [{ Answer_id: at("Paris") }, { Answer_id: at("Lyon") }];
    case "true_false":
      return [{ Answer_id: at("False") }, { Answer_id: at("True") }];
    case "type_answer":
      // One typo forgiven in a long answer.
      return [{ Text: "canbera" }, { Text: "Sydney" }];
    case "select_all":
      return [{ Answer_ids: [at("Four"), at("Two")] }, { Answer_ids: [at("Two")] }];
    case "poll":
      return [{ Answer_id: at("Tea") }, { Answer_id: at("Tea") }];
    default:
      return [{ Answer_ids: ORDER.map(at) }, { Answer_ids: [...ORDER].reverse().map(at) }];
  }
}

/** What each question's close must say, by type. */
function expectReveal(card: CardForClient, ended: QuestionEnded, ann: QuestionResult, ben: QuestionResult) {
  const shown = card.Card?.Answers ?? [];
  const at = (text: string) => shown.indexOf(text);
  const type = card.Card?.Type;
  expect(ended.Type).toBe(type);
  expect([ann.outcome, ben.outcome]).toEqual(type === "poll" ? ["answered", "answered"] : ["correct", "incorrect"]);
  switch (type) {
    case "multiple_choice":
      expect(ended).toMatchObject({ correctIndex: at("Paris") });
      break;
    case "true_false":
      expect(ended).toMatchObject({ correctIndex: 1, counts: [1, 1] });
      break;
    case "type_answer":
      expect(ended).toMatchObject({
        correctIndex: -1,
        accepted: ["Canberra", "CBR"],
        words: [
          { text: "canbera", count: 1, accepted: "Canberra" },
          { text: "Sydney", count: 1, accepted: null },
        ],
      });
      expect(ann.accepted).toEqual(["Canberra", "CBR"]);
      break;
    case "select_all":
      expect(ended.correctIndexes).toEqual([at("Two"), at("Four")].sort());
      expect(ended.counts[at("Two")]).toBe(2);
      // Double points: first of two, right.
      expect(ann.points).toBe(3000);
      break;
    case "poll":
      expect(ended).toMatchObject({ correctIndex: -1, counts: [2, 0] });
      expect([ann.points, ben.points]).toEqual([0, 0]);
      break;
    default:
      expect(ended).toMatchObject({ correctIndex: -1, correctIndexes: ORDER.map(at), counts: [] });
      expect(ann.correctIndexes).toEqual(ORDER.map(at));
  }
}

describe("every question type over real sockets (issue 30)", () => {
  it("plays one card of each type: judged on the server, nothing of the answer shown before the close", async () => {
    const host = await signUp(live.t.app);
    const [annUser, benUser] = [await signUp(live.t.app), await signUp(live.t.app)] as [TestUser, TestUser];
    const deckId = await mixedDeck(host);
    const { gameId, hostSocket, sockets } = await lobbyWithDeck(live, host, [annUser, benUser], deckId);
    const [ann, ben] = sockets as [ClientSocket, ClientSocket];
    const heard = [hostSocket, ann, ben].map(framesOf);
    let nextCard = next(ann, "card_for_client");
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });

    for (const [index, { type }] of deckCards.entries()) {
      const card = await nextCard;
      const from = heard.map((frames) => frames.length - 1);
      expect(card.Card?.Type).toBe(type);
      expect(card.deadline - card.serverNow).toBe((type === "order" ? 45 : 60) * 1000);
      if (type === "type_answer") expect(card.Card?.Answers).toEqual([]);
      if (type === "true_false") expect(card.Card?.Answers).toEqual(["True", "False"]);
      if (type === "poll") expect(card.Card?.Answers).toEqual(["Tea", "Coffee"]);
      if (type === "order") {
        expect(card.Card?.Answers).not.toEqual(ORDER);
        expect([...(card.Card?.Answers ?? [])].sort()).toEqual([...ORDER].sort());
      }

      const [annAnswer, benAnswer] = answersTo(card);
      const ended = next(hostSocket, "question_ended");
      const [annResult, benResult] = [next(ann, "question_result"), next(ben, "question_result")];
      const annCheck = next(ann, "check_answer");
      expect(await request(ann, "submit_answer", { Game_id: gameId, ...annAnswer })).toEqual({ ok: true });
      // Locked in, echoed as sent: nothing says whether it was right.
      expect(await annCheck).toEqual({ Answer_id: -1, ...annAnswer, position: 1, totalPos: 2 });
      expect(await request(ben, "submit_answer", { Game_id: gameId, ...benAnswer })).toEqual({ ok: true });
      expectReveal(card, await ended, await annResult, await benResult);

      for (const [who, frames] of heard.entries()) {
        const early = beforeClose(frames, from[who] as number);
        expect(revealingKeys(early), `${type}, socket ${who}`).toEqual([]);
        // Ann's echo holds what she typed ("canbera"): no accepted answer reaches anyone before the close.
        if (type === "type_answer") expect(JSON.stringify(early)).not.toMatch(/Canberra|CBR/);
      }

      expect(await request(hostSocket, "send_next_card", { Game_id: gameId })).toEqual({ ok: true });
      if (index < deckCards.length - 1) nextCard = next(ann, "card_for_client");
      expect(await request(hostSocket, "send_next_card", { Game_id: gameId })).toEqual({ ok: true });
    }

    const read = () => as(live.t.app, host).get(`/api/games/${gameId}/report`);
    await expect.poll(async () => (await read()).statusCode).toBe(200);
    const report: GameReport = (await read()).json();
    expect(report.questions.map((question) => [question.type ?? "multiple_choice", question.correct])).toEqual([
      ["multiple_choice", 1],
      ["true_false", 1],
      ["type_answer", 1],
      ["select_all", 1],
      ["poll", 0],
      ["order", 1],
    ]);
    expect(report.questions[3]?.correctChoices).toEqual([0, 2]);
    const lineOf = async (user: TestUser): Promise<ReportPlayer> =>
      (await as(live.t.app, host).get(`/api/games/${gameId}/report/players/${user.id}`)).json();
    expect((await lineOf(annUser)).answers.map(({ text, result }) => [text, result])).toEqual([
      [undefined, undefined],
      [undefined, "correct"],
      ["canbera", "correct"],
      ["Two, Four", "correct"],
      [undefined, "answered"],
      ["Mercury → Venus → Earth → Mars", "correct"],
    ]);
    const csv: string[][] = parseCsv((await as(live.t.app, host).get(`/api/games/${gameId}/report.csv`)).body, {
      bom: true,
      from_line: 2,
    });
    expect(csv.filter((row) => row[1] === benUser.username).map((row) => [row[5], row[6], row[9]])).toEqual([
      ["Lyon", "Incorrect", "Multiple choice"],
      ["True", "Incorrect", "True or false"],
      ["Sydney", "Incorrect", "Type the answer"],
      ["Two", "Incorrect", "Select all that apply"],
      ["Tea", "Answered", "Poll"],
      ["Mars → Earth → Venus → Mercury", "Incorrect", "Put in order"],
    ]);

    // Study mode's queues: Ann answered everything right, so none of hers; Ben's missed ones, never the poll.
    const queue = async (user: TestUser) =>
      ((await as(live.t.app, user).get("/api/study/queue")).json().cards as { question: string }[])
        .map((card) => card.question)
        .sort();
    await expect.poll(() => queue(benUser)).toHaveLength(5);
    expect(await queue(benUser)).toEqual(
      deckCards
        .filter(({ type }) => type !== "poll")
        .map(({ question }) => question)
        .sort(),
    );
    expect(await queue(annUser)).toEqual([]);
  });

  it("refuses an answer in another form than the question's, with a message saying which", async () => {
    const host = await signUp(live.t.app);
    const player = await signUp(live.t.app);
    const deckId = await mixedDeck(
      host,
      deckCards.filter(({ type }) => type === "type_answer" || type === "order"),
    );
    const { gameId, hostSocket, sockets } = await lobbyWithDeck(live, host, [player], deckId);
    const socket = sockets[0] as ClientSocket;
    const typed = next(socket, "card_for_client");
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    await typed;
    const refused = (message: string) => ({ ok: false, error: { code: "invalid_payload", message } });
    const answer = (payload: Record<string, unknown>) =>
      request(socket, "submit_answer", { Game_id: gameId, ...payload });
    expect(await answer({ Answer_id: 0 })).toEqual(refused("This question takes a typed answer: send Text"));
    expect(await answer({ Text: "   " })).toEqual(refused("Type an answer"));
    expect(await answer({ Text: "Canberra", Answer_id: 0 })).toEqual(
      refused("Send one answer: Answer_id, Answer_ids or Text"),
    );
    expect(await answer({ Text: "Canberra" })).toEqual({ ok: true });

    const order = next(socket, "card_for_client");
    await request(hostSocket, "send_next_card", { Game_id: gameId });
    await request(hostSocket, "send_next_card", { Game_id: gameId });
    await order;
    expect(await answer({ Answer_ids: [0, 1, 2, 2] })).toEqual(refused("Each answer can be sent once"));
    expect(await answer({ Answer_ids: [0, 1, 2] })).toEqual(refused("Send every item once, in your order"));
    expect(await answer({ Text: "Mercury" })).toEqual(
      refused("This question takes every item in your order: send Answer_ids"),
    );
    expect(await answer({ Answer_ids: [0, 1, 2, 3] })).toEqual({ ok: true });
    await request(hostSocket, "end_game", { Game_id: gameId });
  });
});
