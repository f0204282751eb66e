import { useLingui } from "@lingui/react";
import { hasRightAnswer, type ReportQuestion } from "@quizdeck/shared/reports";
import { formatPercent, formatSeconds } from "../../api/reports";
import { ReportQuestionAnswers } from "./report-question-answers";
import { type QuestionSort, sortQuestions } from "./sort-questions";

/**
 * Per question, in the chosen order, each with its number in the game and its type: % correct ("—" for a poll),
 * how many answered, the mean answer time and its answers as the type has them.
 */
export function ReportQuestions({ questions, sort }: { questions: ReportQuestion[]; sort: QuestionSort }) {
  const { _ } = useLingui();
  if (questions.length === 0) return <p className="empty-state">{_("report.noQuestions")}</p>;
  return (
    <ol className="report-questions">
      {sortQuestions(questions, sort).map(({ question, position }) => (
        <li key={question.index} className="report-question">
          <h3>
            <span className="report-question-number">
              {_("report.questionNumber", {
                number: position + 1,
                type: _(`cardType.${question.type ?? "multiple_choice"}`),
              })}
            </span>{" "}
            <bdi>{question.question}</bdi>
          </h3>
          <dl className="report-figures">
            <div>
              <dt>{_("report.correct")}</dt>
              <dd>{hasRightAnswer(question) ? formatPercent(question.correct, question.players) : "—"}</dd>
            </div>
            <div>
              <dt>{_("report.answered")}</dt>
              <dd>{_("report.answeredOf", { answered: question.answered, players: question.players })}</dd>
            </div>
            <div>
              <dt>{_("report.averageTime")}</dt>
              <dd>{formatSeconds(question.averageMs)}</dd>
            </div>
          </dl>
          <ReportQuestionAnswers question={question} number={position + 1} />
        </li>
      ))}
    </ol>
  );
}
