import type { GameReport } from "@quizdeck/shared/reports";
import type { CardForClient, GameSnapshot, PacedFinished, PacedProgress } from "@quizdeck/shared/socket-events";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, signUp, type TestUser } from "../../../test/helper";
import {
  type ClientSocket,
  type LiveApp,
  lobbyWithDeck,
  next,
  record,
  request,
  startLiveApp,
} from "../../../test/socket-helper";
import { studyQueue } from "../../../test/study-requests";
import { cards, decks, games } from "../../db/schema";

/** Issue 31: a student-paced game over real sockets — each student on their own question, the host watching. */
let live: LiveApp;
let host: TestUser;
let ann: TestUser;
let ben: TestUser;
beforeAll(async () => {
  live = await startLiveApp();
  host = await signUp(live.t.app, { display_name: "Teacher" });
  ann = await signUp(live.t.app, { display_name: "Ann" });
  ben = await signUp(live.t.app, { display_name: "Ben" });
});
afterAll(() => live.close());

/** A deck of `count` multiple-choice cards; their ids in order. */
async function deckOf(count: number): Promise<{ deckId: number; cardIds: number[] }> {
  const db = live.t.database.db;
  const [deck] = await db.insert(decks).values({ title: "Paced", userId: host.id }).returning({ id: decks.id });
  const cardIds: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const [card] = await db
      .insert(cards)
      .values({
        deckId: deck!.id,
        question: `Q${n}`,
        answer: `right ${n}`,
        incorrect1: `wrong ${n}a`,
        incorrect2: `wrong ${n}b`,
      })
      .returning({ id: cards.id });
    cardIds.push(card!.id);
  }
  return { deckId: deck!.id, cardIds };
}

/** A student-paced game of the deck with Ann and Ben in it, started: everyone's socket and every frame heard. */
async function pacedGame(deckId: number) {
  const lobby = await lobbyWithDeck(live, host, [ann, ben], deckId);
  const { gameId, hostSocket } = lobby;
  const settings = { selectedDeck: deckId, timePerQuestion: 60, shuffleDeck: false, pace: "student" };
  expect(await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings: settings })).toEqual({
    ok: true,
  });
  const [annSocket, benSocket] = lobby.sockets as [ClientSocket, ClientSocket];
  const frames = { ann: framesOf(annSocket), ben: framesOf(benSocket) };
  const firstCards = [next(annSocket, "card_for_client"), next(benSocket, "card_for_client")];
  expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
  const [annCard, benCard] = (await Promise.all(firstCards)) as [CardForClient, CardForClient];
  return { gameId, hostSocket, annSocket, benSocket, annCard, benCard, frames };
}

type Frame = { event: string; payload: unknown };
function framesOf(socket: ClientSocket): Frame[] {
  const frames: Frame[] = [];
  socket.onAny((event: string, payload: unknown) => frames.push({ event, payload }));
  return frames;
}

const rightOf = (card: CardForClient) => card.Card?.Answers.findIndex((text) => text.startsWith("right")) as number;
const cardIndexes = (frames: Frame[]) =>
  frames.filter((f) => f.event === "card_for_client").map((f) => (f.payload as CardForClient).CardIndex);
/** Keys that say what is right or what scored. */
const REVEALING = ["correct", "points", "outcome", "correctIndex", "correctIndexes", "accepted", "words", "Scores"];
const revealing = (frames: Frame[]) => REVEALING.filter((key) => JSON.stringify(frames).includes(`"${key}"`));

const lastProgress = (seen: PacedProgress[]) => seen.at(-1);
const rowOf = (seen: PacedProgress[], user: TestUser) =>
  lastProgress(seen)?.rows.find((row) => row.User_id === user.id);

describe("a student-paced game over real sockets (issue 31)", () => {
  it("lets two students be at different questions at once, each hearing only their own, the host the grid", async () => {
    const { deckId, cardIds } = await deckOf(3);
    const game = await pacedGame(deckId);
    const { gameId, hostSocket, annSocket, benSocket, frames } = game;
    const progress = record(hostSocket, "progress");
    expect(game.annCard).toMatchObject({ CardIndex: 0, totalCards: 3 });
    expect(game.benCard.CardIndex).toBe(0);

    expect(await request(annSocket, "next_question", { Game_id: gameId })).toEqual({
      ok: false,
      error: { code: "question_open", message: "Answer the question first or wait for its time to run out" },
    });
    const annResult = next(annSocket, "question_result");
    const annCheck = next(annSocket, "check_answer");
    const right = rightOf(game.annCard);
    expect(await request(annSocket, "submit_answer", { Game_id: gameId, Answer_id: right })).toEqual({ ok: true });
    expect(await annCheck).toMatchObject({ Answer_id: right, correct: true, points: expect.any(Number) });
    expect(await annResult).toMatchObject({ CardIndex: 0, outcome: "correct", correctIndex: right, rankChange: null });
    const annSecond = next(annSocket, "card_for_client");
    expect(await request(annSocket, "next_question", { Game_id: gameId })).toEqual({ ok: true });
    expect((await annSecond).CardIndex).toBe(1);

    // Ben is still on the first question: he heard nothing of Ann's answer, result or next question.
    expect(cardIndexes(frames.ben)).toEqual([0]);
    expect(revealing(frames.ben)).toEqual([]);
    const benResult = next(benSocket, "question_result");
    const wrong = (rightOf(game.benCard) + 1) % 3;
    expect(await request(benSocket, "submit_answer", { Game_id: gameId, Answer_id: wrong })).toEqual({ ok: true });
    expect(await benResult).toMatchObject({ CardIndex: 0, outcome: "incorrect", playerCount: 2 });
    expect(cardIndexes(frames.ann)).toEqual([0, 1]);

    await expect.poll(() => rowOf(progress, ben)?.cells).toEqual(["wrong", null, null]);
    expect(rowOf(progress, ann)).toMatchObject({ current: 1, answered: 1, correct: 1, cells: ["right", null, null] });
    expect(lastProgress(progress)).toMatchObject({ total: 2, finished: 0, questions: 3 });
    expect(lastProgress(progress)?.perQuestion[0]).toEqual({ answered: 2, correct: 1 });
    expect(await request(hostSocket, "send_next_card", { Game_id: gameId })).toEqual({
      ok: false,
      error: { code: "student_paced", message: "Students move on by themselves in a student-paced game" },
    });

    // Ann finishes; the host ends the game: the same end as a live game's.
    for (const n of [1, 2]) {
      const card = frames.ann.filter((f) => f.event === "card_for_client").at(-1)?.payload as CardForClient;
      expect(card.CardIndex).toBe(n);
      const result = next(annSocket, "question_result");
      await request(annSocket, "submit_answer", { Game_id: gameId, Answer_id: rightOf(card) });
      await result;
      const after = n === 2 ? next(annSocket, "paced_finished") : next(annSocket, "card_for_client");
      expect(await request(annSocket, "next_question", { Game_id: gameId })).toEqual({ ok: true });
      if (n === 2) expect(await after).toMatchObject({ correct: 3, answered: 3, total: 3 });
      else await after;
    }
    const annEnd = next(annSocket, "your_result");
    const ended = next(benSocket, "game_ended");
    expect(await request(hostSocket, "end_game", { Game_id: gameId })).toEqual({ ok: true });
    expect(await ended).toMatchObject({ started: true, message: "The host ended the game", playerCount: 2 });
    expect(await annEnd).toMatchObject({ rank: 1, playerCount: 2 });

    const read = () => as(live.t.app, host).get(`/api/games/${gameId}/report`);
    await expect.poll(async () => (await read()).statusCode).toBe(200);
    const report: GameReport = (await read()).json();
    expect(report.questions.map(({ answered, players, correct }) => [answered, players, correct])).toEqual([
      [2, 2, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);
    // Ben's missed question feeds his study queue; the two he never got do not.
    await expect
      .poll(async () => (await studyQueue(live.t.app, ben)).cards.map((card) => card.card_id))
      .toEqual([cardIds[0]]);
  });

  it("brings a student back to their own question with its original deadline, and their result after answering", async () => {
    const { deckId } = await deckOf(2);
    const { gameId, annSocket, annCard } = await pacedGame(deckId);
    annSocket.disconnect();
    const again = await live.connect(ann);
    const confirm = next(again, "player_confirm") as Promise<GameSnapshot>;
    expect(await request(again, "connect_game", { Game_id: gameId })).toEqual({ ok: true });
    const snapshot = await confirm;
    expect(snapshot).toMatchObject({ phase: "paced", answered: null, yourResult: null, pacedFinished: null });
    expect(snapshot.card).toMatchObject({ CardIndex: 0, deadline: annCard.deadline });
    expect(snapshot.settings.pace).toBe("student");

    const result = next(again, "question_result");
    await request(again, "submit_answer", { Game_id: gameId, Answer_id: rightOf(annCard) });
    await result;
    const confirmAgain = next(again, "player_confirm") as Promise<GameSnapshot>;
    expect(await request(again, "confirm_connection", { Game_id: gameId })).toEqual({ ok: true });
    const answered = await confirmAgain;
    expect(answered.card).toMatchObject({ CardIndex: 0, deadline: annCard.deadline });
    expect(answered.answered).toMatchObject({ correct: true });
    expect(answered.yourResult).toMatchObject({ CardIndex: 0, outcome: "correct" });
  });
});

/** Answers both questions of a two-question game, right or wrong as said, and asks past the last. */
async function answerBoth(socket: ClientSocket, gameId: string, firstCard: CardForClient, right: [boolean, boolean]) {
  let card = firstCard;
  for (const [n, isRight] of right.entries()) {
    const answer = isRight ? rightOf(card) : (rightOf(card) + 1) % 3;
    const result = next(socket, "question_result");
    await request(socket, "submit_answer", { Game_id: gameId, Answer_id: answer });
    await result;
    const after = n === 1 ? next(socket, "paced_finished") : next(socket, "card_for_client");
    await request(socket, "next_question", { Game_id: gameId });
    if (n === 1) return (await after) as PacedFinished;
    card = (await after) as CardForClient;
  }
  throw new Error("two questions");
}

describe("homework over real sockets: a student-paced game with a deadline (issue 31)", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const settingsWith = (deckId: number, changes: Record<string, unknown>) => ({
    selectedDeck: deckId,
    timePerQuestion: 60,
    shuffleDeck: false,
    pace: "student",
    allowLateJoins: false,
    ...changes,
  });

  it("refuses a deadline for a live game or out of range, and shows a good one in the settings", async () => {
    const { deckId } = await deckOf(1);
    const { gameId, hostSocket } = await lobbyWithDeck(live, host, [ann], deckId);
    const choose = (changes: Record<string, unknown>) =>
      request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings: settingsWith(deckId, changes) });
    const inOneDay = new Date(Date.now() + DAY).toISOString();
    expect(await choose({ pace: "teacher", deadline: inOneDay })).toEqual({
      ok: false,
      error: { code: "invalid_payload", message: "A deadline is for student-paced games" },
    });
    const outOfRange = { code: "invalid_payload", message: "Choose a deadline between now and 60 days ahead" };
    expect(await choose({ deadline: new Date(Date.now() + 30_000).toISOString() })).toEqual({
      ok: false,
      error: outOfRange,
    });
    expect(await choose({ deadline: new Date(Date.now() + 61 * DAY).toISOString() })).toEqual({
      ok: false,
      error: outOfRange,
    });
    expect((await choose({ deadline: "tomorrow" })).ok).toBe(false);
    const shown = next(hostSocket, "game_settings");
    expect(await choose({ deadline: inOneDay })).toEqual({ ok: true });
    expect(await shown).toMatchObject({ pace: "student", deadline: inOneDay, allowLateJoins: false });
    // Kept with the game, so that a join after it can say the deadline passed.
    const [row] = await live.t.database.db.select().from(games).where(eq(games.id, gameId));
    expect(row?.homeworkDeadline?.toISOString()).toBe(inOneDay);
    expect(await choose({ deadline: null })).toEqual({ ok: true });
    const [now] = await live.t.database.db.select().from(games).where(eq(games.id, gameId));
    expect(now?.homeworkDeadline).toBeNull();
  });

  it("lets a student join after the start, leave and come back on a new socket where they stopped", async () => {
    const { deckId } = await deckOf(2);
    const { gameId, hostSocket } = await lobbyWithDeck(live, host, [ann], deckId);
    const deadline = new Date(Date.now() + 2 * DAY).toISOString();
    const settings = settingsWith(deckId, { deadline });
    expect(await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings: settings })).toEqual({
      ok: true,
    });
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    hostSocket.disconnect();

    // Ben comes after the start (late joins are off, but this is homework) and gets his first question at once.
    const benSocket = await live.connect(ben);
    const firstCard = next(benSocket, "card_for_client");
    const confirm = next(benSocket, "player_confirm") as Promise<GameSnapshot>;
    expect(await request(benSocket, "connect_game", { Game_id: gameId })).toEqual({ ok: true });
    const card = await firstCard;
    expect(card).toMatchObject({ CardIndex: 0, totalCards: 2 });
    expect((await confirm).settings).toMatchObject({ pace: "student", deadline });
    const result = next(benSocket, "question_result");
    await request(benSocket, "submit_answer", { Game_id: gameId, Answer_id: rightOf(card) });
    expect(await result).toMatchObject({ CardIndex: 0, outcome: "correct" });
    const second = next(benSocket, "card_for_client");
    expect(await request(benSocket, "next_question", { Game_id: gameId })).toEqual({ ok: true });
    const secondCard = await second;
    benSocket.disconnect();

    // Later, on another device: his second question, its time running since it was sent.
    const again = await live.connect(ben);
    const back = next(again, "player_confirm") as Promise<GameSnapshot>;
    expect(await request(again, "connect_game", { Game_id: gameId })).toEqual({ ok: true });
    const snapshot = await back;
    expect(snapshot.card).toMatchObject({ CardIndex: 1, deadline: secondCard.deadline });
    expect(snapshot.you).toMatchObject({ score: expect.any(Number) });
    const lastResult = next(again, "question_result");
    await request(again, "submit_answer", { Game_id: gameId, Answer_id: rightOf(secondCard) });
    expect(await lastResult).toMatchObject({ CardIndex: 1, outcome: "correct" });
  });
  it("gives homework's attempts: try again on another device, and the best attempt counts in the report", async () => {
    const { deckId, cardIds } = await deckOf(2);
    const { gameId, hostSocket, sockets } = await lobbyWithDeck(live, host, [ann], deckId);
    const choose = (changes: Record<string, unknown>) =>
      request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings: settingsWith(deckId, changes) });
    const deadline = new Date(Date.now() + DAY).toISOString();
    expect(await choose({ deadline, attempts: 6 })).toEqual({
      ok: false,
      error: { code: "invalid_payload", message: "Attempts must be a whole number from 1 to 5" },
    });
    expect(await choose({ deadline: null, attempts: 2 })).toEqual({
      ok: false,
      error: { code: "invalid_payload", message: "Attempts are for homework" },
    });
    expect(await choose({ deadline, attempts: 2 })).toEqual({ ok: true });
    const annSocket = sockets[0] as ClientSocket;
    const first = next(annSocket, "card_for_client");
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    // The first attempt: question 1 right, question 2 wrong.
    const firstAttempt = await answerBoth(annSocket, gameId, await first, [true, false]);
    expect(firstAttempt).toMatchObject({ attempt: 1, attempts: 2, correct: 1 });
    expect(firstAttempt.bestScore).toBe(firstAttempt.score);
    annSocket.disconnect();

    // On another device she tries again, starts at question 1 and does worse.
    const phone = await live.connect(ann);
    const back = next(phone, "player_confirm") as Promise<GameSnapshot>;
    expect(await request(phone, "connect_game", { Game_id: gameId })).toEqual({ ok: true });
    expect((await back).pacedFinished).toEqual(firstAttempt);
    const again = next(phone, "card_for_client");
    expect(await request(phone, "try_again", { Game_id: gameId })).toEqual({ ok: true });
    const secondCard = await again;
    expect(secondCard).toMatchObject({ CardIndex: 0 });
    const secondAttempt = await answerBoth(phone, gameId, secondCard, [false, false]);
    expect(secondAttempt).toMatchObject({ attempt: 2, correct: 0, bestScore: firstAttempt.score });
    expect(await request(phone, "try_again", { Game_id: gameId })).toEqual({
      ok: false,
      error: { code: "no_attempts_left", message: "You have used all your attempts" },
    });

    expect(await request(hostSocket, "end_game", { Game_id: gameId })).toEqual({ ok: true });
    const read = () => as(live.t.app, host).get(`/api/games/${gameId}/report`);
    await expect.poll(async () => (await read()).statusCode).toBe(200);
    const report: GameReport = (await read()).json();
    expect(report.players.items).toEqual([
      expect.objectContaining({ username: "Ann", score: firstAttempt.score, correct: 1 }),
    ]);
    expect(report.questions.map(({ players, answered, correct }) => [players, answered, correct])).toEqual([
      [1, 1, 1],
      [1, 1, 0],
    ]);
    // Her study queue gets the question her counted attempt missed, not the one only the other attempt missed.
    const annQueue = async () => (await studyQueue(live.t.app, ann)).cards.map((c) => c.card_id);
    await expect.poll(annQueue).toContain(cardIds[1]);
    expect(await annQueue()).not.toContain(cardIds[0]);
  });
});
