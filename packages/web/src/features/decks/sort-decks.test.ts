import { describe, expect, test } from "vitest";
import { sortDecks } from "./sort-decks";

const deck = (deck_id: number, title: string) => ({ deck_id, title });
const titles = (decks: { title: string }[]) => decks.map((each) => each.title);

describe('sortDecks (docs/product.md §2 "Sort by" A-Z / Z-A)', () => {
  const decks = [deck(1, "biology"), deck(2, "Zoology"), deck(3, "Algebra"), deck(4, "Écologie"), deck(5, "chemistry")];

  test("A-Z orders titles alphabetically, ignoring case and accents", () => {
    expect(titles(sortDecks(decks, "az"))).toEqual(["Algebra", "biology", "chemistry", "Écologie", "Zoology"]);
  });

  test("Z-A is the reverse", () => {
    expect(titles(sortDecks(decks, "za"))).toEqual(["Zoology", "Écologie", "chemistry", "biology", "Algebra"]);
  });

  test("numbers in titles sort by value", () => {
    expect(titles(sortDecks([deck(1, "Unit 10"), deck(2, "Unit 2")], "az"))).toEqual(["Unit 2", "Unit 10"]);
  });

  test("equal titles keep the older deck first in both orders, and the input is left as it was", () => {
    const same = [deck(7, "Untitled Deck"), deck(3, "untitled deck")];
    expect(sortDecks(same, "az").map((each) => each.deck_id)).toEqual([3, 7]);
    expect(sortDecks(same, "za").map((each) => each.deck_id)).toEqual([3, 7]);
    expect(same.map((each) => each.deck_id)).toEqual([7, 3]);
  });
});
