import { type StudySettings, studySettingsBody } from "@quizdeck/shared/study";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../api/error-message";
import { useSaveStudySettings, useStudySettings } from "../../api/study";
import { FormError } from "../../components/form-error";
import { LoadError, LoadingStatus } from "../../components/query-state";
import { TextField } from "../../components/text-field";
import { SuccessMessage } from "./success-message";

/** Issue 14: the study mode's two settings, desired retention and new cards per day. */
export function StudySettingsSection() {
  const settings = useStudySettings();
  if (settings.isPending) return <LoadingStatus label="Loading your study settings…" />;
  if (settings.isError) {
    return <LoadError message="Your study settings could not be loaded." onRetry={() => void settings.refetch()} />;
  }
  return <StudySettingsForm settings={settings.data} />;
}

const fieldNames: Record<string, string> = {
  desired_retention: "Desired retention",
  new_cards_per_day: "New cards per day",
};

function StudySettingsForm({ settings }: { settings: StudySettings }) {
  const [retention, setRetention] = useState(String(settings.desired_retention));
  const [newCards, setNewCards] = useState(String(settings.new_cards_per_day));
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const save = useSaveStudySettings();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(null);
    const parsed = studySettingsBody.safeParse({
      desired_retention: retention.trim() === "" ? Number.NaN : Number(retention),
      new_cards_per_day: newCards.trim() === "" ? Number.NaN : Number(newCards),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = fieldNames[String(issue?.path[0])] ?? "This value";
      setError(`${field} ${issue?.message ?? "is not valid"}`);
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setRetention(String(saved.desired_retention));
        setNewCards(String(saved.new_cards_per_day));
        setSuccess("Study settings saved.");
      },
      onError: (failure) => setError(errorMessage(failure, "The study settings could not be saved. Please try again.")),
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label="Desired retention"
        name="desired_retention"
        type="number"
        inputMode="decimal"
        min={0.7}
        max={0.99}
        step={0.01}
        value={retention}
        onChange={(event) => setRetention(event.target.value)}
        aria-describedby="retention-hint"
      />
      <p id="retention-hint" className="settings-hint">
        How sure you want to be of remembering a card when it comes back: 0.70 to 0.99 (0.9 means 90%).
      </p>
      <TextField
        label="New cards per day"
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
        How many cards you have never studied may join your sessions each day: 0 to 500.
      </p>
      <FormError message={error} />
      <SuccessMessage message={success} />
      <div>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          Save
        </button>
      </div>
    </form>
  );
}
