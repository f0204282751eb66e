import { type CardPoints, cardPoints, cardPointsLabels } from "@quizdeck/shared/card-types";
import { TIMER_MAX_SECONDS, TIMER_MIN_SECONDS } from "@quizdeck/shared/constants";
import type { CardRecord } from "@quizdeck/shared/records";
import { useId } from "react";
import { useUpdateCard } from "../../api/cards";
import { errorMessage } from "../../api/error-message";
import { FormError } from "../../components/form-error";
import { InlineEditField } from "./inline-edit-field";

const timeLimitRule = `Whole seconds from ${TIMER_MIN_SECONDS} to ${TIMER_MAX_SECONDS}`;

/** Blank is the game's timer (null); otherwise whole seconds in the game timer's range. */
export function timeLimitProblem(text: string): string | null {
  if (text.trim() === "") return null;
  const seconds = Number(text.trim());
  return /^\d+$/.test(text.trim()) && seconds >= TIMER_MIN_SECONDS && seconds <= TIMER_MAX_SECONDS
    ? null
    : `${timeLimitRule}, or blank for the game's timer`;
}

const timeLimitOf = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

/** Issue 30: this question's own time limit and points. */
export function QuestionSettings({ card, editable }: { card: CardRecord; editable: boolean }) {
  const update = useUpdateCard(card.Card_id);
  const points = useUpdateCard(card.Card_id);
  const pointsId = useId();
  const pointsHintId = useId();
  return (
    <div className="card-settings">
      <InlineEditField
        className="card-field card-field-setting"
        label="Time limit"
        value={card.Time_limit === null ? "" : String(card.Time_limit)}
        editable={editable}
        maxLength={3}
        hint={editable ? `${timeLimitRule}; blank uses the game's timer.` : undefined}
        check={timeLimitProblem}
        renderValue={(value) => (
          <>
            <span className="inline-field-label">Time limit</span>
            <p className="inline-field-value">{value ? `${value} seconds` : "The game's timer"}</p>
          </>
        )}
        onSave={(text) => update.mutateAsync({ Time_limit: timeLimitOf(text) })}
      />
      <div className="card-field card-field-setting">
        {editable ? (
          <div className="field">
            <label htmlFor={pointsId}>Points</label>
            <select
              id={pointsId}
              aria-describedby={pointsHintId}
              value={card.Points}
              onChange={(event) => points.mutate({ Points: event.target.value as CardPoints })}
            >
              {cardPoints.map((each) => (
                <option key={each} value={each}>
                  {cardPointsLabels[each]}
                </option>
              ))}
            </select>
            <p id={pointsHintId} className="field-hint">
              Double scores twice the usual; None scores nothing.
            </p>
            <FormError message={points.isError ? errorMessage(points.error, "The points could not be saved.") : null} />
          </div>
        ) : (
          <>
            <span className="inline-field-label">Points</span>
            <p className="inline-field-value">{cardPointsLabels[card.Points]}</p>
          </>
        )}
      </div>
    </div>
  );
}
