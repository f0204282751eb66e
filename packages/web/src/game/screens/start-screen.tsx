import { useLingui } from "@lingui/react";
import { countdownLabel } from "../clock";

/** docs/product.md §2 step 1: Get Ready To Start!, then 3, 2, 1, Start!. */
export function StartScreen({ startsAt, now }: { startsAt: number | null; now: number }) {
  const label = countdownLabel(startsAt, now);
  const { _ } = useLingui();
  return (
    <section className="game-stage game-start" aria-labelledby="game-start-title">
      <h1 id="game-start-title">{_("start.title")}</h1>
      {startsAt === null ? (
        <p className="game-hint" role="status">
          {_("lobby.waiting")}
        </p>
      ) : (
        <p className="game-countdown" role="status" aria-live="assertive">
          {label ?? ""}
        </p>
      )}
    </section>
  );
}
