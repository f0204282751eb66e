import { messages } from "@quizdeck/shared/messages";
import type { CardForClient, ServerToClientEvents } from "@quizdeck/shared/socket-events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createGameAs, signUp, type TestUser } from "../../../test/helper";
import { type ClientSocket, type LiveApp, next, request, startLiveApp } from "../../../test/socket-helper";
import { cards, decks } from "../../db/schema";

/** Issue 11: who receives what — results per player, the host's notices, the kicked player. */
let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
});
afterAll(() => live.close());

type Seen = { [E in keyof ServerToClientEvents]?: Parameters<ServerToClientEvents[E]>[0][] };

/** Everything a socket hears from now on, by event. */
function listenAll(socket: ClientSocket): Seen {
  const seen: Record<string, unknown[]> = {};
  socket.onAny((event: string, payload: unknown) => {
    seen[event] ??= [];
    seen[event].push(payload);
  });
  return seen as Seen;
}

async function deckFor(author: TestUser): Promise<number> {
  const db = live.t.database.db;
  const [deck] = await db.insert(decks).values({ title: "Rivers", userId: author.id }).returning({ id: decks.id });
  for (const n of [1, 2, 3]) {
    await db.insert(cards).values({
      deckId: deck!.id,
      question: `Question ${n}`,
      answer: `right ${n}`,
      incorrect1: `wrong ${n}a`,
      incorrect2: `wrong ${n}b`,
      incorrect3: `wrong ${n}c`,
    });
  }
  return deck!.id;
}

const rightOf = (card: CardForClient) => card.Card?.Answers.findIndex((text) => text.startsWith("right")) as number;

/** A host and players in a started game at its first card; every socket's events recorded from the lobby on. */
async function startedGame(playerCount: number, choices: { revealOnAnswer?: boolean } = {}) {
  const host = await signUp(live.t.app);
  const players: TestUser[] = [];
  for (let n = 0; n < playerCount; n += 1) players.push(await signUp(live.t.app));
  const deckId = await deckFor(host);
  const gameId = await createGameAs(live.t.app, host);
  const hostSocket = await live.connect(host);
  const hostSeen = listenAll(hostSocket);
  expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  const sockets: ClientSocket[] = [];
  const seen: Seen[] = [];
  for (const player of players) {
    const socket = await live.connect(player);
    seen.push(listenAll(socket));
    expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    sockets.push(socket);
  }
  const settings = { selectedDeck: deckId, timePerQuestion: 60, shuffleDeck: false, ...choices };
  expect(await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings: settings })).toEqual({
    ok: true,
  });
  const firstCard = next(sockets[0]!, "card_for_client");
  expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
  return { gameId, host, hostSocket, hostSeen, players, sockets, seen, card: await firstCard };
}

/** The keys that tell right from wrong, wherever they appear in what a player heard. */
const REVEALING = ["correct", "points", "outcome", "correctIndex", "rankChange", "Scores"];
function revealingKeys(seen: Seen): string[] {
  const found = new Set<string>();
  JSON.stringify(seen, (key, value) => {
    if (REVEALING.includes(key)) found.add(key);
    return value;
  });
  return [...found];
}

describe("right or wrong, told at the question's close (issue 29)", () => {
  it("by default no frame before the close tells right from wrong: a right and a wrong answer hear the same", async () => {
    const game = await startedGame(3);
    const [ann, ben] = game.sockets as [ClientSocket, ClientSocket, ClientSocket];
    const [annSeen, benSeen] = game.seen as [Seen, Seen, Seen];
    const right = rightOf(game.card);
    expect(await request(ann, "submit_answer", { Game_id: game.gameId, Answer_id: right })).toEqual({ ok: true });
    expect(await request(ben, "submit_answer", { Game_id: game.gameId, Answer_id: (right + 1) % 4 })).toEqual({
      ok: true,
    });
    // A reconnect during the question too: the snapshot says "locked in", and the score from before it.
    for (const socket of [ann, ben]) {
      const snapshot = next(socket, "player_confirm");
      await request(socket, "confirm_connection", { Game_id: game.gameId });
      expect((await snapshot).you?.score).toBe(0);
    }
    expect(annSeen.check_answer).toEqual([{ Answer_id: right, position: 1, totalPos: 3 }]);
    expect(benSeen.check_answer).toEqual([{ Answer_id: (right + 1) % 4, position: 2, totalPos: 3 }]);
    expect(Object.keys(annSeen).sort()).toEqual(Object.keys(benSeen).sort());
    expect(revealingKeys(annSeen)).toEqual([]);
    expect(revealingKeys(benSeen)).toEqual([]);

    // At the close each hears their own result, points and score.
    const annResult = next(ann, "question_result");
    await request(game.hostSocket, "send_next_card", { Game_id: game.gameId });
    expect(await annResult).toMatchObject({ outcome: "correct", points: 1667, score: 1667 });
    await expect.poll(() => benSeen.question_result?.[0]).toMatchObject({ outcome: "incorrect", points: 334 });
    await request(game.hostSocket, "end_game", { Game_id: game.gameId });
  });

  it('"as soon as they answer": each check carries right or wrong, the points and the new score', async () => {
    const game = await startedGame(2, { revealOnAnswer: true });
    const [ann] = game.sockets as [ClientSocket, ClientSocket];
    const right = rightOf(game.card);
    const check = next(ann, "check_answer");
    await request(ann, "submit_answer", { Game_id: game.gameId, Answer_id: right });
    expect(await check).toEqual({
      Answer_id: right,
      position: 1,
      totalPos: 2,
      correct: true,
      points: 1500,
      score: 1500,
    });
    expect(game.hostSeen.game_settings?.at(-1)).toMatchObject({ revealOnAnswer: true });
    await request(game.hostSocket, "end_game", { Game_id: game.gameId });
  });
});

describe("Lock game over real sockets (issue 29)", () => {
  it('keeps a new player out with "This game is locked" until the host unlocks; a player in comes back', async () => {
    const game = await startedGame(1);
    const [ann] = game.sockets as [ClientSocket];
    const locked = next(game.hostSocket, "game_locked");
    expect(await request(game.hostSocket, "lock_game", { Game_id: game.gameId, locked: true })).toEqual({ ok: true });
    expect(await locked).toEqual({ locked: true });
    expect(await request(ann, "lock_game", { Game_id: game.gameId, locked: false })).toMatchObject({
      ok: false,
      error: { code: "not_host" },
    });

    const dan = await live.connect(await signUp(live.t.app));
    expect(await request(dan, "join_lobby", { Game_id: game.gameId })).toEqual({
      ok: false,
      error: { code: "game_locked", message: messages.gameLocked },
    });
    ann.disconnect();
    const annBack = await live.connect(game.players[0]!);
    expect(await request(annBack, "connect_game", { Game_id: game.gameId })).toEqual({ ok: true });

    await request(game.hostSocket, "lock_game", { Game_id: game.gameId, locked: false });
    expect(await request(dan, "join_lobby", { Game_id: game.gameId })).toEqual({ ok: true });
    await request(game.hostSocket, "end_game", { Game_id: game.gameId });
  });
});

describe("a question's results over real sockets (issue 11)", () => {
  it("gives each player only their own result, and nobody a result or the breakdown before the question ends", async () => {
    const game = await startedGame(3);
    const [ann, ben] = game.sockets as [ClientSocket, ClientSocket, ClientSocket];
    const right = rightOf(game.card);
    const annCheck = next(ann, "check_answer");
    expect(await request(ann, "submit_answer", { Game_id: game.gameId, Answer_id: right })).toEqual({ ok: true });
    const benCheck = next(ben, "check_answer");
    expect(await request(ben, "submit_answer", { Game_id: game.gameId, Answer_id: (right + 1) % 4 })).toEqual({
      ok: true,
    });
    await Promise.all([annCheck, benCheck]);
    const cat = game.players[2]!;
    await expect.poll(() => game.hostSeen.answer_count?.at(-1)).toMatchObject({ answered: 2, total: 3 });
    // The host also hears who the question still waits for (issue 29).
    expect(game.hostSeen.answer_count?.at(-1)?.waiting.map((player) => player.User_id)).toEqual([cat.id]);
    for (const seen of [...game.seen, game.hostSeen]) {
      expect(seen.question_result).toBeUndefined();
      expect(seen.question_ended).toBeUndefined();
    }
    for (const seen of game.seen) expect(seen.answer_count).toBeUndefined();

    // Cat never answers: the host's Next ends the question.
    const hostEnded = next(game.hostSocket, "question_ended");
    expect(await request(game.hostSocket, "send_next_card", { Game_id: game.gameId })).toEqual({ ok: true });
    expect(await hostEnded).toMatchObject({ answered: 2, total: 3, correctIndex: right });
    const [annSeen, benSeen, catSeen] = game.seen as [Seen, Seen, Seen];
    await expect.poll(() => catSeen.question_result?.length).toBe(1);
    await expect.poll(() => annSeen.question_result?.length).toBe(1);
    await expect.poll(() => benSeen.question_result?.length).toBe(1);
    expect(annSeen.question_result?.[0]).toEqual({
      CardIndex: 0,
      outcome: "correct",
      points: 1667,
      score: 1667,
      rank: 1,
      playerCount: 3,
      rankChange: null,
      correctIndex: right,
    });
    expect(benSeen.question_result?.[0]).toMatchObject({ outcome: "incorrect", points: 334, rank: 2 });
    expect(catSeen.question_result?.[0]).toMatchObject({ outcome: "timeout", points: 0, score: 0, rank: 3 });
    expect(game.hostSeen.question_result).toBeUndefined();

    // Next: everybody sees the leaderboard; the result stays in a returning player's snapshot.
    const leaderboard = next(ann, "show_leaderboard");
    const hostState = next(game.hostSocket, "get_current_state");
    await request(game.hostSocket, "send_next_card", { Game_id: game.gameId });
    expect(await leaderboard).toEqual({ CardIndex: 0 });
    expect(await hostState).toEqual({ currentState: "leaderboard", isGameOver: false });
    const snapshot = next(ben, "player_confirm");
    await request(ben, "confirm_connection", { Game_id: game.gameId });
    expect(await snapshot).toMatchObject({ phase: "leaderboard", yourResult: { outcome: "incorrect" } });

    const ended = next(ann, "game_ended");
    await request(game.hostSocket, "end_game", { Game_id: game.gameId });
    expect((await ended).message).toBe("The host ended the game");
  });

  it('tells only the host who left and who joined late, and drops a leaver from "N of M answered"', async () => {
    const game = await startedGame(3);
    const [ann, ben] = game.sockets as [ClientSocket, ClientSocket, ClientSocket];
    const [annUser] = game.players as [TestUser];
    await request(ben, "submit_answer", { Game_id: game.gameId, Answer_id: rightOf(game.card) });
    expect(await request(ann, "leave_game", { Game_id: game.gameId })).toEqual({ ok: true });
    await expect.poll(() => game.hostSeen.answer_count?.at(-1)).toMatchObject({ answered: 1, total: 2 });

    const dan = await signUp(live.t.app);
    const danSocket = await live.connect(dan);
    const danSeen = listenAll(danSocket);
    const confirm = next(danSocket, "player_confirm");
    expect(await request(danSocket, "connect_game", { Game_id: game.gameId })).toEqual({ ok: true });
    expect(await confirm).toMatchObject({ phase: "question", card: null, you: { score: 0, joinedLate: true } });
    const refused = await request(danSocket, "submit_answer", { Game_id: game.gameId, Answer_id: 0 });
    expect(refused.ok).toBe(false);

    const notices = () => (game.hostSeen.player_joined ?? []).flatMap((batch) => batch.notices);
    await expect.poll(notices).toEqual([
      { kind: "left", User_id: annUser.id, Username: expect.any(String) },
      { kind: "joined_late", User_id: dan.id, Username: expect.any(String) },
    ]);
    const benSeen = game.seen[1] as Seen;
    await expect.poll(() => benSeen.player_joined?.some((batch) => batch.left.includes(annUser.id))).toBe(true);
    for (const seen of [...game.seen, danSeen]) {
      expect((seen.player_joined ?? []).flatMap((batch) => batch.notices)).toEqual([]);
    }

    // Dan plays from the next card.
    await request(game.hostSocket, "send_next_card", { Game_id: game.gameId });
    expect(danSeen.question_result).toBeUndefined();
    await request(game.hostSocket, "send_next_card", { Game_id: game.gameId });
    const danCard = next(danSocket, "card_for_client");
    await request(game.hostSocket, "send_next_card", { Game_id: game.gameId });
    const card = await danCard;
    expect(card.CardIndex).toBe(1);
    const check = next(danSocket, "check_answer");
    expect(await request(danSocket, "submit_answer", { Game_id: game.gameId, Answer_id: rightOf(card) })).toEqual({
      ok: true,
    });
    expect((await check).position).toBe(1);
    const result = next(danSocket, "question_result");
    await request(game.hostSocket, "send_next_card", { Game_id: game.gameId });
    expect(await result).toMatchObject({ CardIndex: 1, outcome: "correct" });
    await request(game.hostSocket, "end_game", { Game_id: game.gameId });
  });

  it("lets the host kick a player, who is told, stops hearing the game and cannot come back", async () => {
    const game = await startedGame(2);
    const [ann, ben] = game.sockets as [ClientSocket, ClientSocket];
    const [annUser, benUser] = game.players as [TestUser, TestUser];
    expect(await request(ann, "kick_player", { Game_id: game.gameId, User_id: benUser.id })).toEqual({
      ok: false,
      error: { code: "not_host", message: "Only the host can do that" },
    });
    expect((await request(game.hostSocket, "kick_player", { Game_id: game.gameId, User_id: "x y" })).ok).toBe(false);

    const removed = next(ben, "removed_from_game");
    expect(await request(game.hostSocket, "kick_player", { Game_id: game.gameId, User_id: benUser.id })).toEqual({
      ok: true,
    });
    expect(await removed).toEqual({ message: "The host removed you from this game" });

    // Ann was the last one the question waited for: it ends, and Ben hears nothing of it.
    const annResult = next(ann, "question_result");
    await request(ann, "submit_answer", { Game_id: game.gameId, Answer_id: rightOf(game.card) });
    expect(await annResult).toMatchObject({ playerCount: 1, rank: 1 });

    const refusal = { ok: false, error: { code: "removed", message: messages.removedFromGame } };
    expect(await request(ben, "connect_game", { Game_id: game.gameId })).toEqual(refusal);
    // That reply came after anything sent to Ben's socket before it.
    const benSeen = game.seen[1] as Seen;
    expect(benSeen.question_ended).toBeUndefined();
    expect(benSeen.question_result).toBeUndefined();
    const again = await live.connect(benUser);
    expect(await request(again, "join_lobby", { Game_id: game.gameId })).toEqual(refusal);
    expect(annUser.id).not.toBe(benUser.id);
    await request(game.hostSocket, "end_game", { Game_id: game.gameId });
  });
});

describe("the report of a game played over real sockets (issue 11 item 10)", () => {
  it("is stored when the game ends, with every question and player, and only its host reads it", async () => {
    const game = await startedGame(2);
    const [ann] = game.sockets as [ClientSocket, ClientSocket];
    const { gameId } = game;
    let card = game.card;
    for (const index of [0, 1, 2]) {
      // Ann answers right; Ben lets every question go, and the host closes it.
      expect(await request(ann, "submit_answer", { Game_id: gameId, Answer_id: rightOf(card) })).toEqual({ ok: true });
      expect(await request(game.hostSocket, "send_next_card", { Game_id: gameId })).toEqual({ ok: true });
      expect(await request(game.hostSocket, "send_next_card", { Game_id: gameId })).toEqual({ ok: true });
      const nextCard = index < 2 ? next(ann, "card_for_client") : null;
      expect(await request(game.hostSocket, "send_next_card", { Game_id: gameId })).toEqual({ ok: true });
      if (nextCard) card = await nextCard;
    }
    const [annUser, benUser] = game.players as [TestUser, TestUser];
    const read = () => as(live.t.app, game.host).get(`/api/games/${gameId}/report`);
    // The report is written just after the podium goes out.
    await expect.poll(async () => (await read()).statusCode).toBe(200);
    const report = (await read()).json();
    expect(report.questions).toMatchObject([
      { question: "Question 1", answered: 1, correct: 1, players: 2 },
      { question: "Question 2", answered: 1, correct: 1, players: 2 },
      { question: "Question 3", answered: 1, correct: 1, players: 2 },
    ]);
    expect(report.players.items).toMatchObject([
      { userId: annUser.id, rank: 1, correct: 3, unanswered: 0 },
      { userId: benUser.id, rank: 2, score: 0, correct: 0, unanswered: 3 },
    ]);
    expect((await as(live.t.app, annUser).get(`/api/games/${gameId}/report`)).statusCode).toBe(403);
  });
});
