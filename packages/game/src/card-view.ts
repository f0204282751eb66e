/** A question's card and an answer as a player may see them, in a teacher-paced or a student-paced game. */
import type { CardForClient, CheckAnswer } from "@quizdeck/shared/socket-events";
import type { GameState, JudgedAnswer } from "./game-state";
import { cardTypeOf, questionTypeOf } from "./question-types/index";

/** One card as shown: its answers in the shown `order`, nothing marking a right one. */
export function clientCard(
  state: GameState,
  question: { cardIndex: number; order: number[]; deadline: number },
  serverNow: number,
): CardForClient | null {
  const card = state.cards[question.cardIndex];
  if (!card) return null;
  const texts = questionTypeOf(card).texts(card);
  return {
    Card: {
      Question: card.question,
      Answers: question.order.map((index) => texts[index] as string),
      image: card.image,
      Image_alt: card.imageAlt ?? "",
      Type: cardTypeOf(card),
      Points: card.points ?? "standard",
    },
    CardIndex: question.cardIndex,
    totalCards: state.cards.length,
    deadline: question.deadline,
    serverNow,
  };
}

/** The teacher-paced game's open (or last closed) question's card. */
export function cardForClient(state: GameState, serverNow: number): CardForClient | null {
  return state.question ? clientCard(state, state.question, serverNow) : null;
}

/** Whether what a player's answers scored stays hidden until the question closes (issue 29, the default). */
const hidesAnswers = (state: GameState) => state.phase === "question" && !state.settings.revealOnAnswer;

/**
 * An answer as its player may see it: until the question closes (unless the host reveals at once), only "locked
 * in"; a student-paced answer is revealed at once. `cardIndex`: its question's card.
 */
export function answerAsSeen(
  state: GameState,
  answer: JudgedAnswer,
  cardIndex = state.question?.cardIndex,
): CheckAnswer {
  const sent: CheckAnswer = { Answer_id: answer.Answer_id, position: answer.position, totalPos: answer.totalPos };
  if (answer.Answer_ids !== undefined) sent.Answer_ids = answer.Answer_ids;
  if (answer.Text !== undefined) sent.Text = answer.Text;
  if (hidesAnswers(state)) return sent;
  // A poll has no right answer: its answer is neither.
  const card = cardIndex === undefined ? undefined : state.cards[cardIndex];
  if (!card || cardTypeOf(card) !== "poll") sent.correct = answer.correct;
  sent.points = answer.points;
  sent.score = answer.score;
  return sent;
}

/** Whether the player's score as they see it leaves out the points of an answer not revealed yet. */
export function hiddenPoints(state: GameState, userId: string): number {
  return hidesAnswers(state) ? (state.question?.answers.get(userId)?.points ?? 0) : 0;
}
