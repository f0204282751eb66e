import { useLingui } from "@lingui/react";
import {
  DEFAULT_DESIRED_RETENTION,
  DEFAULT_NEW_CARDS_PER_DAY,
  type StudySettings,
  studySettingsBody,
} from "@quizdeck/shared/study";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../api/error-message";
import { useSaveStudySettings, useStudySettings } from "../../api/study";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { LoadError, LoadingStatus } from "../../components/query-state";
import { TextField } from "../../components/text-field";
import { useWordedMessage } from "../../components/use-worded-message";
import { formatLocale } from "../../i18n/i18n";
import { SuccessMessage } from "./success-message";

/** Issue 14: the study mode's two settings, desired retention and new cards per day. */
export function StudySettingsSection() {
  const settings = useStudySettings();
  const { _ } = useLingui();
  if (settings.isPending) {
    // The form's space is kept, unseen, under the loading line: the Account section below does not jump down
    // (under a finger or a pointer about to press Delete) when the settings arrive.
    return (
      <div className="space-kept-while-loading">
        <LoadingStatus label={_("settings.studyLoading")} />
        <div className="held-place" inert>
          <StudySettingsForm settings={studySettingsDefaults} />
        </div>
      </div>
    );
  }
  if (settings.isError) {
    return <LoadError message={_("settings.studyLoadFailed")} onRetry={() => void settings.refetch()} />;
  }
  return <StudySettingsForm settings={settings.data} />;
}

const studySettingsDefaults: StudySettings = {
  desired_retention: DEFAULT_DESIRED_RETENTION,
  new_cards_per_day: DEFAULT_NEW_CARDS_PER_DAY,
};

/** The message for each field's rule (studySettingsBody's words, after the field's name). */
const problemIds: Record<string, Record<string, string>> = {
  desired_retention: {
    "must be a number": "settings.retentionNotNumber",
    "must be between 0.7 and 0.99": "settings.retentionRange",
  },
  new_cards_per_day: {
    "must be a number": "settings.newCardsNotNumber",
    "must be a whole number": "settings.newCardsWhole",
    "must be between 0 and 500": "settings.newCardsRange",
  },
};

/** A decimal as the page's language writes it (0.9, 0,9). */
const shownDecimal = (value: number) =>
  new Intl.NumberFormat(formatLocale(), { maximumFractionDigits: 2, useGrouping: false }).format(value);

/** A decimal typed with a point or a comma (or the Arabic decimal sign); NaN when empty or not a number. */
function readDecimal(text: string): number {
  const plain = text.trim().replace(/[,٫]/, ".");
  return plain === "" ? Number.NaN : Number(plain);
}

function StudySettingsForm({ settings }: { settings: StudySettings }) {
  const [retention, setRetention] = useState(shownDecimal(settings.desired_retention));
  const [newCards, setNewCards] = useState(String(settings.new_cards_per_day));
  const [error, setError] = useWordedMessage();
  const [success, setSuccess] = useWordedMessage();
  const save = useSaveStudySettings();
  const { _ } = useLingui();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(null);
    const parsed = studySettingsBody.safeParse({
      desired_retention: readDecimal(retention),
      new_cards_per_day: newCards.trim() === "" ? Number.NaN : Number(newCards),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const id = problemIds[String(issue?.path[0])]?.[issue?.message ?? ""];
      setError(() => _(id ?? "settings.valueInvalid"));
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setRetention(shownDecimal(saved.desired_retention));
        setNewCards(String(saved.new_cards_per_day));
        setSuccess(() => _("settings.studySaved"));
      },
      onError: (failure) => setError(() => errorMessage(failure, _("settings.studySaveFailed"))),
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label={_("settings.retention")}
        name="desired_retention"
        // Text, not a number field: a number field takes only the browser's own decimal sign (0,8 in an English
        // browser showing Spanish became 08); readDecimal takes either.
        inputMode="decimal"
        autoComplete="off"
        value={retention}
        onChange={(event) => setRetention(event.target.value)}
        aria-describedby="retention-hint"
      />
      <p id="retention-hint" className="settings-hint">
        {_("settings.retentionHint")}
      </p>
      <TextField
        label={_("settings.newCards")}
        name="new_cards_per_day"
        type="number"
        inputMode="numeric"
        min={0}
        max={500}
        step={1}
        value={newCards}
        onChange={(event) => setNewCards(event.target.value)}
        aria-describedby="new-cards-hint"
      />
      <p id="new-cards-hint" className="settings-hint">
        {_("settings.newCardsHint")}
      </p>
      <FormError message={error} />
      <SuccessMessage message={success} />
      <div>
        <BusyButton type="submit" className="button button-primary" busy={save.isPending}>
          {_("settings.save")}
        </BusyButton>
      </div>
    </form>
  );
}
