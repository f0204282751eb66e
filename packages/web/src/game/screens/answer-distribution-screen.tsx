import { useLingui } from "@lingui/react";
import type { QuestionEnded, TypedWord } from "@quizdeck/shared/socket-events";
import type { ReactNode } from "react";
import { answerDistribution, percentText, shareOf } from "../answer-shares";
import { distributionTitle } from "../result-text";
import type { ShownCard } from "../screen-state";
import { answerStyleOf } from "./answer-shapes";
import { CorrectAnswerLine } from "./correct-answer-line";
import { PleaseWaitScreen } from "./waiting-screens";

/**
 * Issue 11 item 6: after each question the host sees the right answer and its chart, per question type (issue 30):
 * a bar per shown answer (the right ones marked in words and with a tick, not by colour alone; a poll has none),
 * the typed answers grouped with the accepted ones marked, or for put in order the right order.
 */
export function AnswerDistributionScreen({ result, card }: { result: QuestionEnded | null; card: ShownCard | null }) {
  const { _ } = useLingui();
  if (!result) return <PleaseWaitScreen title={_("distribution.results")} />;
  const shownCard = card?.index === result.CardIndex ? card : null;
  const type = result.Type ?? "multiple_choice";
  return (
    <section className="game-stage game-distribution" aria-labelledby="game-distribution-title">
      <h1 id="game-distribution-title">{distributionTitle(type)}</h1>
      {shownCard ? (
        <p className="game-distribution-question" dir="auto">
          {shownCard.question}
        </p>
      ) : null}
      <CorrectAnswerLine card={shownCard} revealed={result} />
      {type === "type_answer" ? <TypedWords result={result} /> : null}
      {type !== "type_answer" && type !== "order" ? <ChoiceBars result={result} card={shownCard} /> : null}
      {type !== "poll" && result.correctCount !== undefined ? (
        <p className="game-right-count">
          {_("distribution.rightCount", { correct: result.correctCount, total: result.total })}
        </p>
      ) : null}
      <p className="game-not-answered">
        {_("distribution.notAnswered", { count: answerDistribution(result).notAnswered })}
      </p>
    </section>
  );
}

/** The shown answers that were right: one, the select-all set, none for a poll. */
function rightIndexes(result: QuestionEnded): number[] {
  if (result.Type === "poll") return [];
  if (result.Type === "select_all") return result.correctIndexes ?? [];
  return [result.correctIndex];
}

function ChoiceBars({ result, card }: { result: QuestionEnded; card: ShownCard | null }) {
  const { _ } = useLingui();
  const { options } = answerDistribution(result);
  const right = rightIndexes(result);
  return (
    <ul className="distribution" aria-label={_("distribution.chosen")}>
      {options.map((option, index) => {
        const style = answerStyleOf(index);
        return (
          <DistributionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: the answers keep their places for the question
            key={index}
            label={card?.answers[index] ?? _("distribution.answer", { number: index + 1 })}
            shape={
              <span className={`distribution-shape answer-${style.tone}`} aria-hidden="true">
                {style.shape}
              </span>
            }
            tone={style.tone}
            mark={right.includes(index) ? _("distribution.correct") : null}
            count={option.count}
            percent={option.percent}
          />
        );
      })}
    </ul>
  );
}

/** Type the answer: what was typed, grouped, most typed first; the accepted ones marked. */
function TypedWords({ result }: { result: QuestionEnded }) {
  const { _ } = useLingui();
  const words: TypedWord[] = result.words ?? [];
  if (words.length === 0) return <p className="empty-state">{_("distribution.nobodyTyped")}</p>;
  return (
    <ul className="distribution" aria-label={_("distribution.typed")}>
      {words.map((word) => (
        <DistributionRow
          key={word.text}
          label={word.text}
          tone={word.accepted === null ? "muted" : "green"}
          mark={word.accepted === null ? null : _("distribution.accepted")}
          count={word.count}
          percent={shareOf(word.count, result.total)}
        />
      ))}
    </ul>
  );
}

function DistributionRow({
  label,
  shape = null,
  tone,
  mark,
  count,
  percent,
}: {
  label: string;
  shape?: ReactNode;
  tone: string;
  mark: string | null;
  count: number;
  percent: number;
}) {
  const { _ } = useLingui();
  return (
    <li className={mark ? "distribution-row distribution-correct" : "distribution-row"}>
      <span className="distribution-label">
        {shape}
        {/* The mark flows after the answer's words: on a narrow phone it moves under them rather than split one. */}
        <span className="distribution-answer">
          <span className="distribution-text" dir="auto">
            {label}
          </span>
          {mark ? (
            <>
              {" "}
              <span className="distribution-mark">{mark}</span>
            </>
          ) : null}
        </span>
      </span>
      <span className="distribution-bar" aria-hidden="true">
        <span className={`distribution-fill answer-${tone}`} style={{ width: `${percent}%` }} />
      </span>
      <span className="distribution-figures">
        {_("distribution.figures", { count, percent: percentText(percent) })}
      </span>
    </li>
  );
}
