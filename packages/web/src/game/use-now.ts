import { useEffect, useState } from "react";

/**
 * The local time, drawn anew a few times a second while `running` (for countdowns). Read at each render, never kept:
 * a question that arrives between two ticks (or after a screen without a countdown) counts from now, not from the
 * last tick (a 30-second question showed 31).
 */
export function useNow(running: boolean, intervalMs = 250): number {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return Date.now();
}
