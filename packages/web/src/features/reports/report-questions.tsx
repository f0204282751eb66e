import { cardTypeLabels } from "@quizdeck/shared/card-types";
import { hasRightAnswer, type ReportQuestion } from "@quizdeck/shared/reports";
import { formatPercent, formatSeconds } from "../../api/reports";
import { ReportQuestionAnswers } from "./report-question-answers";
import { type QuestionSort, sortQuestions } from "./sort-questions";

/**
 * Per question, in the chosen order, each with its number in the game and its type: % correct ("—" for a poll),
 * how many answered, the mean answer time and its answers as the type has them.
 */
export function ReportQuestions({ questions, sort }: { questions: ReportQuestion[]; sort: QuestionSort }) {
  if (questions.length === 0) return <p className="empty-state">No questions were played.</p>;
  return (
    <ol className="report-questions">
      {sortQuestions(questions, sort).map(({ question, position }) => (
        <li key={question.index} className="report-question">
          <h3>
            <span className="report-question-number">
              Question {position + 1} · {cardTypeLabels[question.type ?? "multiple_choice"]}
            </span>{" "}
            {question.question}
          </h3>
          <dl className="report-figures">
            <div>
              <dt>Correct</dt>
              <dd>{hasRightAnswer(question) ? formatPercent(question.correct, question.players) : "—"}</dd>
            </div>
            <div>
              <dt>Answered</dt>
              <dd>
                {question.answered} of {question.players}
              </dd>
            </div>
            <div>
              <dt>Average time</dt>
              <dd>{formatSeconds(question.averageMs)}</dd>
            </div>
          </dl>
          <ReportQuestionAnswers question={question} number={position + 1} />
        </li>
      ))}
    </ol>
  );
}
