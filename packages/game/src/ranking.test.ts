import { describe, expect, it } from "vitest";
import type { Player } from "./game-state";
import { rankAll, topPlayers } from "./ranking";
import { emptyRecord } from "./report";

const player = (userId: string, score: number): Player => ({
  userId,
  username: userId,
  score,
  connected: true,
  joinedLate: false,
  rank: null,
  result: null,
  record: emptyRecord(0),
});

describe("leaderboards (SPEC §9: top 5 in game, everyone at the end)", () => {
  const players = [player("e", 10), player("a", 50), player("c", 30), player("b", 50), player("d", 20), player("f", 5)];

  it("lists the best k by score with shared ranks for ties", () => {
    expect(topPlayers(players, 5).map((p) => [p.User_id, p.rank])).toEqual([
      ["a", 1],
      ["b", 1],
      ["c", 3],
      ["d", 4],
      ["e", 5],
    ]);
  });

  it("agrees with a full sort", () => {
    const many = Array.from({ length: 500 }, (_, i) => player(`p${i}`, (i * 7919) % 1000));
    expect(topPlayers(many, 5)).toEqual(rankAll(many).slice(0, 5));
  });

  it("handles fewer players than places", () => {
    expect(topPlayers([player("x", 1)], 5)).toHaveLength(1);
    expect(topPlayers([], 5)).toEqual([]);
  });
});
