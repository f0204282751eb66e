import { useLingui } from "@lingui/react";
import { type ReportQuestion, reportAnswerLines } from "@quizdeck/shared/reports";
import { percentText, shareOf } from "../../game/answer-shares";
import { i18n } from "../../i18n/i18n";

/**
 * A question's answers in the report, per type (issue 30): the count of each choice with the right ones marked (a
 * poll's share of the players instead, none right), the right order and how many got it, or the accepted answers
 * and what was typed.
 */
export function ReportQuestionAnswers({ question, number }: { question: ReportQuestion; number: number }) {
  switch (question.type ?? "multiple_choice") {
    case "order":
      return <RightOrder question={question} number={number} />;
    case "type_answer":
      return <TypedAnswers question={question} number={number} />;
    default:
      return <CountedAnswers question={question} number={number} />;
  }
}

interface AnswersProps {
  question: ReportQuestion;
  number: number;
}

function CountedAnswers({ question, number }: AnswersProps) {
  const { _ } = useLingui();
  const poll = question.type === "poll";
  return (
    <>
      {question.type === "select_all" ? <p className="report-answers-note">{_("report.selectAllNote")}</p> : null}
      <ul className="report-answers" aria-label={_("report.answersTo", { number })}>
        {reportAnswerLines(question).map((line, index) => {
          const count = line.count ?? 0;
          const share = shareOf(count, question.players);
          return (
            <AnswerLine
              // biome-ignore lint/suspicious/noArrayIndexKey: the card's answers keep their places
              key={index}
              text={line.text}
              mark={line.right ? _("report.correctAnswer") : null}
              figures={poll ? _("distribution.figures", { count, percent: percentText(share) }) : String(count)}
              share={share}
            />
          );
        })}
      </ul>
    </>
  );
}

function RightOrder({ question, number }: AnswersProps) {
  const { _ } = useLingui();
  return (
    <>
      <p className="report-answers-note">
        {_("report.rightOrderCount", { correct: question.correct, players: question.players })}
      </p>
      <ol className="report-order" aria-label={_("report.rightOrderLabel", { number })}>
        {question.answers.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are in their one right order
          <li key={index} dir="auto">
            {item}
          </li>
        ))}
      </ol>
    </>
  );
}

function TypedAnswers({ question, number }: AnswersProps) {
  const { _ } = useLingui();
  const words = question.words ?? [];
  return (
    <>
      <p className="report-answers-note">
        <span className="report-accepted-label">{_("report.acceptedAnswers")}</span>{" "}
        <bdi>{question.answers.join(", ")}</bdi>
      </p>
      {words.length === 0 ? (
        <p className="empty-state">{_("distribution.nobodyTyped")}</p>
      ) : (
        <ul className="report-answers" aria-label={_("report.typedTo", { number })}>
          {words.map((word) => (
            <AnswerLine
              key={word.text}
              text={word.text}
              mark={acceptedMark(word.text, word.accepted)}
              figures={String(word.count)}
              share={shareOf(word.count, question.players)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** "accepted", or "accepted as Paris" when it was typed otherwise (case, accents, a typo); null when not accepted. */
function acceptedMark(typed: string, accepted: string | null): string | null {
  if (accepted === null) return null;
  return accepted === typed ? i18n._("report.accepted") : i18n._("report.acceptedAs", { answer: accepted });
}

/** One answer: its text, why it is right (in words, not by colour alone), its figures and a bar of its share. */
function AnswerLine({
  text,
  mark,
  figures,
  share,
}: {
  text: string;
  mark: string | null;
  figures: string;
  share: number;
}) {
  return (
    <li className={mark ? "report-answer report-answer-right" : "report-answer"}>
      <span className="report-answer-text">
        <bdi>{text}</bdi>
        {mark ? <span className="report-answer-mark"> ({mark})</span> : null}
      </span>
      <span className="report-answer-count">{figures}</span>
      <span className="report-answer-bar" aria-hidden="true">
        <span className="report-answer-fill" style={{ width: `${share}%` }} />
      </span>
    </li>
  );
}
