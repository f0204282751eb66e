import type { GameSnapshot } from "@quizdeck/shared/socket-events";
import { describe, expect, it } from "vitest";
import { lateJoinCard } from "./late-join";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

const snapshot = (phase: GameSnapshot["phase"], cardIndex: number | null, joinedLate = true): GameSnapshot => ({
  Game_id: "g1",
  Join_Code: "ABCDEF",
  phase,
  isHost: false,
  settings: { Deck_Title: "Capitals", Timer: 30, shuffleDeck: false, pointsForWrong: true, allowLateJoins: true },
  players: [],
  playerCount: 3,
  startsAt: null,
  card:
    cardIndex === null
      ? null
      : {
          Card: { Question: "Q", Answers: ["a", "b", "c", "d"], image: null },
          CardIndex: cardIndex,
          totalCards: 5,
          deadline: 0,
          serverNow: 0,
        },
  answered: null,
  lastResult: null,
  ended: null,
  you: { User_id: "9", Username: "Cat", score: 0, rank: null, joinedLate },
  yourResult: null,
  serverNow: 0,
});

describe("the question a late joiner arrived during (issue 11 item 3)", () => {
  it("is the question open at the first snapshot, and stays so on a reload during a later question", () => {
    const storage = memoryStorage();
    expect(lateJoinCard(snapshot("question", 1), storage)).toBe(1);
    expect(lateJoinCard(snapshot("question", 1), storage)).toBe(1);
    expect(lateJoinCard(snapshot("question", 2), storage)).toBe(1);
  });

  it("is none for a player who arrived between questions, or who did not join late", () => {
    const storage = memoryStorage();
    expect(lateJoinCard(snapshot("results", null), storage)).toBeNull();
    expect(lateJoinCard(snapshot("question", 2), storage)).toBeNull();
    expect(lateJoinCard(snapshot("question", 0, false), memoryStorage())).toBeNull();
  });
});
