import { useLingui } from "@lingui/react";
import { type CardPoints, cardPoints } from "@quizdeck/shared/card-types";
import { TIMER_MAX_SECONDS, TIMER_MIN_SECONDS } from "@quizdeck/shared/constants";
import type { CardRecord } from "@quizdeck/shared/records";
import { useId } from "react";
import { useUpdateCard } from "../../api/cards";
import { errorMessage } from "../../api/error-message";
import { FormError } from "../../components/form-error";
import { i18n } from "../../i18n/i18n";
import { InlineEditField } from "./inline-edit-field";

const timerRange = { min: TIMER_MIN_SECONDS, max: TIMER_MAX_SECONDS };
/** Each points setting's name, a message id (Standard, Double, None). */
const pointsLabels: Record<CardPoints, string> = {
  standard: "questionSettings.standard",
  double: "questionSettings.double",
  none: "questionSettings.none",
};

/** Blank is the game's timer (null); otherwise whole seconds in the game timer's range. */
export function timeLimitProblem(text: string): string | null {
  if (text.trim() === "") return null;
  const seconds = Number(text.trim());
  return /^\d+$/.test(text.trim()) && seconds >= TIMER_MIN_SECONDS && seconds <= TIMER_MAX_SECONDS
    ? null
    : i18n._("questionSettings.timeLimitProblem", timerRange);
}

const timeLimitOf = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

/** Issue 30: this question's own time limit and points. */
export function QuestionSettings({ card, editable }: { card: CardRecord; editable: boolean }) {
  const { _ } = useLingui();
  const update = useUpdateCard(card.Card_id);
  const points = useUpdateCard(card.Card_id);
  const pointsId = useId();
  const pointsHintId = useId();
  return (
    <div className="card-settings">
      <InlineEditField
        className="card-field card-field-setting"
        label={_("questionSettings.timeLimit")}
        value={card.Time_limit === null ? "" : String(card.Time_limit)}
        editable={editable}
        maxLength={3}
        hint={editable ? _("questionSettings.timeLimitHint", timerRange) : undefined}
        check={timeLimitProblem}
        renderValue={(value) => (
          <>
            <span className="inline-field-label">{_("questionSettings.timeLimit")}</span>
            <p className="inline-field-value">
              {value ? _("questionSettings.seconds", { count: Number(value) }) : _("questionSettings.gameTimer")}
            </p>
          </>
        )}
        onSave={(text) => update.mutateAsync({ Time_limit: timeLimitOf(text) })}
      />
      <div className="card-field card-field-setting">
        {editable ? (
          <div className="field">
            <label htmlFor={pointsId}>{_("questionSettings.points")}</label>
            <select
              id={pointsId}
              aria-describedby={pointsHintId}
              value={card.Points}
              onChange={(event) => points.mutate({ Points: event.target.value as CardPoints })}
            >
              {cardPoints.map((each) => (
                <option key={each} value={each}>
                  {_(pointsLabels[each])}
                </option>
              ))}
            </select>
            <p id={pointsHintId} className="field-hint">
              {_("questionSettings.pointsHint")}
            </p>
            <FormError
              message={points.isError ? errorMessage(points.error, _("questionSettings.pointsError")) : null}
            />
          </div>
        ) : (
          <>
            <span className="inline-field-label">{_("questionSettings.points")}</span>
            <p className="inline-field-value">{_(pointsLabels[card.Points])}</p>
          </>
        )}
      </div>
    </div>
  );
}
