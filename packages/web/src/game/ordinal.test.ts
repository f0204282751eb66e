import { describe, expect, it } from "vitest";
import { ordinal } from "./ordinal";

describe("ordinal", () => {
  it("gives 1st, 2nd, 3rd and th for the rest of the first ten", () => {
    expect([1, 2, 3, 4, 5, 10].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "5th", "10th"]);
  });

  it("gives th for 11, 12 and 13 in every hundred", () => {
    expect([11, 12, 13, 111, 112, 113].map(ordinal)).toEqual(["11th", "12th", "13th", "111th", "112th", "113th"]);
  });

  it("gives st, nd, rd again from 21 on", () => {
    expect([21, 22, 23, 101, 102, 1003].map(ordinal)).toEqual(["21st", "22nd", "23rd", "101st", "102nd", "1003rd"]);
  });
});
