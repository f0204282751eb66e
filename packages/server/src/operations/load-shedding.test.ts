import { messages } from "@quizdeck/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, insertDeck, signUp, type TestUser } from "../../test/helper";
import { type ClientSocket, type LiveApp, next, request, startLiveApp } from "../../test/socket-helper";
import { games } from "../db/schema";

let live: LiveApp;
let host: TestUser;
let ann: TestUser;
let ben: TestUser;

beforeAll(async () => {
  live = await startLiveApp({ SHED_MAX_EVENT_LOOP_DELAY_MS: "200" });
});
afterAll(() => live.close());

/** Blocks this process's event loop (the server's too: it runs in the test's process). */
function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** Waits until the node takes new work: the test machine's own stalls (start-up, the database) shed too. */
async function calm(): Promise<void> {
  await expect
    .poll(async () => (await live.t.app.inject({ method: "GET", url: "/api/decks" })).statusCode)
    .not.toBe(503);
}

/** A join that is retried while the test machine's own stalls shed it. */
async function joinWhenCalm(socket: ClientSocket, gameId: string): Promise<void> {
  await expect.poll(async () => (await request(socket, "join_lobby", { Game_id: gameId })).ok).toBe(true);
}

/** A sign-up that is retried while the test machine's own stalls shed it (a 503 writes nothing). */
async function signUpWhenCalm(display_name: string): Promise<TestUser> {
  let user: TestUser | undefined;
  await expect
    .poll(async () => {
      user = await signUp(live.t.app, { display_name }).catch(() => undefined);
      return user !== undefined;
    })
    .toBe(true);
  return user as TestUser;
}

/** Lets the socket clients' writes settle, so the next emit goes out at once. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("load shedding (issue 16 item 3)", () => {
  it("an overloaded node refuses a new join and new REST requests with 'busy', and accepts an in-game answer", async () => {
    await calm();
    host = await signUpWhenCalm("Host");
    ann = await signUpWhenCalm("Ann");
    ben = await signUpWhenCalm("Ben");
    const deckId = await insertDeck(live.t, host.id, "Shedding", 2);
    const [game] = await live.t.database.db
      .insert(games)
      .values({ hostId: host.id, joinCode: "SHEDDD" })
      .returning({ id: games.id });
    const gameId = String(game?.id);
    const hostSocket = await live.connect(host);
    await joinWhenCalm(hostSocket, gameId);
    const annSocket: ClientSocket = await live.connect(ann);
    await joinWhenCalm(annSocket, gameId);
    const Game_Settings = { selectedDeck: deckId, timePerQuestion: 30, shuffleDeck: false, allowLateJoins: true };
    expect(await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings })).toEqual({
      ok: true,
    });
    const firstCard = next(annSocket, "card_for_client");
    expect(await request(hostSocket, "start_game", { Game_id: gameId })).toEqual({ ok: true });
    await firstCard;
    const benSocket = await live.connect(ben);
    await settle();

    // Both events are on the wire before the loop stalls; the server reads them once it is free again.
    const checked = next(annSocket, "check_answer");
    const answered = request(annSocket, "submit_answer", { Game_id: gameId, Answer_id: 0 });
    const joined = request(benSocket, "join_lobby", { Game_id: gameId });
    const lookedUp = request(benSocket, "connect_game", { Game_id: "madeUpGameId" });
    stall(1000);
    const rest = as(live.t.app, ben).get("/api/decks");
    const health = live.t.app.inject({ method: "GET", url: "/healthz" });

    expect(await answered).toEqual({ ok: true });
    await checked;
    expect(await joined).toEqual({ ok: false, error: { code: "server_busy", message: messages.serverBusy } });
    // Socket work is shed like REST: a look at another game waits too (issue 26 rule 2).
    expect(await lookedUp).toEqual({ ok: false, error: { code: "server_busy", message: messages.serverBusy } });
    const refused = await rest;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("3");
    expect(refused.json()).toMatchObject({ error: messages.serverBusy, code: "unavailable" });
    expect((await health).statusCode).toBe(200);

    // Once the loop keeps up again, the same join is taken.
    await joinWhenCalm(benSocket, gameId);
    await calm();
  });
});
