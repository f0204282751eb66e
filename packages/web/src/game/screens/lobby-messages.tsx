import type { LobbyMessage } from "../lobby-state";

/** The lobby's messages list (SPEC.md §2): joins and leaves as a polite log, errors as alerts. */
export function LobbyMessages({ messages }: { messages: LobbyMessage[] }) {
  const latestError = [...messages].reverse().find((message) => message.tone === "error");
  return (
    <section className="lobby-messages" aria-labelledby="lobby-messages-title">
      <h2 id="lobby-messages-title">Messages</h2>
      <div role="alert" className="lobby-alert">
        {latestError ? <p className="form-error">{latestError.text}</p> : null}
      </div>
      {messages.length === 0 ? (
        <p className="empty-state">No messages yet.</p>
      ) : (
        <div role="log" aria-label="Game messages" className="message-list">
          <ul>
            {messages.map((message) => (
              <li key={message.id} className={message.tone === "error" ? "message-error" : undefined}>
                {message.text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
