import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, insertDeck, signUp, type TestUser } from "../../test/helper";
import { parseExposition, seriesTotal } from "../../test/prometheus-text";
import { type ClientSocket, type LiveApp, next, request, startLiveApp } from "../../test/socket-helper";
import { games } from "../db/schema";

const TOKEN = "metrics-token-for-the-test";

let live: LiveApp;
let host: TestUser;
let players: TestUser[];

beforeAll(async () => {
  live = await startLiveApp({ METRICS_TOKEN: TOKEN });
  host = await signUp(live.t.app, { display_name: "Host" });
  players = [await signUp(live.t.app, { display_name: "Ann" }), await signUp(live.t.app, { display_name: "Ben" })];
});
afterAll(() => live.close());

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

async function samples() {
  const response = await scrape(live.t.app, `Bearer ${TOKEN}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain("text/plain");
  return parseExposition(response.body);
}

/** Host and two players in a started game of one card; the players' sockets and the game id. */
async function startedGame(): Promise<{ gameId: string; hostSocket: ClientSocket; playerSockets: ClientSocket[] }> {
  const deckId = await insertDeck(live.t, host.id, "Metrics", 1);
  const [game] = await live.t.database.db
    .insert(games)
    .values({ hostId: host.id, joinCode: "METRIC" })
    .returning({ id: games.id });
  const gameId = String(game?.id);
  const hostSocket = await live.connect(host);
  expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
  const playerSockets: ClientSocket[] = [];
  for (const player of players) {
    const socket = await live.connect(player);
    expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    playerSockets.push(socket);
  }
  const Game_Settings = { selectedDeck: deckId, timePerQuestion: 30, shuffleDeck: false };
  expect(await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings })).toEqual({ ok: true });
  const firstCard = next(playerSockets[0] as ClientSocket, "card_for_client");
  expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
  await firstCard;
  return { gameId, hostSocket, playerSockets };
}

describe("GET /metrics (issue 16 item 2)", () => {
  it("needs the bearer token", async () => {
    expect((await scrape(live.t.app)).statusCode).toBe(401);
    expect((await scrape(live.t.app, "Bearer not-the-token-at-all-really")).statusCode).toBe(401);
    expect((await scrape(live.t.app, TOKEN)).statusCode).toBe(401);
    expect((await scrape(live.t.app, `Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it("is not served without METRICS_TOKEN", async () => {
    const plain = await createTestApp();
    try {
      expect((await scrape(plain.app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("after a played game: requests by route pattern, sockets, games, answers, latencies, the event loop, the log", async () => {
    await as(live.t.app, players[0] ?? null).get("/api/decks");
    await as(live.t.app, players[0] ?? null).get(`/api/users/${players[0]?.id}`);
    await as(live.t.app, players[0] ?? null).get("/api/no/such/page/12345");

    const { gameId, hostSocket, playerSockets } = await startedGame();
    const during = (await samples()).samples;
    expect(seriesTotal(during, "quizdeck_live_games")).toBe(1);
    expect(seriesTotal(during, "quizdeck_live_players")).toBe(2);
    expect(seriesTotal(during, "quizdeck_socket_connections")).toBe(3);

    const ended = next(playerSockets[0] as ClientSocket, "question_ended");
    for (const socket of playerSockets) {
      expect(await request(socket, "submit_answer", { Game_id: gameId, Answer_id: 0 })).toEqual({ ok: true });
    }
    await ended;
    const gameOver = next(playerSockets[0] as ClientSocket, "game_ended");
    expect(await request(hostSocket, "end_game", { Game_id: gameId })).toEqual({ ok: true });
    await gameOver;

    // The database log store writes every 50 ms.
    await expect
      .poll(async () => seriesTotal((await samples()).samples, "quizdeck_log_store_write_duration_seconds_count"))
      .toBeGreaterThan(0);
    const { types, samples: after } = await samples();
    expect(types.get("quizdeck_http_request_duration_seconds")).toBe("histogram");
    expect(seriesTotal(after, "quizdeck_answers_total")).toBe(2);
    expect(seriesTotal(after, "quizdeck_live_games")).toBe(0);
    expect(
      seriesTotal(after, "quizdeck_socket_event_duration_seconds_count", { event: "submit_answer", outcome: "ok" }),
    ).toBe(2);
    expect(seriesTotal(after, "quizdeck_fanout_duration_seconds_count", { to: "room" })).toBeGreaterThan(0);
    expect(
      seriesTotal(after, "quizdeck_log_store_write_duration_seconds_count", { store: "database" }),
    ).toBeGreaterThan(0);
    expect(types.get("nodejs_eventloop_lag_seconds")).toBe("gauge");

    const requests = "quizdeck_http_request_duration_seconds_count";
    expect(seriesTotal(after, requests, { method: "GET", route: "/api/decks", status: "200" })).toBe(1);
    expect(seriesTotal(after, requests, { method: "GET", route: "/api/users/:id", status: "200" })).toBe(1);
    expect(seriesTotal(after, requests, { route: "unmatched", status: "404" })).toBe(1);
    // Bounded labels: only route patterns, never a raw URL or an id.
    const patterns = new Set([...live.t.app.routeTable.map((route) => route.url), "unmatched"]);
    const routes = after.filter((s) => s.name === requests).map((s) => s.labels.route ?? "");
    expect(routes.filter((route) => !patterns.has(route))).toEqual([]);

    // Every series the starter Grafana dashboard plots exists (the pool's only on PostgreSQL).
    const dashboard = fs.readFileSync(
      path.resolve(import.meta.dirname, "../../../../deploy/grafana-dashboard.json"),
      "utf8",
    );
    const plotted = new Set(dashboard.match(/\b(?:quizdeck|nodejs)_[a-z0-9_]+/g));
    const families = [...plotted].map((name) => name.replace(/_(bucket|count|sum)$/, ""));
    const missing = families.filter((family) => !types.has(family));
    expect(missing).toEqual(live.t.database.kind === "postgres" ? [] : ["quizdeck_db_pool_connections"]);

    if (live.t.database.kind === "postgres") {
      expect(after.some((s) => s.name === "quizdeck_db_pool_connections" && s.labels.state === "total")).toBe(true);
    }
  });
});
