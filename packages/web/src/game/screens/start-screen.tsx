import { useLingui } from "@lingui/react";
import { countdownLabel } from "../clock";

/**
 * docs/product.md §2 step 1: Get Ready To Start!, then 3, 2, 1, Start!. Until the game's snapshot arrives
 * (`connecting`: a reload or a slow network) the page does not know the game's step yet, and says so.
 */
export function StartScreen({
  startsAt,
  now,
  connecting,
}: {
  startsAt: number | null;
  now: number;
  connecting: boolean;
}) {
  const label = countdownLabel(startsAt, now);
  const { _ } = useLingui();
  return (
    <section className="game-stage game-start" aria-labelledby="game-start-title">
      <h1 id="game-start-title">{_("start.title")}</h1>
      {startsAt === null ? (
        <p className="game-hint" role="status">
          {connecting ? _("start.connecting") : _("lobby.waiting")}
        </p>
      ) : (
        <p className="game-countdown" role="status" aria-live="assertive">
          {label ?? ""}
        </p>
      )}
    </section>
  );
}
