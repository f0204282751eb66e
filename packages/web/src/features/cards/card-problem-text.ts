import { i18n } from "../../i18n/i18n";

/**
 * Issue 33: `cardProblem` (packages/shared, the server's rule too) says in English what a card still needs; the
 * card editor, Quick add and the deck's card list show it in the page's language. A text not known here is shown
 * as it is.
 */
export function cardProblemText(problem: string): string {
  const atLeast = /^Add at least (\d+) (choices|items)$/.exec(problem);
  if (atLeast) {
    const count = Number(atLeast[1]);
    return atLeast[2] === "items"
      ? i18n._("cardProblem.atLeastItems", { count })
      : i18n._("cardProblem.atLeastChoices", { count });
  }
  switch (problem) {
    case "Add a question":
      return i18n._("cardProblem.question");
    case "Add the right answer":
      return i18n._("cardProblem.rightAnswer");
    case "Add at least one wrong answer":
      return i18n._("cardProblem.wrongAnswer");
    case "Mark True or False as right":
      return i18n._("cardProblem.trueOrFalse");
    case "Add the answer":
      return i18n._("cardProblem.answer");
    case "Mark at least one choice as right":
      return i18n._("cardProblem.markRight");
    default:
      return problem;
  }
}
