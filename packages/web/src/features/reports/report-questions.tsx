import type { ReportQuestion } from "@quizdeck/shared/reports";
import { formatPercent, formatSeconds } from "../../api/reports";
import { type QuestionSort, sortQuestions } from "./sort-questions";

/** The four answers in their original order: 0 is the right one. */
const ANSWER_POSITIONS = [0, 1, 2, 3] as const;

/**
 * Per question, in the chosen order, each with its number in the game: % correct, the count of each answer (the
 * right one marked) and the mean answer time.
 */
export function ReportQuestions({ questions, sort }: { questions: ReportQuestion[]; sort: QuestionSort }) {
  if (questions.length === 0) return <p className="empty-state">No questions were played.</p>;
  return (
    <ol className="report-questions">
      {sortQuestions(questions, sort).map(({ question, position }) => (
        <li key={question.index} className="report-question">
          <h3>
            <span className="report-question-number">Question {position + 1}</span> {question.question}
          </h3>
          <dl className="report-figures">
            <div>
              <dt>Correct</dt>
              <dd>{formatPercent(question.correct, question.players)}</dd>
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
          <ul className="report-answers" aria-label={`Answers to question ${position + 1}`}>
            {ANSWER_POSITIONS.map((choice) => (
              <li key={choice} className={choice === 0 ? "report-answer report-answer-right" : "report-answer"}>
                <span className="report-answer-text">
                  {question.answers[choice]}
                  {choice === 0 ? <span className="report-answer-mark"> (correct answer)</span> : null}
                </span>
                <span className="report-answer-count">{question.counts[choice]}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
