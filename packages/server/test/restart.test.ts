import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CardForClient, CheckAnswer, GameSnapshot, QuestionResult } from "@quizdeck/shared/socket-events";
import { io } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, http, type ServerProcess, startServer } from "./server-process";
import { type ClientSocket, next, request } from "./socket-helper";

/**
 * Issue 10: one node on PGlite, killed mid-question and started again on the same data, finishes its game: the
 * clients reconnect by themselves, keep their scores, and the stats are written once. Issue 16: the same after
 * a graceful stop (SIGTERM), which drains and exits 0.
 */
const dataDirs: string[] = [];
const sockets: ClientSocket[] = [];
let server: ServerProcess | undefined;

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.stop();
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface User {
  id: string;
  cookie: string;
  name: string;
}

async function signUp(url: string, name: string): Promise<User> {
  const response = await http(`${url}/api/auth/signup`, "POST", undefined, {
    email: `${name.toLowerCase()}@example.com`,
    password: "Secret1!",
    display_name: name,
  });
  expect(response.status).toBe(201);
  return { id: response.body.data.user.id, cookie: (response.headers.get("set-cookie") ?? "").split(";")[0]!, name };
}

/** A client like the web app's: reconnects by itself and then asks to be put back into the game. */
function resumingClient(url: string, user: User, gameId: string): ClientSocket {
  const socket: ClientSocket = io(url, {
    transports: ["websocket"],
    extraHeaders: { cookie: user.cookie },
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    forceNew: true,
  });
  socket.io.on("reconnect", () => socket.emit("connect_game", { Game_id: gameId }));
  sockets.push(socket);
  return socket;
}

const connected = (socket: ClientSocket) =>
  socket.connected ? Promise.resolve() : new Promise<void>((resolve) => socket.once("connect", () => resolve()));

const right = (card: CardForClient, n: number) => card.Card?.Answers.indexOf(`right ${n}`) as number;

/**
 * A node on a fresh PGlite folder, a host with a two-card deck (`${word} 1?`, answers `right 1`…) and a game whose
 * lobby the host and every player have joined; `env` starts the node again on the same data.
 */
async function lobbyOnFreshNode(prefix: string, word: string, hostName: string, playerNames: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dataDirs.push(dataDir);
  const env = { DATA_DIR: dataDir, PORT: String(await freePort()), DATABASE_URL: "", REDIS_URL: "" };
  server = await startServer(env);
  const url = server.url;
  const host = await signUp(url, hostName);
  const players: User[] = [];
  for (const name of playerNames) players.push(await signUp(url, name));
  const deck = await http(`${url}/api/decks`, "POST", host.cookie, { Title: `${word}s` });
  for (const n of [1, 2]) {
    await http(`${url}/api/cards/${deck.body.deck_id}`, "POST", host.cookie, {
      Question: `${word} ${n}?`,
      Answer: `right ${n}`,
      Incorrect1: `wrong ${n}a`,
      Incorrect2: `wrong ${n}b`,
      Incorrect3: `wrong ${n}c`,
    });
  }
  const gameId: string = (await http(`${url}/api/games`, "POST", host.cookie, {})).body.data[0].Game_id;
  const hostSocket = resumingClient(url, host, gameId);
  await connected(hostSocket);
  expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  const playerSockets = players.map((player) => resumingClient(url, player, gameId));
  for (const socket of playerSockets) {
    await connected(socket);
    expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  }
  return { node: server, env, url, players, deckId: deck.body.deck_id as number, gameId, hostSocket, playerSockets };
}

describe("one node restarted mid-game", () => {
  it.each(["SIGKILL", "SIGTERM"] as const)(
    "stopped by %s, finishes the game with the scores from before and records the stats once",
    async (signal) => {
      const { node, env, url, players, deckId, gameId, hostSocket, playerSockets } = await lobbyOnFreshNode(
        "quizdeck-restart-",
        "River",
        "Hosty",
        ["Ann", "Ben", "Cat"],
      );
      await request(hostSocket, "game_settings_selected", {
        Game_id: gameId,
        // Right or wrong told at once, so each check carries its points (issue 29).
        Game_Settings: {
          selectedDeck: deckId,
          timePerQuestion: 120,
          shuffleDeck: false,
          revealOnAnswer: true,
        },
      });
      const firstCard = next(playerSockets[0]!, "card_for_client");
      expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
      const card1 = await firstCard;

      // Ann right, Ben wrong; Cat has not answered when the server dies.
      const points = new Map<string, number>();
      const answer = async (index: number, shown: number) => {
        const checked = next(playerSockets[index]!, "check_answer");
        expect(await request(playerSockets[index]!, "submit_answer", { Game_id: gameId, Answer_id: shown })).toEqual({
          ok: true,
        });
        const { points: scored }: CheckAnswer = await checked;
        if (scored === undefined) throw new Error("the game reveals at once: the check carries the points");
        points.set(players[index]!.id, (points.get(players[index]!.id) ?? 0) + scored);
      };
      await answer(0, right(card1, 1));
      await answer(1, (right(card1, 1) + 1) % 4);
      // The log is written every 50 ms; a SIGKILL loses what is still queued. 2 s leaves room for a slow machine.
      await new Promise((resolve) => setTimeout(resolve, 2000));

      await node.stop(signal);
      if (signal === "SIGTERM") expect(node.child.exitCode).toBe(0);
      const annBack = next(playerSockets[0]!, "player_confirm", 30_000) as Promise<GameSnapshot>;
      const hostBack = next(hostSocket, "player_confirm", 30_000) as Promise<GameSnapshot>;
      server = await startServer(env);

      const annSnapshot = await annBack;
      expect(annSnapshot).toMatchObject({ phase: "question", you: { score: points.get(players[0]!.id) } });
      expect(annSnapshot.answered).not.toBeNull();
      expect(await hostBack).toMatchObject({ phase: "question", isHost: true, playerCount: 3 });
      await connected(playerSockets[2]!);

      const ended1 = next(hostSocket, "question_ended");
      await answer(2, right(card1, 1));
      expect((await ended1).answered).toBe(3);
      const secondCard = next(playerSockets[0]!, "card_for_client");
      // Results → leaderboard → on.
      await request(hostSocket, "send_next_card", { Game_id: gameId });
      await request(hostSocket, "send_next_card", { Game_id: gameId });
      const card2 = await secondCard;
      const gameEnded = next(playerSockets[0]!, "game_ended");
      for (const index of [0, 1, 2]) await answer(index, right(card2, 2));
      // Results → leaderboard → on.
      await request(hostSocket, "send_next_card", { Game_id: gameId });
      await request(hostSocket, "send_next_card", { Game_id: gameId });
      const final = (await gameEnded).final;
      for (const player of players) {
        expect(final.find((entry) => entry.User_id === player.id)?.score).toBe(points.get(player.id));
      }

      for (const player of players) {
        const stats = async () => (await http(`${url}/api/users/${player.id}`, "GET", player.cookie)).body;
        await expect.poll(async () => (await stats()).Games_Played).toBe(1);
        expect((await stats()).Total_Score).toBe(points.get(player.id));
      }
      for (const socket of sockets.splice(0)) socket.disconnect();
      await server.stop();
    },
  );
});

/**
 * Issue 31: a student-paced game — homework, with a deadline — killed while its students are at different
 * questions goes on where each was, its deadline kept.
 */
describe("one node restarted in the middle of homework (a student-paced game with a deadline)", () => {
  it("brings every student back to their own question with its deadline, and ends with the scores from before", async () => {
    const { node, env, url, players, deckId, gameId, hostSocket, playerSockets } = await lobbyOnFreshNode(
      "quizdeck-restart-paced-",
      "Lake",
      "Teacher",
      ["Ann", "Ben"],
    );
    const [ann, ben] = playerSockets as [ClientSocket, ClientSocket];
    const homeworkDeadline = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
    const settings = { timePerQuestion: 120, shuffleDeck: false, pace: "student", deadline: homeworkDeadline };
    expect(
      await request(hostSocket, "game_settings_selected", {
        Game_id: gameId,
        Game_Settings: { selectedDeck: deckId, ...settings },
      }),
    ).toEqual({ ok: true });
    const firstCards = [next(ann, "card_for_client"), next(ben, "card_for_client")];
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    const [annFirst, benFirst] = (await Promise.all(firstCards)) as [CardForClient, CardForClient];

    // Ann answers right and moves on; Ben answers wrong and stays on his result.
    const scores = new Map<ClientSocket, number>();
    const answer = async (socket: ClientSocket, shown: number) => {
      const result = next(socket, "question_result") as Promise<QuestionResult>;
      expect(await request(socket, "submit_answer", { Game_id: gameId, Answer_id: shown })).toEqual({ ok: true });
      scores.set(socket, (await result).score);
    };
    await answer(ann, right(annFirst, 1));
    const annSecond = next(ann, "card_for_client");
    await request(ann, "next_question", { Game_id: gameId });
    const annCard = await annSecond;
    await answer(ben, (right(benFirst, 1) + 1) % 4);
    // The log is written every 50 ms; a SIGKILL loses what is still queued. 2 s leaves room for a slow machine.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    await node.stop("SIGKILL");
    const annBack = next(ann, "player_confirm", 30_000) as Promise<GameSnapshot>;
    const benBack = next(ben, "player_confirm", 30_000) as Promise<GameSnapshot>;
    const hostBack = next(hostSocket, "player_confirm", 30_000) as Promise<GameSnapshot>;
    server = await startServer(env);

    const annSnapshot = await annBack;
    expect(annSnapshot).toMatchObject({ phase: "paced", answered: null, you: { score: scores.get(ann) } });
    expect(annSnapshot.card).toMatchObject({ CardIndex: 1, deadline: annCard.deadline });
    const benSnapshot = await benBack;
    expect(benSnapshot.card).toMatchObject({ CardIndex: 0, deadline: benFirst.deadline });
    expect(benSnapshot.yourResult).toMatchObject({ CardIndex: 0, outcome: "incorrect" });
    const hostSnapshot = await hostBack;
    expect(hostSnapshot.settings).toMatchObject({ pace: "student", deadline: homeworkDeadline });
    expect(annSnapshot.settings.deadline).toBe(homeworkDeadline);
    expect(hostSnapshot.progress?.rows.map((row) => [row.Username, row.current, row.cells])).toEqual([
      ["Ann", 1, ["right", null]],
      ["Ben", 0, ["wrong", null]],
    ]);

    await answer(ann, right(annCard, 2));
    const benSecond = next(ben, "card_for_client");
    await request(ben, "next_question", { Game_id: gameId });
    await answer(ben, right(await benSecond, 2));
    const ended = next(ann, "game_ended");
    await request(hostSocket, "end_game", { Game_id: gameId });
    const final = (await ended).final;
    expect(final.map((entry) => entry.score)).toEqual([scores.get(ann), scores.get(ben)]);
    for (const [index, socket] of [ann, ben].entries()) {
      const player = players[index]!;
      const stats = async () => (await http(`${url}/api/users/${player.id}`, "GET", player.cookie)).body;
      await expect.poll(async () => (await stats()).Games_Played).toBe(1);
      expect((await stats()).Total_Score).toBe(scores.get(socket));
    }
    for (const socket of sockets.splice(0)) socket.disconnect();
    await server.stop();
  });
});
