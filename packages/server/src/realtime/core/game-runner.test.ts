import { COUNTDOWN_MS, HOST_IDLE_MS } from "@quizdeck/game/engine";
import type { Emit } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import type { GameSettingsInput } from "@quizdeck/shared/socket-events";
import { describe, expect, it } from "vitest";
import { FakeTime, MemoryLogStore, MemoryRecords, SharedLeases, settingsInput } from "../../../test/live-game-doubles";
import type { Placement } from "../ports/placement";
import type { RunnerClock } from "../ports/time";
import { AbandonedGames } from "./abandoned-games";
import { isSeating, OUTBOX_SLICE, type Outgoing } from "./game-outbox";
import { ANNOUNCE_INTERVAL_MS, GameRunner, gameNotFound, MAX_TIMER_MS, MISSING_GAME_TTL_MS } from "./game-runner";

/** The runner with time moved by hand (issue 10): deadlines, batching, and another node taking a game over. */
const card = (n: number) => ({
  question: `Q${n}`,
  correct: `right${n}`,
  incorrect: [`a${n}`, `b${n}`, `c${n}`] as [string, string, string],
  image: null,
});

/** Time moved by hand that also notes how long each timer is set for. */
class TimerNotingTime extends FakeTime {
  readonly timerLengths: number[] = [];
  override setTimeout(callback: () => void, ms: number): number {
    this.timerLengths.push(ms);
    return super.setTimeout(callback, ms);
  }
}

function setUp(
  options: {
    placement?: Placement;
    logStore?: MemoryLogStore;
    records?: MemoryRecords;
    playerCap?: number;
    clock?: RunnerClock;
  } = {},
) {
  const time = new TimerNotingTime();
  const sent: Emit[] = [];
  /** Everything handed to the broadcaster, in order: events and seatings. */
  const handed: Outgoing[] = [];
  /** The users whose connections the broadcaster was last told other nodes may hold. */
  let elsewhere: ReadonlySet<string> | null | undefined;
  const records = options.records ?? new MemoryRecords();
  const logStore = options.logStore ?? new MemoryLogStore();
  const placement = options.placement ?? new SharedLeases().placementFor("local");
  records.games.set("g1", { hostId: "host", joinCode: "ABCDEF", status: records.games.get("g1")?.status ?? "lobby" });
  records.cards = [card(1), card(2)];
  const runner = new GameRunner({
    records,
    placement,
    logStore,
    broadcaster: {
      send(_gameId, emits, usersElsewhere) {
        elsewhere = usersElsewhere;
        handed.push(...emits);
        sent.push(...emits.filter((emit) => !isSeating(emit)));
      },
    },
    log: { info() {}, error() {} },
    clock: options.clock ?? time,
    scheduler: time,
    playerCap: options.playerCap,
  });
  const events = (name: Emit["event"]) => sent.filter((emit) => emit.event === name);
  const usersElsewhere = () => (elsewhere ? [...elsewhere] : elsewhere);
  return { time, sent, handed, records, logStore, runner, events, usersElsewhere };
}

/** Nodes A and B sharing leases, the games' logs and the database; each runs the commands forwarded to it. */
async function twoNodes() {
  const leases = new SharedLeases();
  const logStore = new MemoryLogStore();
  const records = new MemoryRecords();
  const nodes = ["A", "B"].map((nodeId) => {
    const placement = leases.placementFor(nodeId);
    return { placement, ...setUp({ placement, logStore, records }) };
  });
  for (const { placement, runner } of nodes) {
    await placement.start(
      (gameId, command, commandId) => runner.execute(gameId, command, commandId),
      () => undefined,
    );
  }
  const [nodeA, nodeB] = nodes as [(typeof nodes)[number], (typeof nodes)[number]];
  return { leases, nodeA, nodeB };
}

async function startedGame(runner: GameRunner, players: string[], settings: Partial<GameSettingsInput> = {}) {
  await runner.join("g1", { userId: "host", username: "Host" });
  for (const id of players) await runner.join("g1", { userId: id, username: id });
  await runner.chooseSettings("g1", "host", settingsInput(settings));
  await runner.execute("g1", { kind: "start", userId: "host", cards: [] });
}

describe("the game runner", () => {
  it("opens the first question when the countdown ends and closes it at its deadline", async () => {
    const { time, runner, events } = setUp();
    await startedGame(runner, ["ann", "ben"]);
    await time.advance(COUNTDOWN_MS - 1);
    expect(events("card_for_client")).toHaveLength(0);
    await time.advance(1);
    expect(events("card_for_client")).toHaveLength(1);
    await time.advance(20_000 - 1);
    expect(events("question_ended")).toHaveLength(0);
    await time.advance(1);
    expect(events("question_ended")).toHaveLength(1);
    runner.close();
  });

  it("tells the host about joins in one batch per interval, not once per join", async () => {
    const { time, runner, sent } = setUp();
    await runner.join("g1", { userId: "host", username: "Host" });
    for (const id of ["ann", "ben", "cat"]) await runner.join("g1", { userId: id, username: id });
    const toHost = () => sent.filter((emit) => emit.event === "player_joined" && emit.to === "host");
    expect(toHost()).toHaveLength(0);
    await time.advance(ANNOUNCE_INTERVAL_MS);
    expect(toHost()).toHaveLength(1);
    expect(toHost()[0]?.payload).toMatchObject({ playerCount: 3 });
    await time.advance(10 * ANNOUNCE_INTERVAL_MS);
    expect(toHost()).toHaveLength(1);
    runner.close();
  });

  it("tells the players about joins at most once a second, and a big game's less often (issue 32)", async () => {
    const { time, runner, sent } = setUp({ playerCap: 5000 });
    const toRoom = () => sent.filter((emit) => emit.event === "player_joined" && emit.to === "room");
    let joined = 0;
    const join = async (count: number) => {
      for (const end = joined + count; joined < end; joined += 1)
        await runner.join("g1", { userId: `p${joined}`, username: `p${joined}` });
    };
    await runner.join("g1", { userId: "host", username: "Host" });
    await join(3);
    await time.advance(ANNOUNCE_INTERVAL_MS);
    expect(toRoom()).toHaveLength(1);
    // Joins every announcement: the next news waits a second after the last.
    for (let step = 1; step <= 8; step += 1) {
      await join(1);
      await time.advance(ANNOUNCE_INTERVAL_MS);
    }
    expect(toRoom()).toHaveLength(3);
    expect(toRoom().at(-1)?.payload).toMatchObject({ playerCount: 11 });
    // Past 2,000 players, a thousand frames a second: the news waits until 2,011 frames are earned (250 an
    // announcement), then comes about every 2 s.
    await join(2000);
    await time.advance(4 * ANNOUNCE_INTERVAL_MS);
    expect(toRoom()).toHaveLength(3);
    await time.advance(ANNOUNCE_INTERVAL_MS);
    expect(toRoom()).toHaveLength(4);
    for (let step = 1; step <= 9; step += 1) {
      await join(1);
      await time.advance(ANNOUNCE_INTERVAL_MS);
      expect(toRoom()).toHaveLength(step < 9 ? 4 : 5);
    }
    expect(toRoom().at(-1)?.payload).toMatchObject({ playerCount: 2020 });
    runner.close();
  });

  it("sends a big game's players no more than about a thousand lobby frames a second while it fills fast (issue 32)", async () => {
    const { time, runner, sent } = setUp({ playerCap: 20_000 });
    const frames = () =>
      sent
        .filter((emit) => emit.event === "player_joined" && emit.to === "room")
        .reduce((sum, emit) => sum + (emit.payload as { playerCount: number }).playerCount, 0);
    await runner.join("g1", { userId: "host", username: "Host" });
    // 2,000 joins a second for 5 s, as a class of 10,000 joins on a fast machine.
    let joined = 0;
    for (let step = 1; step <= 20; step += 1) {
      for (const end = joined + 500; joined < end; joined += 1)
        await runner.join("g1", { userId: `p${joined}`, username: `p${joined}` });
      await time.advance(ANNOUNCE_INTERVAL_MS);
    }
    expect(frames()).toBeGreaterThan(0);
    expect(frames()).toBeLessThanOrEqual(1000 * 5 + 1000);
    // Once the joins stop, the news catches up with the whole room.
    await time.advance(15_000);
    expect(sent.filter((emit) => emit.event === "player_joined" && emit.to === "room").at(-1)?.payload).toMatchObject({
      playerCount: 10_000,
    });
    runner.close();
  });

  it("records the results once when the last question is done, and marks the game ended", async () => {
    const { time, runner, records } = setUp();
    await startedGame(runner, ["ann"]);
    await time.advance(COUNTDOWN_MS);
    await runner.execute("g1", { kind: "answer", userId: "ann", shownIndex: 3 });
    // Results → leaderboard → the second question; after it, results → leaderboard → the end.
    await runner.execute("g1", { kind: "next", userId: "host" });
    await runner.execute("g1", { kind: "next", userId: "host" });
    await runner.execute("g1", { kind: "answer", userId: "ann", shownIndex: 3 });
    await runner.execute("g1", { kind: "next", userId: "host" });
    expect(records.results).toEqual([]);
    await runner.execute("g1", { kind: "next", userId: "host" });
    await time.advance(1);
    expect(records.results).toEqual([[{ userId: "ann", score: 2000, rank: 1, won: true, guest: false }]]);
    expect(records.games.get("g1")?.status).toBe("ended");
    runner.close();
  });

  it("sends a big close in slices over later turns, and what the host does next after all of it", async () => {
    const { time, runner, events, sent } = setUp();
    const players = Array.from({ length: OUTBOX_SLICE + 50 }, (_, i) => `p${i}`);
    await startedGame(runner, players);
    await time.advance(COUNTDOWN_MS);
    for (const userId of players) await runner.execute("g1", { kind: "answer", userId, shownIndex: 3 });
    // The last answer closed the question: one slice went out at once, the rest waits for the next turn.
    expect(events("question_ended")).toHaveLength(1);
    const firstTurn = events("question_result").length;
    expect(firstTurn).toBeGreaterThan(0);
    expect(firstTurn).toBeLessThan(players.length);
    await runner.execute("g1", { kind: "next", userId: "host" });
    expect(events("show_leaderboard")).toHaveLength(0);

    await time.advance(0);
    const results = events("question_result");
    expect(results.map((emit) => (emit.to === "user" ? emit.userId : null)).sort()).toEqual([...players].sort());
    const leaderboardAt = sent.findIndex((emit) => emit.event === "show_leaderboard");
    const lastResultAt = sent.findLastIndex((emit) => emit.event === "question_result");
    expect(leaderboardAt).toBeGreaterThan(lastResultAt);
    runner.close();
  });

  it("seats a joining connection right behind its join's events, with its snapshot, and a refused one nowhere", async () => {
    const { time, runner, handed } = setUp();
    await startedGame(runner, ["ann"]);
    handed.length = 0;
    const ben = runner.join("g1", { userId: "ben", username: "ben", withSnapshot: true, connectionId: "c-ben" });
    // The host's End goes while Ben's join is still being written (the record keeper's writes are awaited).
    const end = runner.execute("g1", { kind: "end", userId: "host" });
    await Promise.all([ben, end]);
    await time.advance(1);
    const seating = handed.findIndex(isSeating);
    const ended = handed.findIndex((item) => !isSeating(item) && item.event === "game_ended");
    expect(handed[seating]).toMatchObject({ connectionId: "c-ben", host: false, snapshot: { phase: "countdown" } });
    expect(seating).toBeLessThan(ended);
    // The snapshot went with the seating: the answer need not carry it too.
    expect(await ben).toEqual({ isHost: false });

    handed.length = 0;
    const late = runner.join("g1", { userId: "cat", username: "cat", connectionId: "c-cat" });
    await expect(late).rejects.toThrow();
    await time.advance(1);
    expect(handed.filter(isSeating)).toEqual([]);
    runner.close();
  });

  it("retires an ended game once: later disconnects and reconnects neither mark it ended again nor log", async () => {
    const { time, runner, records, logStore } = setUp();
    await startedGame(runner, ["ann", "ben"]);
    await time.advance(COUNTDOWN_MS);
    await runner.execute("g1", { kind: "end", userId: "host" });
    await time.advance(1);
    expect(records.endings).toEqual(["g1"]);
    expect(logStore.logs.get("g1") ?? []).toEqual([]);

    for (const userId of ["ann", "ben"]) await runner.execute("g1", { kind: "disconnect", userId });
    await runner.join("g1", { userId: "ann", username: "ann", withSnapshot: true });
    await time.advance(1);
    expect(records.endings).toEqual(["g1"]);
    expect(logStore.logs.get("g1") ?? []).toEqual([]);
    runner.close();
  });

  it("refuses a game that has no record, or that started and has no log to rebuild it from", async () => {
    const { runner, records } = setUp();
    await expect(runner.join("nope", { userId: "a", username: "a" })).rejects.toThrow(gameNotFound);
    records.games.set("g1", { hostId: "host", joinCode: "ABCDEF", status: "playing" });
    await expect(runner.join("g1", { userId: "a", username: "a" })).rejects.toThrow(gameNotFound);
  });

  it("remembers a missing game for a while: commands for made-up ids read the database once (issue 26 rule 2)", async () => {
    const { runner, records, time } = setUp();
    const looked: string[] = [];
    const findGame = records.findGame.bind(records);
    records.findGame = (gameId) => {
      looked.push(gameId);
      return findGame(gameId);
    };
    for (let i = 0; i < 100; i += 1) {
      await expect(runner.join("made-up", { userId: "a", username: "a" })).rejects.toThrow(gameNotFound);
    }
    expect(looked).toEqual(["made-up"]);
    await time.advance(MISSING_GAME_TTL_MS);
    await expect(runner.join("made-up", { userId: "a", username: "a" })).rejects.toThrow(gameNotFound);
    expect(looked).toEqual(["made-up", "made-up"]);
    // A real game is read as before.
    await runner.join("g1", { userId: "host", username: "Host" });
    expect(looked).toEqual(["made-up", "made-up", "g1"]);
    runner.close();
  });

  it("keeps every join a replay finds, even under a lower player cap, and applies the new cap to new joins (issue 12)", async () => {
    const logStore = new MemoryLogStore();
    const records = new MemoryRecords();
    const before = setUp({ logStore, records, playerCap: 3 });
    await before.runner.join("g1", { userId: "host", username: "Host" });
    await before.runner.join("g1", { userId: "ann", username: "Ann" });
    await before.runner.join("g1", { userId: "g-1", username: "Zoë", guest: true });
    await before.runner.join("g1", { userId: "g-2", username: "Robin", guest: true });
    await expect(before.runner.join("g1", { userId: "ben", username: "Ben" })).rejects.toThrow(messages.gameFull);
    before.runner.close();

    // The node restarts with GAME_PLAYER_CAP=2: the three players stay in, a fourth is refused.
    const after = setUp({ logStore, records, playerCap: 2 });
    const { snapshot } = await after.runner.execute("g1", { kind: "snapshot", userId: "host" });
    expect(snapshot?.playerCount).toBe(3);
    expect(snapshot?.players).toEqual([
      { User_id: "ann", Username: "Ann" },
      { User_id: "g-1", Username: "Zoë", Guest: true },
      { User_id: "g-2", Username: "Robin", Guest: true },
    ]);
    // A returning player is no new join: the cap does not apply to them.
    await after.runner.join("g1", { userId: "g-1", username: "Zoë", guest: true });
    await expect(after.runner.join("g1", { userId: "ben", username: "Ben" })).rejects.toThrow(messages.gameFull);
    after.runner.close();
  });

  it("lets another node take a game over from its log, with the scores and the open question's deadline", async () => {
    const { leases, nodeA, nodeB } = await twoNodes();

    await startedGame(nodeA.runner, ["ann", "ben"]);
    await nodeA.time.advance(COUNTDOWN_MS);
    const answered = await nodeB.runner.execute("g1", { kind: "answer", userId: "ann", shownIndex: 3 });
    expect(answered).toEqual({ snapshot: undefined, isHost: undefined });
    expect(nodeA.events("check_answer")).toHaveLength(1);

    // Node A dies: its lease goes, and node B rebuilds the game from the log on the next command.
    nodeA.runner.close();
    leases.owners.delete("g1");
    await nodeB.time.advance(COUNTDOWN_MS);
    const { snapshot } = await nodeB.runner.execute("g1", { kind: "snapshot", userId: "ann" });
    // Ann's answer came through the log: locked in, its points told at the close.
    expect(snapshot).toMatchObject({ phase: "question", answered: { position: 1 }, you: { score: 0 } });
    expect(leases.owners.get("g1")).toBe("B");
    await nodeB.runner.execute("g1", { kind: "answer", userId: "ben", shownIndex: 0 });
    expect(nodeB.events("question_ended")).toHaveLength(1);
    const closed = await nodeB.runner.execute("g1", { kind: "snapshot", userId: "ann" });
    expect(closed.snapshot).toMatchObject({ phase: "results", you: { score: 1500 } });
    nodeB.runner.close();
  });

  it("names the users whose connections are on other nodes: those of forwarded commands, or anyone once the game came with a log (issue 32)", async () => {
    const { leases, nodeA, nodeB } = await twoNodes();
    await nodeA.runner.join("g1", { userId: "host", username: "Host" });
    await nodeA.runner.join("g1", { userId: "ann", username: "ann" });
    // Ben joins through node B, which forwards his join to node A, which runs the game.
    await nodeB.runner.join("g1", { userId: "ben", username: "ben" });
    expect(nodeA.usersElsewhere()).toEqual(["ben"]);

    // Node A dies; node B rebuilds the game from its log and cannot know where the others' connections are.
    nodeA.runner.close();
    leases.owners.delete("g1");
    await nodeB.runner.join("g1", { userId: "cy", username: "cy" });
    expect(nodeB.usersElsewhere()).toBeNull();
    nodeB.runner.close();
  });

  it("sets no timer longer than a day for homework whose deadline is weeks ahead (a timer holds ~24.8 days)", async () => {
    const { time, runner } = setUp();
    const deadline = new Date(time.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
    await startedGame(runner, ["ann"], { pace: "student", deadline });
    await time.advance(COUNTDOWN_MS);
    expect((await runner.snapshot("g1", "ann")).settings.deadline).toBe(deadline);
    expect(Math.max(...time.timerLengths)).toBe(MAX_TIMER_MS);
    runner.close();
  });

  it("never lets the abandoned-games sweep end homework before its deadline, which ends it there", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    /** A student-paced game whose host left at once, on a node that then died; another node sweeps it later. */
    async function sweptAfterHostLeft(deadline: number | null, sweptAt: (startedAt: number) => number) {
      const records = new MemoryRecords();
      const logStore = new MemoryLogStore();
      const first = setUp({ records, logStore });
      const startedAt = first.time.now();
      const settings = {
        pace: "student" as const,
        deadline: deadline === null ? null : new Date(startedAt + deadline).toISOString(),
      };
      await startedGame(first.runner, ["ann"], settings);
      await first.time.advance(COUNTDOWN_MS);
      await first.runner.execute("g1", { kind: "disconnect", userId: "host" });
      first.runner.close();
      const later = { now: () => sweptAt(startedAt), random: () => 0 };
      const placement = new SharedLeases().placementFor("B");
      const other = setUp({ records, logStore, placement, clock: later });
      await new AbandonedGames(records, other.runner, placement, { info() {}, error() {} }).sweep(later.now());
      return { records, runner: other.runner };
    }
    const away = (startedAt: number) => startedAt + COUNTDOWN_MS + HOST_IDLE_MS + DAY;
    const paced = await sweptAfterHostLeft(null, away);
    expect(paced.records.games.get("g1")?.status).toBe("ended");
    paced.runner.close();

    const homework = await sweptAfterHostLeft(3 * DAY, away);
    expect(homework.records.games.get("g1")?.status).toBe("playing");
    expect((await homework.runner.snapshot("g1", "ann")).phase).toBe("paced");
    homework.runner.close();

    const due = await sweptAfterHostLeft(3 * DAY, (startedAt) => startedAt + 3 * DAY);
    expect(due.records.games.get("g1")?.status).toBe("ended");
    expect(due.records.results).toEqual([[expect.objectContaining({ userId: "ann", score: 0 })]]);
    due.runner.close();
  });
});
