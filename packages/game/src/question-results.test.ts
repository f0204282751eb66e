import { describe, expect, it } from "vitest";
import { advanceClock, COUNTDOWN_MS, drainAnswerCount, leaveGame, nextStep, snapshotFor, submitAnswer } from "./engine";
import type { Emit } from "./game-state";
import { at, atFirstQuestion, correctShown, events, find, HOST, wrongShown } from "./test-game";

const resultsOf = (emits: Emit[]) =>
  new Map(
    emits.flatMap((emit) =>
      emit.event === "question_result" && emit.to === "user" ? [[emit.userId, emit.payload] as const] : [],
    ),
  );

describe("each player's own result when a question ends (issue 11 item 1)", () => {
  it("sends every player in the question their own result, including the last to answer", () => {
    const state = atFirstQuestion(["a", "b", "c"]);
    const right = correctShown(state);
    submitAnswer(state, "a", right, at(COUNTDOWN_MS + 100));
    submitAnswer(state, "b", wrongShown(state), at(COUNTDOWN_MS + 200));
    const closing = submitAnswer(state, "c", right, at(COUNTDOWN_MS + 300));
    const results = resultsOf(closing.emits);
    expect([...results.keys()].sort()).toEqual(["a", "b", "c"]);
    expect(results.get("c")).toEqual({
      CardIndex: 0,
      outcome: "correct",
      points: 1000,
      score: 1000,
      rank: 2,
      playerCount: 3,
      rankChange: null,
      correctIndex: right,
    });
    expect(results.get("a")).toMatchObject({ outcome: "correct", points: 1667, rank: 1 });
    expect(results.get("b")).toMatchObject({ outcome: "incorrect", points: 334, rank: 3 });
    // Per player, never a room-wide list; the room hears only question_ended.
    expect(closing.emits.filter((e) => e.to === "room").map((e) => e.event)).toEqual(["question_ended"]);
  });

  it('tells a player who did not answer "time\'s up" with no points', () => {
    const state = atFirstQuestion(["a", "b"]);
    submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 100));
    const closing = advanceClock(state, at(COUNTDOWN_MS + 20_000));
    expect(resultsOf(closing.emits).get("b")).toMatchObject({ outcome: "timeout", points: 0, score: 0, rank: 2 });
    expect(snapshotFor(state, "b", COUNTDOWN_MS + 20_001).yourResult).toMatchObject({ outcome: "timeout" });
  });

  it("gives the rank change since the last question: up, down, same", () => {
    const state = atFirstQuestion(["a", "b", "c"]);
    submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 1));
    submitAnswer(state, "b", wrongShown(state), at(COUNTDOWN_MS + 2));
    submitAnswer(state, "c", wrongShown(state), at(COUNTDOWN_MS + 3));
    // Ranks now: a 1, b 2, c 3.
    nextStep(state, HOST, at(COUNTDOWN_MS + 4));
    nextStep(state, HOST, at(COUNTDOWN_MS + 5));
    submitAnswer(state, "c", correctShown(state), at(COUNTDOWN_MS + 6));
    submitAnswer(state, "b", correctShown(state), at(COUNTDOWN_MS + 7));
    const closing = submitAnswer(state, "a", wrongShown(state), at(COUNTDOWN_MS + 8));
    // Scores: a 1667 + 0, b 334 + 1334, c 0 + 1667: a and c share rank 2.
    const results = resultsOf(closing.emits);
    expect(results.get("b")).toMatchObject({ rank: 1, rankChange: 1 });
    expect(results.get("a")).toMatchObject({ rank: 2, rankChange: -1 });
    expect(results.get("c")).toMatchObject({ rank: 2, rankChange: 1 });
    nextStep(state, HOST, at(COUNTDOWN_MS + 9));
    nextStep(state, HOST, at(COUNTDOWN_MS + 10));
    for (const id of ["b", "a", "c"]) submitAnswer(state, id, wrongShown(state), at(COUNTDOWN_MS + 11));
    // Scores: b 1668 + 667, a 1667 + 334, c 1667 + 0.
    expect(state.phase).toBe("results");
    expect(snapshotFor(state, "b", COUNTDOWN_MS + 12).yourResult).toMatchObject({ rank: 1, rankChange: 0 });
    expect(snapshotFor(state, "a", COUNTDOWN_MS + 12).yourResult).toMatchObject({ rank: 2, rankChange: 0 });
    expect(snapshotFor(state, "c", COUNTDOWN_MS + 12).yourResult).toMatchObject({ rank: 3, rankChange: -1 });
  });

  it("keeps the player's result in their snapshot through results and the leaderboard, not into the next question", () => {
    const state = atFirstQuestion(["a"]);
    submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 1));
    expect(snapshotFor(state, "a", COUNTDOWN_MS + 2).yourResult?.outcome).toBe("correct");
    nextStep(state, HOST, at(COUNTDOWN_MS + 3));
    expect(snapshotFor(state, "a", COUNTDOWN_MS + 4)).toMatchObject({
      phase: "leaderboard",
      yourResult: { CardIndex: 0 },
    });
    nextStep(state, HOST, at(COUNTDOWN_MS + 5));
    expect(snapshotFor(state, "a", COUNTDOWN_MS + 6).yourResult).toBeNull();
  });
});

describe("the answer count and breakdown without players who left (issue 11 item 6)", () => {
  it("drops a player who left from the total and their answer from the counts", () => {
    const state = atFirstQuestion(["a", "b", "c"]);
    const right = correctShown(state);
    submitAnswer(state, "a", right, at(COUNTDOWN_MS + 1));
    submitAnswer(state, "b", right, at(COUNTDOWN_MS + 2));
    const c = { User_id: "c", Username: "name-c" };
    expect(drainAnswerCount(state)?.payload).toEqual({ answered: 2, total: 3, waiting: [c] });
    leaveGame(state, "b", at(COUNTDOWN_MS + 3));
    expect(drainAnswerCount(state)?.payload).toEqual({ answered: 1, total: 2, waiting: [c] });
    const closing = submitAnswer(state, "c", wrongShown(state), at(COUNTDOWN_MS + 4));
    const ended = find(closing.emits, "question_ended")?.payload;
    expect(ended).toMatchObject({ answered: 2, total: 2 });
    expect(ended?.counts[right]).toBe(1);
    expect(ended?.counts[wrongShown(state)]).toBe(1);
  });

  it("names who has not answered yet, by the order they joined, at most 50 (issue 29)", () => {
    const ids = Array.from({ length: 60 }, (_, n) => `p${n}`);
    const state = atFirstQuestion(ids);
    const atOpen = drainAnswerCount(state)?.payload;
    expect(atOpen).toMatchObject({ answered: 0, total: 60 });
    expect(atOpen?.waiting.map((player) => player.User_id)).toEqual(ids.slice(0, 50));
    expect(drainAnswerCount(state)).toBeNull();
    for (const id of ids.slice(0, 58)) submitAnswer(state, id, 0, at(COUNTDOWN_MS + 1));
    expect(drainAnswerCount(state)?.payload).toEqual({
      answered: 58,
      total: 60,
      waiting: [
        { User_id: "p58", Username: "name-p58" },
        { User_id: "p59", Username: "name-p59" },
      ],
    });
    // The host's snapshot says the same after a reload; a player's has none.
    expect(snapshotFor(state, HOST, COUNTDOWN_MS + 2).answerCount?.waiting).toHaveLength(2);
    expect(snapshotFor(state, "p0", COUNTDOWN_MS + 2).answerCount).toBeNull();
  });

  it("keeps a player who merely disconnected in the total", () => {
    const state = atFirstQuestion(["a", "b"]);
    submitAnswer(state, "a", 0, at(COUNTDOWN_MS + 1));
    expect(events(nextStep(state, HOST, at(COUNTDOWN_MS + 2)).emits)).toContain("question_ended");
    expect(state.lastResult).toMatchObject({ answered: 1, total: 2 });
  });
});
