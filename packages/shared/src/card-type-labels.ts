import type { CardType } from "./card-types";

/** Each question type's name, in a module of its own: the join path's game screens need the names only. */
export const cardTypeLabels: Record<CardType, string> = {
  multiple_choice: "Multiple choice",
  true_false: "True or false",
  type_answer: "Type the answer",
  select_all: "Select all that apply",
  poll: "Poll",
  order: "Put in order",
};
