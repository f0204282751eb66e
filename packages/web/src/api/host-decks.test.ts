import type { DeckRecord } from "@quizdeck/shared/records";
import { describe, expect, it } from "vitest";
import { hostDeckChoices } from "./host-decks";

const deck = (id: number, title: string): DeckRecord => ({
  deck_id: id,
  Deck_id: id,
  title,
  Title: title,
  user_id: "1",
  User_id: "1",
  username: "Ann",
  group_id: null,
  Group_id: null,
  private: false,
});

describe("hostDeckChoices", () => {
  it("merges own and liked decks, each once, sorted by title ignoring case", () => {
    const own = [deck(3, "rivers"), deck(1, "Capitals")];
    const liked = [deck(7, "Birds"), deck(1, "Capitals")];
    expect(hostDeckChoices(own, liked).map((d) => d.Title)).toEqual(["Birds", "Capitals", "rivers"]);
  });

  it("keeps decks with the same title apart, by id", () => {
    expect(hostDeckChoices([deck(9, "Quiz")], [deck(4, "Quiz")]).map((d) => d.deck_id)).toEqual([4, 9]);
  });
});
