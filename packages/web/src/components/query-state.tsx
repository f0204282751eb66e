/** What a list shows while its data loads. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p className="status-message" role="status">
      {label}
    </p>
  );
}

/** What a list shows when its data could not be loaded, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary button-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** What an empty list shows. */
export function EmptyState({ message }: { message: string }) {
  return <p className="empty-state">{message}</p>;
}
