import { useLingui } from "@lingui/react";
import { TIMER_MAX_SECONDS, TIMER_MIN_SECONDS } from "@quizdeck/shared/constants";
import { MAX_ATTEMPTS } from "@quizdeck/shared/paced";
import { type FormEvent, useEffect, useEffectEvent } from "react";
import { useDeckCards } from "../../api/cards";
import { useHostDecks } from "../../api/host-decks";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { deckSummary } from "../deck-summary";
import { deadlineInputValue, hostTimeZone } from "../homework-deadline";
import { attemptsInputError, type HostPace, type HostSetupForm, sliderValue, timerError } from "../timer-input";

/** The host's settings before Create Game (docs/product.md §2 Host setup; issue #11 item 9 explains them). */
export function HostSetup({
  userId,
  requestedDeckId,
  form,
  error,
  creating,
  connecting,
  onChange,
  onSubmit,
}: {
  userId: string;
  /** The deck "Host this deck" chose (`?deck=`), already in `form` (issue 29), or null. */
  requestedDeckId: number | null;
  form: HostSetupForm;
  error: string | null;
  creating: boolean;
  /** Create Game is waiting for the game connection (a slow or strict network). */
  connecting: boolean;
  onChange: (change: Partial<HostSetupForm>) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { _ } = useLingui();
  const decks = useHostDecks(userId, requestedDeckId);
  const rangeError = timerError(form.timer);
  const attemptsError = form.pace === "homework" ? attemptsInputError(form.attempts) : null;
  const requestedUnavailable = decks.data?.requestedUnavailable ?? false;
  // A deck that cannot be hosted is not left chosen: the setup is as it would be without it.
  const unchoose = useEffectEvent(() => {
    if (form.deckId === String(requestedDeckId)) onChange({ deckId: "" });
  });
  useEffect(() => {
    if (requestedUnavailable) unchoose();
  }, [requestedUnavailable]);
  return (
    <form className="panel stack host-setup" onSubmit={onSubmit} noValidate aria-labelledby="host-setup-title">
      <h2 id="host-setup-title">{_("hostSetup.title")}</h2>
      {decks.isError ? (
        <LoadError
          message={_("hostSetup.decksFailed")}
          retryLabel={_("paced.tryAgain")}
          onRetry={() => void decks.refetch()}
        />
      ) : null}
      {requestedUnavailable ? (
        <p className="form-error" role="alert">
          {_("hostSetup.deckUnavailable")}
        </p>
      ) : null}
      {decks.isSuccess && decks.data.decks.length === 0 ? <EmptyState message={_("hostSetup.noDecks")} /> : null}
      <div className="field">
        <label htmlFor="host-deck">{_("hostSetup.deck")}</label>
        {/* Loading shows inside the select, so that nothing below it moves when the decks arrive. */}
        <select
          id="host-deck"
          value={form.deckId}
          disabled={decks.isPending}
          aria-busy={decks.isPending}
          onChange={(event) => onChange({ deckId: event.target.value })}
        >
          <option value="">{decks.isPending ? _("hostSetup.loadingDecks") : _("hostSetup.noDeck")}</option>
          {(decks.data?.decks ?? []).map((deck) => (
            <option key={deck.deck_id} value={String(deck.deck_id)}>
              {deck.Title}
            </option>
          ))}
        </select>
        {/* Only a deck among the choices: one asked for by "Host this deck" is not counted before it is known, but
            its line is kept while the decks load. */}
        {decks.isPending && form.deckId !== "" ? <CountingQuestions /> : null}
        {decks.data?.decks.some((deck) => String(deck.deck_id) === form.deckId) ? (
          <DeckSummary deckId={Number(form.deckId)} />
        ) : null}
      </div>
      <PaceChoice pace={form.pace} onChange={(pace) => onChange({ pace })} />
      {form.pace === "homework" ? (
        <>
          <DeadlineField value={form.deadline} onChange={(deadline) => onChange({ deadline })} />
          <AttemptsField value={form.attempts} error={attemptsError} onChange={(attempts) => onChange({ attempts })} />
        </>
      ) : null}
      <fieldset className="field timer-field">
        <legend>{_("hostSetup.timer")}</legend>
        <div className="timer-inputs">
          <input
            type="range"
            aria-label={_("hostSetup.timer")}
            min={TIMER_MIN_SECONDS}
            max={TIMER_MAX_SECONDS}
            value={sliderValue(form.timer)}
            onChange={(event) => onChange({ timer: event.target.value })}
          />
          <input
            type="number"
            aria-label={_("hostSetup.timer")}
            aria-describedby="host-timer-unit"
            aria-invalid={rangeError ? true : undefined}
            min={TIMER_MIN_SECONDS}
            max={TIMER_MAX_SECONDS}
            step={1}
            inputMode="numeric"
            value={form.timer}
            onChange={(event) => onChange({ timer: event.target.value })}
          />
          <span id="host-timer-unit">{_("hostSetup.seconds")}</span>
        </div>
        {rangeError ? (
          <p className="form-error" role="alert">
            {rangeError}
          </p>
        ) : null}
      </fieldset>
      <YesNoChoice
        legend={_("hostSetup.cardOrder")}
        name="shuffle"
        yes={_("hostSetup.shuffle")}
        no={_("hostSetup.dontShuffle")}
        value={form.shuffleDeck}
        onChange={(shuffleDeck) => onChange({ shuffleDeck })}
      />
      <fieldset className="field scoring-field">
        <legend>{_("hostSetup.scoring")}</legend>
        {form.pace !== "teacher" ? (
          <p className="field-hint">{_("hostSetup.pacedScoring")}</p>
        ) : (
          <p className="field-hint">{_("hostSetup.liveScoring")}</p>
        )}
        <p className="field-hint">{_("hostSetup.selectAllScoring")}</p>
        <SettingSwitch
          id="host-points"
          label={_("hostSetup.pointsForWrong")}
          description={_("hostSetup.pointsForWrongHint")}
          checked={form.pointsForWrong}
          onChange={(pointsForWrong) => onChange({ pointsForWrong })}
        />
      </fieldset>
      {/* A student-paced question closes for each student as they answer: they see their result at once. */}
      {form.pace === "teacher" ? (
        <YesNoChoice
          legend={_("hostSetup.reveal")}
          name="reveal"
          hint={_("hostSetup.revealHint")}
          yes={_("hostSetup.revealAtClose")}
          no={_("hostSetup.revealOnAnswer")}
          value={!form.revealOnAnswer}
          onChange={(atClose) => onChange({ revealOnAnswer: !atClose })}
        />
      ) : null}
      {form.pace === "homework" ? null : (
        <SettingSwitch
          id="host-late-joins"
          label={_("hostSetup.lateJoins")}
          description={form.pace === "student" ? _("hostSetup.lateJoinsStudentHint") : _("hostSetup.lateJoinsLiveHint")}
          checked={form.allowLateJoins}
          onChange={(allowLateJoins) => onChange({ allowLateJoins })}
        />
      )}
      <YesNoChoice
        legend={_("hostSetup.whoCanJoin")}
        name="who-can-join"
        hint={_("hostSetup.whoCanJoinHint")}
        yes={_("hostSetup.anyone")}
        no={_("hostSetup.signedInOnly")}
        value={form.allowGuests}
        onChange={(allowGuests) => onChange({ allowGuests })}
      />
      <FormError message={error && error !== rangeError && error !== attemptsError ? error : null} />
      <div>
        <BusyButton type="submit" className="button button-primary" busy={creating}>
          {connecting ? _("start.connecting") : _("hostSetup.create")}
        </BusyButton>
      </div>
    </form>
  );
}

const paceLabels: Record<HostPace, string> = {
  teacher: "hostSetup.paceLive",
  student: "hostSetup.paceStudent",
  homework: "hostSetup.paceHomework",
};

/** Issue 31: "How to run it": live, each student at their own pace now, or by a deadline. */
function PaceChoice({ pace, onChange }: { pace: HostPace; onChange: (pace: HostPace) => void }) {
  const { _ } = useLingui();
  return (
    <fieldset className="field choice-field" aria-describedby="host-pace-help">
      <legend>{_("hostSetup.pace")}</legend>
      <p id="host-pace-help" className="field-hint">
        {_("hostSetup.paceHint")}
      </p>
      {(["teacher", "student", "homework"] as const).map((option) => (
        <label key={option}>
          <input type="radio" name="pace" checked={pace === option} onChange={() => onChange(option)} />{" "}
          {_(paceLabels[option])}
        </label>
      ))}
    </fieldset>
  );
}

/** Issue 31, homework: the deadline, in the host's time zone (named beside it). */
function DeadlineField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { _ } = useLingui();
  return (
    <div className="field deadline-field">
      <label htmlFor="host-deadline">{_("hostSetup.deadline")}</label>
      <div className="deadline-inputs">
        <input
          id="host-deadline"
          className="deadline-input"
          type="datetime-local"
          aria-describedby="host-deadline-zone host-deadline-help"
          min={deadlineInputValue(new Date())}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <span id="host-deadline-zone">{hostTimeZone()}</span>
      </div>
      <p id="host-deadline-help" className="field-hint">
        {_("hostSetup.deadlineHint")}
      </p>
    </div>
  );
}

/** Issue 31, homework: how many times each student may work through it; their best attempt counts. */
function AttemptsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { _ } = useLingui();
  return (
    <div className="field attempts-field">
      <label htmlFor="host-attempts">{_("hostSetup.attempts")}</label>
      <input
        id="host-attempts"
        className="attempts-input"
        type="number"
        aria-describedby="host-attempts-help"
        aria-invalid={error ? true : undefined}
        min={1}
        max={MAX_ATTEMPTS}
        step={1}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="host-attempts-help" className="field-hint">
        {_("hostSetup.attemptsHint", { max: MAX_ATTEMPTS })}
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** How many questions the chosen deck gives, and a warning about the incomplete cards that will be skipped. */
function DeckSummary({ deckId }: { deckId: number }) {
  const { _ } = useLingui();
  const cards = useDeckCards(deckId);
  if (cards.isPending) return <CountingQuestions />;
  if (cards.isError) {
    return (
      <LoadError
        message={_("hostSetup.cardsFailed")}
        retryLabel={_("paced.tryAgain")}
        onRetry={() => void cards.refetch()}
      />
    );
  }
  const { summary, warning } = deckSummary(cards.data);
  return (
    <div className="deck-summary" role="status">
      <p>{summary}</p>
      {warning ? <p className="deck-summary-warning">{warning}</p> : null}
    </div>
  );
}

/** The deck summary's line while it is worked out, as tall as the summary. */
function CountingQuestions() {
  const { _ } = useLingui();
  return (
    <div className="deck-summary">
      <LoadingStatus label={_("hostSetup.countingQuestions")} />
    </div>
  );
}

/** An On/Off switch with its label and one sentence saying what it does. */
function SettingSwitch({
  id,
  label,
  description,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { _ } = useLingui();
  return (
    <div className="switch-field">
      <div>
        <span id={`${id}-label`} className="switch-label">
          {label}
        </span>
        <p id={`${id}-help`} className="field-hint">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        onClick={() => onChange(!checked)}
      >
        <span className="switch-state">{checked ? _("hostSetup.on") : _("hostSetup.off")}</span>
      </button>
    </div>
  );
}

/** Two radios for one yes/no setting, the "yes" one first. */
function YesNoChoice({
  legend,
  name,
  hint,
  yes,
  no,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  hint?: string;
  yes: string;
  no: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const hintId = `host-${name}-help`;
  return (
    <fieldset className="field choice-field" aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {[true, false].map((option) => (
        <label key={String(option)}>
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />{" "}
          {option ? yes : no}
        </label>
      ))}
    </fieldset>
  );
}
