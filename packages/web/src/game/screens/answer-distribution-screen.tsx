import type { QuestionEnded } from "@quizdeck/shared/socket-events";
import { answerDistribution } from "../result-text";
import type { ShownCard } from "../screen-state";
import { answerStyles } from "./answer-shapes";
import { PleaseWaitScreen } from "./waiting-screens";

/**
 * Issue 11 item 6: after each question the host sees the right answer and a bar per answer with its count and
 * share; the right one is marked in words and with a tick, not by colour alone.
 */
export function AnswerDistributionScreen({ result, card }: { result: QuestionEnded | null; card: ShownCard | null }) {
  if (!result) return <PleaseWaitScreen title="Results" />;
  const { options, notAnswered } = answerDistribution(result);
  const shownCard = card?.index === result.CardIndex ? card : null;
  const answerText = (index: number) => shownCard?.answers[index] ?? `Answer ${index + 1}`;
  return (
    <section className="game-stage game-distribution" aria-labelledby="game-distribution-title">
      <h1 id="game-distribution-title">Results</h1>
      {shownCard ? <p className="game-distribution-question">{shownCard.question}</p> : null}
      <p className="game-correct-answer">
        Correct answer: <strong>{answerText(result.correctIndex)}</strong>
      </p>
      <ul className="distribution" aria-label="Answers chosen">
        {options.map((option, index) => {
          const style = answerStyles[index] ?? answerStyles[0];
          const correct = index === result.correctIndex;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the four answers keep their places for the question
            <li key={index} className={correct ? "distribution-row distribution-correct" : "distribution-row"}>
              <span className="distribution-label">
                <span className={`distribution-shape answer-${style.tone}`} aria-hidden="true">
                  {style.shape}
                </span>
                <span className="distribution-text">{answerText(index)}</span>
                {correct ? <span className="distribution-mark">✓ Correct</span> : null}
              </span>
              <span className="distribution-bar" aria-hidden="true">
                <span className={`distribution-fill answer-${style.tone}`} style={{ width: `${option.percent}%` }} />
              </span>
              <span className="distribution-figures">
                {option.count} ({option.percent}%)
              </span>
            </li>
          );
        })}
      </ul>
      <p className="game-not-answered">{notAnswered} did not answer</p>
    </section>
  );
}
