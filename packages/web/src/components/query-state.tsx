import { i18n } from "../i18n/i18n";
import { BusyButton } from "./busy-button";

/** What a list shows while its data loads. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p className="status-message" role="status">
      {label}
    </p>
  );
}

/** What a list shows when its data could not be loaded, with a way to try again. */
export function LoadError({
  message,
  onRetry,
  retryLabel,
  busy = false,
  className,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
  /** The retry is under way: its button waits. */
  busy?: boolean;
  className?: string;
}) {
  return (
    <div className={className ? `load-error ${className}` : "load-error"} role="alert">
      <p>{message}</p>
      <BusyButton className="button button-secondary button-small" busy={busy} onClick={onRetry}>
        {retryLabel ?? i18n._("loadError.tryAgain")}
      </BusyButton>
    </div>
  );
}

/** What an empty list shows. */
export function EmptyState({ message }: { message: string }) {
  return <p className="empty-state">{message}</p>;
}
