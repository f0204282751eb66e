import { describe, expect, test } from "vitest";
import { averageScore, formatAverage, topMembers } from "./top-members";

const member = (User_id: string, Total_Score?: number, Games_Played?: number, Private = false) => ({
  User_id,
  Total_Score,
  Games_Played,
  Private,
});

describe("group top members (docs/product.md §9)", () => {
  test("ranks by Total_Score divided by Games_Played, highest first, and keeps only 3", () => {
    const members = [member("a", 3000, 3), member("b", 5000, 2), member("c", 100, 1), member("d", 4000, 2)];
    const ranked = topMembers(members);
    expect(ranked.map(({ member }) => member.User_id)).toEqual(["b", "d", "a"]);
    expect(ranked.map(({ average }) => average)).toEqual([2500, 2000, 1000]);
  });

  test("ranks by the average, not by the total score", () => {
    const ranked = topMembers([member("many-games", 9000, 10), member("one-game", 1500, 1)]);
    expect(ranked[0]?.member.User_id).toBe("one-game");
  });

  test("a member who never played counts as 0", () => {
    expect(averageScore(member("new", 0, 0))).toBe(0);
    const ranked = topMembers([member("new", 0, 0), member("player", 10, 4)]);
    expect(ranked.map(({ member }) => member.User_id)).toEqual(["player", "new"]);
  });

  test("a private profile is never ranked, even on its owner's screen where its stats are known", () => {
    const othersView = topMembers([member("new", 0, 0), member("private", undefined, undefined, true)]);
    const ownersView = topMembers([member("new", 0, 0), member("private", 9000, 1, true)]);
    expect(othersView.map(({ member }) => member.User_id)).toEqual(["new"]);
    expect(ownersView).toEqual(othersView);
  });

  test("ties keep the joining order", () => {
    const ranked = topMembers([member("first", 0, 0), member("second", 50, 1), member("third", 100, 2)]);
    expect(ranked.map(({ member }) => member.User_id)).toEqual(["second", "third", "first"]);
  });

  test("fewer than 3 members are all shown; none gives an empty board", () => {
    expect(topMembers([member("only", 10, 1)])).toHaveLength(1);
    expect(topMembers([])).toEqual([]);
  });

  test("averages are shown with 2 decimals", () => {
    expect(formatAverage(0)).toBe("0.00");
    expect(formatAverage(1000 / 3)).toBe("333.33");
    expect(formatAverage(2 / 3)).toBe("0.67");
    expect(formatAverage(1500)).toBe("1500.00");
  });
});
