import { useId } from "react";

/** An On/Off setting of the host's setup, as a switch button named by its label. */
export function SetupSwitch({ label, on, onToggle }: { label: string; on: boolean; onToggle: () => void }) {
  const labelId = useId();
  return (
    <div className="switch-field">
      <span id={labelId}>{label}</span>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        onClick={onToggle}
      >
        <span className="switch-state">{on ? "On" : "Off"}</span>
      </button>
    </div>
  );
}
