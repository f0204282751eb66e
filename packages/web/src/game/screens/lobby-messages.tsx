import { useLingui } from "@lingui/react";
import type { LobbyView } from "../lobby-state";

/** The lobby's messages list (docs/product.md §2): joins and leaves as a polite log, the one current error as an alert. */
export function LobbyMessages({
  lobby: { messages, error },
  showError = true,
}: {
  lobby: LobbyView;
  /** False when the screen shows the error next to its form instead (once, not twice). */
  showError?: boolean;
}) {
  // Renders again when the language changes: the messages are worded anew.
  const { _ } = useLingui();
  const shownError = showError ? error?.() : null;
  return (
    <section className="lobby-messages" aria-labelledby="lobby-messages-title">
      <h2 id="lobby-messages-title">{_("lobby.messages")}</h2>
      {showError ? (
        <div role="alert" className="lobby-alert">
          {shownError ? <p className="form-error">{shownError}</p> : null}
        </div>
      ) : null}
      {/* An error is a message too: "No messages yet." beside it would contradict it. */}
      {messages.length === 0 && !shownError ? <p className="empty-state">{_("lobby.noMessages")}</p> : null}
      {messages.length > 0 ? (
        <div role="log" aria-label={_("lobby.messagesLog")} className="message-list">
          <ul>
            {messages.map((message) => (
              <li key={message.id}>{message.say()}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
