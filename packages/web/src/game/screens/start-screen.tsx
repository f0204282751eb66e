import { messages } from "@quizdeck/shared/messages";
import { countdownLabel } from "../clock";

/** docs/product.md §2 step 1: Get Ready To Start!, then 3, 2, 1, Start!. */
export function StartScreen({ startsAt, now }: { startsAt: number | null; now: number }) {
  const label = countdownLabel(startsAt, now);
  return (
    <section className="game-stage game-start" aria-labelledby="game-start-title">
      <h1 id="game-start-title">Get Ready To Start!</h1>
      {startsAt === null ? (
        <p className="game-hint" role="status">
          {messages.waitingForHost}
        </p>
      ) : (
        <p className="game-countdown" role="status" aria-live="assertive">
          {label ?? ""}
        </p>
      )}
    </section>
  );
}
