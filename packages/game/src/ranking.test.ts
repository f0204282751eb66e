import { describe, expect, it } from "vitest";
import type { Player } from "./game-state";
import { asRanked, rankPlayers } from "./ranking";
import { emptyRecord } from "./report";

const player = (userId: string, score: number): Player => ({
  userId,
  username: userId,
  guest: false,
  score,
  connected: true,
  joinedLate: false,
  rank: null,
  result: null,
  record: emptyRecord(0),
});

describe("leaderboards (docs/product.md §9: top 5 in game, everyone at the end)", () => {
  const players = [player("e", 10), player("a", 50), player("c", 30), player("b", 50), player("d", 20), player("f", 5)];

  it("ranks best first by score, with shared ranks for ties", () => {
    expect(
      rankPlayers(players)
        .slice(0, 5)
        .map(asRanked)
        .map((p) => [p.User_id, p.rank]),
    ).toEqual([
      ["a", 1],
      ["b", 1],
      ["c", 3],
      ["d", 4],
      ["e", 5],
    ]);
  });

  it("handles one player and none", () => {
    expect(rankPlayers([player("x", 1)]).map(asRanked)).toEqual([{ User_id: "x", Username: "x", score: 1, rank: 1 }]);
    expect(rankPlayers([])).toEqual([]);
  });
});
