import type { QuestionEnded } from "@quizdeck/shared/socket-events";
import { describe, expect, it } from "vitest";
import { runCommand } from "./commands";
import {
  advanceClock,
  COUNTDOWN_MS,
  endGame,
  leaveGame,
  nextStep,
  snapshotFor,
  startGame,
  submitAnswer,
} from "./engine";
import type { Emit, GameState, PlayableCard } from "./game-state";
import { at, find, HOST, lobbyWith, refusalOf } from "./test-game";

const base = { image: null, correct: "", incorrect: [] };
const cards = {
  multipleChoice: { ...base, question: "Capital of France?", correct: "Paris", incorrect: ["Lyon"] },
  trueFalse: { ...base, question: "The sun is a planet", type: "true_false", correct: "False", incorrect: ["True"] },
  typeAnswer: { ...base, question: "Capital of Italy?", type: "type_answer", correct: "Rome", choices: ["Roma"] },
  selectAll: {
    ...base,
    question: "Which are prime?",
    type: "select_all",
    choices: ["2", "4", "5", "9"],
    correctChoices: [0, 2],
  },
  poll: { ...base, question: "Favourite season?", type: "poll", choices: ["Spring", "Summer", "Autumn"] },
  order: { ...base, question: "Smallest first", type: "order", choices: ["one", "two", "three", "four"] },
} satisfies Record<string, PlayableCard>;

const T0 = COUNTDOWN_MS;

/** A game at its only question, `card`, with `players`; wrong answers score nothing unless `pointsForWrong`. */
function playing(card: PlayableCard, players = ["a", "b"], pointsForWrong = false): GameState {
  const state = lobbyWith(players);
  state.settings.pointsForWrong = pointsForWrong;
  startGame(state, HOST, [card, cards.multipleChoice], at(0));
  advanceClock(state, at(T0));
  return state;
}

const shown = (state: GameState) => {
  const card = state.cards[state.cardIndex] as PlayableCard;
  const texts = card.type === "type_answer" ? [] : (card.choices ?? [card.correct, ...card.incorrect]);
  return state.question?.order.map((index) => texts[index]) ?? [];
};
/** The shown index of a text. */
const shownAt = (state: GameState, text: string) => shown(state).indexOf(text);
const resultOf = (emits: Emit[], userId: string) =>
  emits.find((e) => e.event === "question_result" && e.to === "user" && e.userId === userId)?.payload;
const endedOf = (emits: Emit[]) => find(emits, "question_ended")?.payload as QuestionEnded;

describe("question types (issue 30)", () => {
  it("shows true or false always as True, False, a poll as written, no answers to type, the others shuffled", () => {
    const payload = (card: PlayableCard) =>
      find(advanceClock(startedWith(card), at(T0)).emits, "card_for_client")?.payload.Card;
    const startedWith = (card: PlayableCard) => {
      const state = lobbyWith(["a"]);
      startGame(state, HOST, [card], at(0));
      return state;
    };
    expect(payload(cards.trueFalse)).toMatchObject({ Answers: ["True", "False"], Type: "true_false" });
    expect(payload({ ...cards.trueFalse, correct: "True", incorrect: ["False"] })?.Answers).toEqual(["True", "False"]);
    expect(payload(cards.poll)?.Answers).toEqual(["Spring", "Summer", "Autumn"]);
    expect(payload(cards.typeAnswer)?.Answers).toEqual([]);
    // The fixed random source moves the first item last.
    expect(payload(cards.selectAll)?.Answers).toEqual(["4", "5", "9", "2"]);
    expect(payload(cards.order)?.Answers).toEqual(["two", "three", "four", "one"]);
    expect(payload(cards.multipleChoice)?.Answers).toEqual(["Lyon", "Paris"]);
  });

  it("never shows the items of a put-in-order question already in order", () => {
    const state = lobbyWith(["a"]);
    // A random source that leaves the items where they are.
    startGame(state, HOST, [cards.order], { now: 0, random: () => 0.999 });
    advanceClock(state, { now: T0, random: () => 0.999 });
    expect(shown(state)).not.toEqual(cards.order.choices);
    expect([...shown(state)].sort()).toEqual([...cards.order.choices].sort());
  });

  it("judges true or false by the shown answer", () => {
    const state = playing(cards.trueFalse);
    submitAnswer(state, "a", { choice: 1 }, at(T0 + 10));
    const closing = submitAnswer(state, "b", { choice: 0 }, at(T0 + 20));
    expect(resultOf(closing.emits, "a")).toMatchObject({ outcome: "correct", correctIndex: 1 });
    expect(resultOf(closing.emits, "b")).toMatchObject({ outcome: "incorrect", points: 0 });
    expect(endedOf(closing.emits)).toMatchObject({ Type: "true_false", correctIndex: 1, counts: [1, 1] });
  });

  it("type the answer: matched ignoring case and accents, the words grouped, most typed first", () => {
    const state = playing(cards.typeAnswer, ["a", "b", "c", "d"]);
    const reply = submitAnswer(state, "a", { text: " ROMA " }, at(T0 + 10));
    expect(find(reply.emits, "check_answer")?.payload).toEqual({
      Answer_id: -1,
      Text: " ROMA ",
      position: 1,
      totalPos: 4,
    });
    submitAnswer(state, "b", { text: "Milan" }, at(T0 + 20));
    submitAnswer(state, "c", { text: "milan!" }, at(T0 + 30));
    const closing = submitAnswer(state, "d", { text: "Rôme" }, at(T0 + 40));
    expect(resultOf(closing.emits, "a")).toMatchObject({ outcome: "correct", accepted: ["Rome", "Roma"] });
    expect(resultOf(closing.emits, "b")).toMatchObject({ outcome: "incorrect", points: 0 });
    expect(resultOf(closing.emits, "d")).toMatchObject({ outcome: "correct" });
    expect(endedOf(closing.emits)).toMatchObject({
      correctIndex: -1,
      accepted: ["Rome", "Roma"],
      counts: [],
      words: [
        { text: "Milan", count: 2, accepted: null },
        { text: "ROMA", count: 1, accepted: "Roma" },
        { text: "Rôme", count: 1, accepted: "Rome" },
      ],
    });
  });

  it("type the answer: refuses an empty answer and another form, and the player may still answer", () => {
    const state = playing(cards.typeAnswer);
    expect(refusalOf(() => submitAnswer(state, "a", { text: "  ?! " }, at(T0 + 1)))).toEqual({
      code: "invalid_payload",
      message: "Type an answer",
    });
    expect(refusalOf(() => submitAnswer(state, "a", { choice: 0 }, at(T0 + 2)))?.code).toBe("invalid_payload");
    expect(state.question?.answered).toBe(0);
    expect(refusalOf(() => submitAnswer(state, "a", { text: "Rome" }, at(T0 + 3)))).toBeNull();
  });

  it("select all: right only for the exact set; a part of it scores nothing; counts how many picked each", () => {
    const state = playing(cards.selectAll, ["a", "b", "c"]);
    const [two, five, four] = [shownAt(state, "2"), shownAt(state, "5"), shownAt(state, "4")];
    submitAnswer(state, "a", { choices: [five, two] }, at(T0 + 10));
    submitAnswer(state, "b", { choices: [two] }, at(T0 + 20));
    const closing = submitAnswer(state, "c", { choices: [two, five, four] }, at(T0 + 30));
    expect(resultOf(closing.emits, "a")).toMatchObject({ outcome: "correct", points: 1667 });
    expect(resultOf(closing.emits, "b")).toMatchObject({ outcome: "incorrect", points: 0 });
    expect(resultOf(closing.emits, "c")).toMatchObject({ outcome: "incorrect", points: 0 });
    const ended = endedOf(closing.emits);
    expect(ended.correctIndexes).toEqual([two, five].sort());
    expect(ended.counts[two]).toBe(3);
    expect(ended.counts[five]).toBe(2);
    expect(ended.counts[four]).toBe(1);
    expect(ended.correctIndex).toBe(-1);
  });

  it("a reconnect's snapshot echoes the picks while the question is open, and the reveal after it", () => {
    const state = playing(cards.selectAll);
    submitAnswer(state, "a", { choices: [2, 0] }, at(T0 + 10));
    expect(snapshotFor(state, "a", T0 + 11).answered).toEqual({
      Answer_id: -1,
      Answer_ids: [2, 0],
      position: 1,
      totalPos: 2,
    });
    submitAnswer(state, "b", { choices: [1] }, at(T0 + 20));
    const snapshot = snapshotFor(state, "b", T0 + 21);
    const right = [shownAt(state, "2"), shownAt(state, "5")].sort();
    expect(snapshot.lastResult).toMatchObject({ Type: "select_all", correctIndexes: right });
    expect(snapshot.yourResult).toMatchObject({ outcome: "incorrect", correctIndexes: right });
  });

  it("select all: refuses a pick sent twice or one not shown", () => {
    const state = playing(cards.selectAll);
    expect(refusalOf(() => submitAnswer(state, "a", { choices: [1, 1] }, at(T0 + 1)))).toEqual({
      code: "invalid_payload",
      message: "Each answer can be sent once",
    });
    expect(refusalOf(() => submitAnswer(state, "a", { choices: [4] }, at(T0 + 1)))?.code).toBe("invalid_payload");
    expect(refusalOf(() => submitAnswer(state, "a", { choice: 1 }, at(T0 + 1)))?.message).toBe(
      "This question takes the answers you pick: send Answer_ids",
    );
  });

  it("put in order: right only in the exact order; the close shows the shown items in the right order", () => {
    const state = playing(cards.order);
    const right = cards.order.choices.map((item) => shownAt(state, item));
    const swapped = [right[1], right[0], right[2], right[3]] as number[];
    submitAnswer(state, "a", { choices: right }, at(T0 + 10));
    const closing = submitAnswer(state, "b", { choices: swapped }, at(T0 + 20));
    expect(resultOf(closing.emits, "a")).toMatchObject({ outcome: "correct", correctIndexes: right });
    expect(resultOf(closing.emits, "b")).toMatchObject({ outcome: "incorrect", points: 0 });
    expect(endedOf(closing.emits)).toMatchObject({
      correctIndex: -1,
      correctIndexes: right,
      counts: [],
      correctCount: 1,
    });
  });

  it("put in order: refuses an order with an item twice or one missing", () => {
    const state = playing(cards.order);
    expect(refusalOf(() => submitAnswer(state, "a", { choices: [0, 1, 2, 2] }, at(T0 + 1)))?.code).toBe(
      "invalid_payload",
    );
    expect(refusalOf(() => submitAnswer(state, "a", { choices: [0, 1, 2] }, at(T0 + 1)))).toEqual({
      code: "invalid_payload",
      message: "Send every item once, in your order",
    });
    expect(state.question?.answered).toBe(0);
  });

  it("a poll scores nothing, right or wrong: each answer is just answered, and counted", () => {
    const state = playing(cards.poll, ["a", "b"], true);
    state.settings.revealOnAnswer = true;
    const first = submitAnswer(state, "a", { choice: 2 }, at(T0 + 10));
    expect(find(first.emits, "check_answer")?.payload).toEqual({
      Answer_id: 2,
      position: 1,
      totalPos: 2,
      points: 0,
      score: 0,
    });
    const closing = submitAnswer(state, "b", { choice: 2 }, at(T0 + 20));
    expect(resultOf(closing.emits, "a")).toMatchObject({ outcome: "answered", points: 0, correctIndex: -1 });
    expect(endedOf(closing.emits)).toMatchObject({ Type: "poll", counts: [0, 0, 2], answered: 2 });
    expect(endedOf(closing.emits).correctCount).toBeUndefined();
    expect(state.players.get("a")?.score).toBe(0);
  });

  it("double points doubles the rule's points, wrong ones too; none gives nothing even for a right answer", () => {
    const double = playing({ ...cards.multipleChoice, points: "double" }, ["a", "b", "c"], true);
    submitAnswer(double, "a", { choice: 1 }, at(T0 + 10));
    submitAnswer(double, "b", { choice: 0 }, at(T0 + 20));
    const closing = submitAnswer(double, "c", { choice: 0 }, at(T0 + 30));
    expect(resultOf(closing.emits, "a")).toMatchObject({ outcome: "correct", points: 2 * 1667 });
    expect(resultOf(closing.emits, "b")).toMatchObject({ outcome: "incorrect", points: 2 * 334 });
    const none = playing({ ...cards.multipleChoice, points: "none" }, ["a"], true);
    expect(resultOf(submitAnswer(none, "a", { choice: 1 }, at(T0 + 10)).emits, "a")).toMatchObject({
      outcome: "correct",
      points: 0,
    });
  });

  it("a card's own time limit replaces the game's timer", () => {
    const state = playing({ ...cards.multipleChoice, timeLimit: 5 });
    expect(state.question?.deadline).toBe(T0 + 5000);
    expect(refusalOf(() => submitAnswer(state, "a", { choice: 1 }, at(T0 + 5001)))?.code).toBe("too_late");
    // The next card has none: the game's 20 seconds.
    advanceClock(state, at(T0 + 5001));
    expect(state.phase).toBe("results");
  });

  it("a player who leaves takes their picks out of a select-all question's counts", () => {
    const state = playing(cards.selectAll, ["a", "b"]);
    submitAnswer(state, "a", { choices: [0, 1] }, at(T0 + 10));
    leaveGame(state, "a", at(T0 + 20));
    expect(state.question?.counts).toEqual([0, 0, 0, 0]);
  });

  it("reports each type's question and answers: counts per option as written, the picks and the order as text", () => {
    const state = lobbyWith(["a", "b"]);
    startGame(state, HOST, [cards.selectAll, cards.order, cards.poll], at(0));
    advanceClock(state, at(T0));
    submitAnswer(state, "a", { choices: [shownAt(state, "5"), shownAt(state, "2")] }, at(T0 + 10));
    submitAnswer(state, "b", { choices: [shownAt(state, "9")] }, at(T0 + 20));
    nextStep(state, HOST, at(T0 + 30));
    nextStep(state, HOST, at(T0 + 40));
    const items = cards.order.choices.map((item) => shownAt(state, item));
    submitAnswer(state, "a", { choices: [...items].reverse() }, at(T0 + 50));
    // b lets it go: the host closes it, shows the leaderboard, then the poll.
    for (const time of [60, 70, 75]) nextStep(state, HOST, at(T0 + time));
    submitAnswer(state, "b", { choice: 1 }, at(T0 + 80));
    const report = endGame(state, HOST).results?.report;
    expect(report?.questions.map(({ type, answers, counts, correct }) => ({ type, answers, counts, correct }))).toEqual(
      [
        { type: "select_all", answers: ["2", "4", "5", "9"], counts: [1, 0, 1, 1], correct: 1 },
        { type: "order", answers: ["one", "two", "three", "four"], counts: [], correct: 0 },
        { type: "poll", answers: ["Spring", "Summer", "Autumn"], counts: [0, 1, 0], correct: 0 },
      ],
    );
    expect(report?.questions[0]?.correctChoices).toEqual([0, 2]);
    const answersOf = (userId: string) => report?.players.find((player) => player.userId === userId)?.answers;
    expect(answersOf("a")).toMatchObject([
      { choice: null, text: "2, 5", result: "correct" },
      { choice: null, text: "four → three → two → one", result: "incorrect" },
      { choice: null, ms: null },
    ]);
    expect(answersOf("b")).toMatchObject([
      { text: "9", result: "incorrect" },
      { choice: null, ms: null },
      { choice: 1, result: "answered", points: 0 },
    ]);
  });

  it("replays an answer logged before issue 30 as one pick, and plays the new form through runCommand", () => {
    const state = playing(cards.multipleChoice);
    runCommand(state, { kind: "answer", userId: "a", shownIndex: 1 }, at(T0 + 10));
    runCommand(state, { kind: "answer", userId: "b", answer: { choice: 0 } }, at(T0 + 20));
    expect(state.players.get("a")?.result).toMatchObject({ outcome: "correct" });
    expect(state.players.get("b")?.result).toMatchObject({ outcome: "incorrect" });
  });
});
