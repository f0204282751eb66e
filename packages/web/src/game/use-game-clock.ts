import { type Dispatch, useEffect } from "react";
import type { GameAction, GameView } from "./screen-state";
import { useNow } from "./use-now";

/** Ticks while something counts down, and tells the reducer when the question's local time is up. */
export function useGameClock(view: GameView, dispatch: Dispatch<GameAction>): number {
  const counting = view.screen === "question" || (view.screen === "start" && view.startsAt !== null);
  const now = useNow(counting);
  const deadline = view.screen === "question" ? (view.card?.deadline ?? null) : null;
  useEffect(() => {
    if (deadline !== null && now >= deadline) dispatch({ type: "timer_ended" });
  }, [deadline, now, dispatch]);
  return now;
}
