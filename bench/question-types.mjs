/**
 * Issue 30, `npm run bench -- --types mixed`: the bench deck's questions cycle through the six question types, with
 * double and no points on some, and each bot answers in the question's own form. The bots know the right answers
 * from the seeded texts (as they know "right N" for multiple choice) and work out their own score, so every
 * result the server sends is checked.
 */
import { expectedPoints } from "./stats.mjs";

const TYPES = ["multiple_choice", "true_false", "type_answer", "select_all", "poll", "order"];
const FACTOR = { standard: 1, double: 2, none: 0 };

/** The SQL that fills the bench decks `$1` with `$2` questions each; `mixed` cycles the types. */
export function deckCardsSql(mixed) {
  if (!mixed) {
    return `INSERT INTO cards (deck_id, question, answer, incorrect1, incorrect2, incorrect3)
     SELECT d, 'Question ' || n, 'right ' || n, 'wrong ' || n || 'a', 'wrong ' || n || 'b', 'wrong ' || n || 'c'
     FROM unnest($1::int[]) AS d, generate_series(1, $2::int) AS n ORDER BY d, n`;
  }
  const type = `(ARRAY['${TYPES.join("','")}'])[(n - 1) % 6 + 1]`;
  return `INSERT INTO cards (deck_id, question, type, answer, incorrect1, incorrect2, incorrect3, choices, correct, points)
     SELECT d, 'Question ' || n, t,
       CASE t WHEN 'multiple_choice' THEN 'right ' || n WHEN 'true_false' THEN ${trueFalseRight("n")}
         WHEN 'type_answer' THEN 'answer ' || n ELSE '' END,
       CASE t WHEN 'multiple_choice' THEN 'wrong ' || n || 'a'
         WHEN 'true_false' THEN CASE WHEN n % 2 = 1 THEN 'False' ELSE 'True' END ELSE '' END,
       CASE t WHEN 'multiple_choice' THEN 'wrong ' || n || 'b' ELSE '' END,
       CASE t WHEN 'multiple_choice' THEN 'wrong ' || n || 'c' ELSE '' END,
       CASE t WHEN 'select_all' THEN jsonb_build_array('right ' || n || 'a', 'right ' || n || 'b', 'wrong ' || n || 'a', 'wrong ' || n || 'b')
         WHEN 'poll' THEN jsonb_build_array('option ' || n || 'a', 'option ' || n || 'b', 'option ' || n || 'c')
         WHEN 'order' THEN jsonb_build_array('step ' || n || ' 1', 'step ' || n || ' 2', 'step ' || n || ' 3', 'step ' || n || ' 4')
         ELSE '[]' END,
       CASE t WHEN 'select_all' THEN '[0, 1]'::jsonb ELSE '[]' END,
       CASE n % 4 WHEN 0 THEN 'double' ELSE CASE n % 7 WHEN 0 THEN 'none' ELSE 'standard' END END
     FROM unnest($1::int[]) AS d, generate_series(1, $2::int) AS n, LATERAL (SELECT ${type} AS t) AS types
     ORDER BY d, n`;
}

const trueFalseRight = (n) => `CASE WHEN ${n} % 2 = 1 THEN 'True' ELSE 'False' END`;

/**
 * What a bot sends for the shown card, right or not as `wantRight` says: `payload` (the submit_answer fields),
 * `correct` (null for a poll), `rightShown` (the right shown answer of a one-pick question, else -1, as the
 * server's correctIndex) and the points factor.
 */
export function answerFor(card, wantRight, random = Math.random) {
  const n = card.CardIndex + 1;
  const { Answers: shown, Type: type = "multiple_choice", Points: points = "standard" } = card.Card;
  const factor = FACTOR[points];
  switch (type) {
    case "multiple_choice":
    case "true_false": {
      const rightText = type === "true_false" ? (n % 2 === 1 ? "True" : "False") : `right ${n}`;
      const rightShown = shown.indexOf(rightText);
      const other = (rightShown + 1 + Math.floor(random() * (shown.length - 1))) % shown.length;
      const pick = wantRight ? rightShown : other;
      return { payload: { Answer_id: pick }, correct: pick === rightShown, rightShown, factor };
    }
    case "type_answer":
      return { payload: { Text: wantRight ? `Answer ${n}` : `nope ${n}` }, correct: wantRight, rightShown: -1, factor };
    case "select_all": {
      const right = shown.flatMap((text, index) => (text.startsWith("right") ? [index] : []));
      return {
        payload: { Answer_ids: wantRight ? right : right.slice(0, 1) },
        correct: wantRight,
        rightShown: -1,
        factor,
      };
    }
    case "poll":
      return { payload: { Answer_id: Math.floor(random() * shown.length) }, correct: null, rightShown: -1, factor };
    case "order": {
      const ordered = shown.map((text, index) => ({ text, index })).sort((a, b) => a.text.localeCompare(b.text));
      const ids = ordered.map((item) => item.index);
      if (!wantRight) [ids[0], ids[1]] = [ids[1], ids[0]];
      return { payload: { Answer_ids: ids }, correct: wantRight, rightShown: -1, factor };
    }
    default:
      throw new Error(`the bench does not know question type ${type}`);
  }
}

/** The points and outcome the server must give this answer. */
export function expectedOutcome(answer, position, players) {
  if (answer.correct === null) return { points: 0, outcome: "answered" };
  return {
    points: expectedPoints(answer.correct, position, players) * answer.factor,
    outcome: answer.correct ? "correct" : "incorrect",
  };
}
