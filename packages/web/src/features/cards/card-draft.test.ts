import { settleCardContent } from "@quizdeck/shared/card-types";
import { describe, expect, test } from "vitest";
import "../../i18n/app-messages";
import { answersOfDraft, blankDraft, type CardDraft, draftOfCard, switchDraftType } from "./card-draft";
import { timeLimitProblem } from "./question-settings";

const multipleChoice = {
  Type: "multiple_choice" as const,
  Answer: "Paris",
  Incorrect1: "Lyon",
  Incorrect2: "",
  Incorrect3: "Nice",
  Choices: [],
  Correct: [],
};
const texts = (draft: CardDraft) => draft.choices.map((choice) => choice.text);

describe("a card's draft across question types (issue 30)", () => {
  test("a multiple-choice card's answers become a poll's choices, and come back unchanged", () => {
    const poll = switchDraftType(draftOfCard(multipleChoice), "poll");
    expect(texts(poll)).toEqual(["Paris", "Lyon", "Nice", ""]);
    expect(answersOfDraft(poll)).toMatchObject({ Type: "poll", Answer: "", Choices: ["Paris", "Lyon", "Nice"] });
    expect(answersOfDraft(switchDraftType(poll, "multiple_choice"))).toEqual(multipleChoice);
  });

  test("the wrong answers reach a poll's choices through the types between (a type menu walked with the arrow keys)", () => {
    const between = ["true_false", "type_answer", "select_all", "poll"] as const;
    const poll = between.reduce(switchDraftType, draftOfCard(multipleChoice));
    expect(texts(poll)).toEqual(["Paris", "Lyon", "Nice", ""]);
    expect(answersOfDraft(switchDraftType(poll, "multiple_choice"))).toEqual(multipleChoice);
  });

  test("select all marks the right answer; its right choices are counted among the filled-in ones", () => {
    const selectAll = switchDraftType(draftOfCard(multipleChoice), "select_all");
    expect(selectAll.choices.map((choice) => choice.right)).toEqual([true, false, false, false]);
    const [paris, lyon, nice] = selectAll.choices;
    const edited = { ...selectAll, choices: [{ ...paris!, text: " " }, lyon!, { ...nice!, right: true }] };
    expect(answersOfDraft(edited)).toMatchObject({ Choices: ["Lyon", "Nice"], Correct: [1] });
  });

  test("wrong answers never become accepted answers; a poll's first choice becomes the answer", () => {
    const typed = switchDraftType(draftOfCard(multipleChoice), "type_answer");
    expect(answersOfDraft(typed)).toMatchObject({ Type: "type_answer", Answer: "Paris", Choices: [] });
    const poll = draftOfCard({
      ...multipleChoice,
      Type: "poll",
      Answer: "",
      Incorrect1: "",
      Incorrect3: "",
      Choices: ["A", "B"],
    });
    expect(answersOfDraft(switchDraftType(poll, "multiple_choice"))).toMatchObject({ Answer: "A", Incorrect1: "B" });
  });

  test("true or false needs a pick; every type's answers are what the server stores as they are", () => {
    expect(answersOfDraft(blankDraft("true_false")).Answer).toBe("");
    const picked: CardDraft = { ...blankDraft("true_false"), truth: "False" };
    const drafts = [
      picked,
      ...(["multiple_choice", "type_answer", "poll", "order"] as const).map((type) =>
        switchDraftType(draftOfCard(multipleChoice), type),
      ),
    ];
    for (const draft of drafts) {
      const answers = answersOfDraft(draft);
      // The server writes a true-or-false card's wrong answer itself.
      const { Incorrect1: _written, ...rest } = answers;
      expect(settleCardContent({ ...answers, Question: "Q" })).toMatchObject(
        draft.type === "true_false" ? rest : answers,
      );
    }
  });

  test("a list type starts with four rows, and a stored list shorter than its fewest is padded", () => {
    expect(texts(blankDraft("order"))).toEqual(["", "", "", ""]);
    const order = draftOfCard({
      ...multipleChoice,
      Type: "order",
      Answer: "",
      Incorrect1: "",
      Incorrect3: "",
      Choices: ["1"],
    });
    expect(texts(order)).toEqual(["1", "", ""]);
  });
});

describe("a question's time limit", () => {
  test.each([
    ["", null],
    ["30", null],
    ["220", null],
    ["0", "Whole seconds"],
    ["221", "Whole seconds"],
    ["2.5", "Whole seconds"],
    ["ten", "Whole seconds"],
  ])("%j", (text, problem) => {
    const found = timeLimitProblem(text);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});
