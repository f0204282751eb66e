import type { ReactNode } from "react";
import { secondsLeft } from "../clock";
import type { GameView } from "../screen-state";

/**
 * docs/product.md §2: the countdown while a question shows, otherwise the game code; the deck name, the display
 * name and (for a player) the score; the screen's controls.
 */
export function GameTopBar({
  view,
  now,
  displayName,
  children,
}: {
  view: GameView;
  now: number;
  displayName: string | undefined;
  children: ReactNode;
}) {
  const timing = view.screen === "question" && view.card !== null;
  return (
    <header className="game-top-bar">
      <div className="game-top-bar-clock">
        {timing && view.card ? (
          <p className="game-timer">
            {secondsLeft(view.card.deadline, now)}
            <span className="visually-hidden"> seconds left</span>
          </p>
        ) : (
          <p className="game-code-small">
            <span className="game-label">Game code</span> <strong>{view.joinCode ?? "…"}</strong>
          </p>
        )}
      </div>
      <dl className="game-top-bar-facts">
        <div>
          <dt>Deck</dt>
          <dd>{view.deckTitle ?? "…"}</dd>
        </div>
        <div>
          <dt>{view.role === "host" ? "Host" : "Player"}</dt>
          <dd>{view.username ?? displayName ?? "…"}</dd>
        </div>
        {view.role === "player" ? (
          <div>
            <dt>Score</dt>
            <dd data-testid="player-score">{view.score}</dd>
          </div>
        ) : null}
        {view.joinedLate ? (
          <div className="game-late-badge">
            <dt className="visually-hidden">Status</dt>
            <dd>Joined late</dd>
          </div>
        ) : null}
      </dl>
      <div className="game-top-bar-actions">{children}</div>
    </header>
  );
}
