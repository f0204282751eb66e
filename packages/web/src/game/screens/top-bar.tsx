import { useLingui } from "@lingui/react";
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
  const { i18n, _ } = useLingui();
  return (
    <header className="game-top-bar">
      {/* The code stays under the clock, unseen, so that a player's bar keeps its size and nothing in it moves. */}
      <div className="game-top-bar-clock">
        {timing && view.card ? <TimeLeft seconds={secondsLeft(view.card.deadline, now)} /> : null}
        <p className="game-code-small" aria-hidden={timing || undefined}>
          <span className="game-label">{_("lobby.gameCode")}</span> <strong>{view.joinCode ?? "…"}</strong>
        </p>
      </div>
      <dl className="game-top-bar-facts">
        <div>
          <dt>{_("topbar.deck")}</dt>
          <dd dir="auto">{view.deckTitle ?? "…"}</dd>
        </div>
        <div>
          <dt>{view.role === "host" ? _("topbar.host") : _("topbar.player")}</dt>
          <dd dir="auto">{view.username ?? displayName ?? "…"}</dd>
        </div>
        {view.role === "player" ? (
          <div>
            <dt>{_("topbar.score")}</dt>
            <dd data-testid="player-score">{i18n.number(view.score, { useGrouping: false })}</dd>
          </div>
        ) : null}
        {view.joinedLate ? (
          <div className="game-late-badge">
            <dt className="visually-hidden">{_("topbar.status")}</dt>
            <dd>{_("topbar.joinedLate")}</dd>
          </div>
        ) : null}
      </dl>
      <div className="game-top-bar-actions">{children}</div>
    </header>
  );
}

/** The seconds left, drawn as a number and read as words ("1 second left", with its language's plural). */
function TimeLeft({ seconds }: { seconds: number }) {
  const { i18n, _ } = useLingui();
  const shown = i18n.number(seconds);
  return (
    <p className={shown.length > 2 ? "game-timer game-timer-long" : "game-timer"}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{_("announce.secondsLeft", { count: seconds })}</span>
    </p>
  );
}
