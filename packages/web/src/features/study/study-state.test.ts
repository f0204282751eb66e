import type { StudyCard, StudyQueue, StudyReviewResult } from "@quizdeck/shared/study";
import { describe, expect, it } from "vitest";
import type { StudyMode } from "./study-mode";
import {
  currentCard,
  initialStudyState,
  type StudyAction,
  type StudyState,
  studyKeyCommand,
  studyProgress,
  studyReducer,
} from "./study-state";

const studyCard = (card_id: number, answer: string): StudyCard => ({
  card_id,
  deck_id: 7,
  type: "multiple_choice",
  question: `Question ${card_id}`,
  answer,
  choices: ["Lyon", answer, "Nice", "Lille"],
  image: null,
  image_alt: "",
  kind: "due",
});

const queue = (cards: StudyCard[], next_due: string | null = null): StudyQueue => ({
  deck: { deck_id: 7, title: "Capitals" },
  cards,
  due_count: cards.length,
  new_count: 0,
  next_due,
});

const saved = (card_id: number, correct: boolean | null, answer: string): StudyReviewResult => ({
  card_id,
  rating: correct === false ? 1 : 3,
  correct,
  answer,
  right_choices: null,
  due: "2026-01-01T00:00:00.000Z",
});

const twoCards = queue([studyCard(1, "Paris"), studyCard(2, "Madrid")]);

const run = (mode: StudyMode, ...actions: StudyAction[]): StudyState =>
  actions.reduce(studyReducer, initialStudyState(twoCards, mode));

const rated = (card_id: number, rating: 1 | 2 | 3 | 4): StudyAction => ({
  type: "review_saved",
  review: { card_id, rating },
  result: saved(card_id, null, "Paris"),
});

describe("study screen state (issue 14)", () => {
  it("starts on the first card's question, card 1 of the queue", () => {
    const state = initialStudyState(twoCards, "flashcards");
    expect(state).toMatchObject({ step: { kind: "question" }, tally: { reviewed: 0, right: 0 }, done: null });
    expect(currentCard(state)?.card_id).toBe(1);
    expect(studyProgress(state)).toEqual({ position: 1, total: 2 });
  });

  it("Show answer reveals the answer of the same card", () => {
    const state = run("flashcards", { type: "show_answer" });
    expect(state.step).toEqual({ kind: "answer", backShown: true });
    expect(currentCard(state)?.card_id).toBe(1);
  });

  it("a saved rating counts the review, right unless Again, and moves to the next card's question", () => {
    const good = run("flashcards", { type: "show_answer" }, rated(1, 3));
    expect(good).toMatchObject({ index: 1, step: { kind: "question" }, tally: { reviewed: 1, right: 1 } });
    expect(studyProgress(good)).toEqual({ position: 2, total: 2 });
    const again = run("flashcards", { type: "show_answer" }, rated(1, 1));
    expect(again.tally).toEqual({ reviewed: 1, right: 0 });
  });

  it("a saved pick shows the server's verdict on the same card; Next moves on", () => {
    const wrong = run("choice", {
      type: "review_saved",
      review: { card_id: 1, choice: "Nice" },
      result: saved(1, false, "Paris"),
    });
    expect(wrong).toMatchObject({
      index: 0,
      step: { kind: "checked", picked: "Nice", correct: false, answer: "Paris" },
      tally: { reviewed: 1, right: 0 },
    });
    expect(studyReducer(wrong, { type: "next" })).toMatchObject({ index: 1, step: { kind: "question" } });
    const right = run("choice", {
      type: "review_saved",
      review: { card_id: 1, choice: "Paris" },
      result: saved(1, true, "Paris"),
    });
    expect(right).toMatchObject({ step: { correct: true }, tally: { reviewed: 1, right: 1 } });
  });

  it("a review that could not be saved keeps the card with its message until it is sent again", () => {
    const review = { card_id: 1, rating: 3 } as const;
    const failed = run("flashcards", { type: "show_answer" }, { type: "review_failed", review, message: "Offline" });
    expect(failed).toMatchObject({
      index: 0,
      step: { kind: "answer", backShown: true },
      failed: { review, message: "Offline" },
    });
    expect(failed.tally.reviewed).toBe(0);
    expect(studyReducer(failed, { type: "review_sent" }).failed).toBeNull();
  });

  it("past the queue's last card the session asks for the queue again, once per time", () => {
    const last = run("flashcards", rated(1, 3));
    expect(last.askedForMore).toBe(0);
    const through = studyReducer(last, rated(2, 3));
    expect(through).toMatchObject({ index: 1, askedForMore: 1, step: { kind: "question" }, done: null });
    expect(studyReducer(through, { type: "next" }).askedForMore).toBe(2);
  });

  it("a new queue continues the progress where the last one ended", () => {
    const through = run("flashcards", rated(1, 3), rated(2, 1));
    const more = studyReducer(through, { type: "queue_loaded", queue: queue([studyCard(2, "Madrid")]) });
    expect(more).toMatchObject({ index: 0, offset: 2, done: null, tally: { reviewed: 2, right: 1 } });
    expect(currentCard(more)?.card_id).toBe(2);
    expect(studyProgress(more)).toEqual({ position: 3, total: 3 });
  });

  it("an empty queue ends the session with its next due time; a later queue with cards brings it back", () => {
    const through = run("flashcards", rated(1, 3), rated(2, 3));
    const done = studyReducer(through, { type: "queue_loaded", queue: queue([], "2026-01-01T00:10:00.000Z") });
    expect(done).toMatchObject({ done: { nextDue: "2026-01-01T00:10:00.000Z" }, tally: { reviewed: 2, right: 2 } });
    const back = studyReducer(done, { type: "queue_loaded", queue: queue([studyCard(1, "Paris")]) });
    expect(back).toMatchObject({ done: null, offset: 2, index: 0 });
  });

  it("past the last card the next cards load; when they could not be loaded, Try again asks once more", () => {
    const through = run("flashcards", rated(1, 3), rated(2, 3));
    expect(through.refill).toEqual({ kind: "loading" });
    const failed = studyReducer(through, { type: "queue_failed", message: "Offline" });
    expect(failed).toMatchObject({ refill: { kind: "failed", message: "Offline" }, askedForMore: 1, done: null });
    const again = studyReducer(failed, { type: "queue_requested" });
    expect(again).toMatchObject({ refill: { kind: "loading" }, askedForMore: 2 });
    const more = studyReducer(again, { type: "queue_loaded", queue: queue([studyCard(1, "Paris")]) });
    expect(more).toMatchObject({ refill: { kind: "idle" }, index: 0, offset: 2 });
  });

  it("switching the mode starts the card over, or moves on from a checked one", () => {
    const failed = run(
      "flashcards",
      { type: "show_answer" },
      { type: "review_failed", review: { card_id: 1, rating: 2 }, message: "Offline" },
      { type: "mode_switched", mode: "choice" },
    );
    expect(failed).toMatchObject({ mode: "choice", index: 0, step: { kind: "question" }, failed: null });
    const checked = run(
      "choice",
      { type: "review_saved", review: { card_id: 1, choice: "Paris" }, result: saved(1, true, "Paris") },
      { type: "mode_switched", mode: "flashcards" },
    );
    expect(checked).toMatchObject({ mode: "flashcards", index: 1, step: { kind: "question" } });
  });
});

describe("the study screen's keys (issue 14)", () => {
  it("flashcards: Space or Enter shows the answer, then 1 to 4 send the rating", () => {
    const question = run("flashcards");
    expect(studyKeyCommand(question, "Space")).toEqual({ type: "show_answer" });
    expect(studyKeyCommand(question, "Enter")).toEqual({ type: "show_answer" });
    expect(studyKeyCommand(question, "3")).toBeNull();
    const answer = run("flashcards", { type: "show_answer" });
    expect(studyKeyCommand(answer, "4")).toEqual({ type: "send", review: { card_id: 1, rating: 4 } });
    expect(studyKeyCommand(answer, "Space")).toBeNull();
  });

  it("flashcards: a back the server still has to send cannot be rated until it is on screen", () => {
    const typed: StudyCard = { ...studyCard(1, "Paris"), type: "type_answer", answer: null, choices: [] };
    const turned = studyReducer(initialStudyState(queue([typed]), "flashcards"), { type: "show_answer" });
    expect(turned.step).toEqual({ kind: "answer", backShown: false });
    expect(studyKeyCommand(turned, "3")).toBeNull();
    const shown = studyReducer(turned, { type: "back_shown" });
    expect(shown.step).toEqual({ kind: "answer", backShown: true });
    expect(studyKeyCommand(shown, "3")).toEqual({ type: "send", review: { card_id: 1, rating: 3 } });
    // Late news of a back that is no longer the one turned over changes nothing.
    expect(studyReducer(initialStudyState(queue([typed]), "flashcards"), { type: "back_shown" }).step).toEqual({
      kind: "question",
    });
  });

  it("multiple choice: 1 to 4 pick the answer in that place, then Space or Enter go to the next card", () => {
    const question = run("choice");
    expect(studyKeyCommand(question, "2")).toEqual({ type: "send", review: { card_id: 1, choice: "Paris" } });
    expect(studyKeyCommand(question, "Space")).toBeNull();
    const checked = run("choice", {
      type: "review_saved",
      review: { card_id: 1, choice: "Paris" },
      result: saved(1, true, "Paris"),
    });
    expect(studyKeyCommand(checked, "Enter")).toEqual({ type: "next" });
    expect(studyKeyCommand(checked, "1")).toBeNull();
  });

  it("quiz me on the other types (issue 30): digits pick nothing, their screens take the answer; Enter moves on", () => {
    const typed: StudyCard = { ...studyCard(1, "Paris"), type: "type_answer", answer: null, choices: [] };
    const order: StudyCard = { ...studyCard(2, "x"), type: "order", answer: null, choices: ["b", "a", "c"] };
    for (const card of [typed, order]) {
      const question = initialStudyState(queue([card]), "choice");
      for (const key of ["1", "2", "Space", "Enter"]) expect(studyKeyCommand(question, key)).toBeNull();
    }
    const verdict = saved(1, true, "Paris");
    const checked = [{ type: "review_saved", review: { card_id: 1, text: "paris" }, result: verdict }] as const;
    const afterTyped = checked.reduce(studyReducer, initialStudyState(queue([typed]), "choice"));
    expect(afterTyped).toMatchObject({ step: { kind: "checked", picked: "paris", correct: true, answer: "Paris" } });
    expect(studyKeyCommand(afterTyped, "Enter")).toEqual({ type: "next" });
    const inOrder = studyReducer(initialStudyState(queue([order]), "choice"), {
      type: "review_saved",
      review: { card_id: 2, choices: ["a", "b", "c"] },
      result: { ...saved(2, false, "a → b → c"), right_choices: ["a", "b", "c"] },
    });
    expect(inOrder).toMatchObject({
      step: { kind: "checked", picked: null, correct: false, rightChoices: ["a", "b", "c"] },
      tally: { reviewed: 1, right: 0 },
    });
  });

  it("keys do nothing while the next cards load or could not be loaded: the last card is hidden", () => {
    for (const mode of ["flashcards", "choice"] as const) {
      const loading = run(mode, { type: "next" }, { type: "next" });
      expect(loading.refill).toEqual({ kind: "loading" });
      const failed = studyReducer(loading, { type: "queue_failed", message: "Offline" });
      for (const state of [
        loading,
        failed,
        { ...failed, step: { kind: "answer", backShown: true } } satisfies StudyState,
      ]) {
        for (const key of ["Space", "Enter", "1", "2", "3", "4"]) expect(studyKeyCommand(state, key)).toBeNull();
      }
    }
  });

  it("keys do nothing on the summary", () => {
    const done = run("flashcards", rated(1, 3), rated(2, 3), { type: "queue_loaded", queue: queue([]) });
    expect(studyKeyCommand(done, "Space")).toBeNull();
  });

  it("moves on from a card answered in Quiz me when the mode was switched before the answer came back", () => {
    const pick: StudyAction = {
      type: "review_saved",
      review: { card_id: 1, choice: "Lyon" },
      result: saved(1, false, "Paris"),
    };
    const state = run("choice", { type: "review_sent" }, { type: "mode_switched", mode: "flashcards" }, pick);
    // Reviewed once, and not offered to be rated again as a flashcard.
    expect(state).toMatchObject({ index: 1, step: { kind: "question" }, tally: { reviewed: 1, right: 0 } });
  });

  it("skips a card that is gone (deleted by its author during the session)", () => {
    const state = run("flashcards", { type: "show_answer" }, { type: "card_gone" });
    expect(state).toMatchObject({ index: 1, step: { kind: "question" }, failed: null, tally: { reviewed: 0 } });
  });
});
