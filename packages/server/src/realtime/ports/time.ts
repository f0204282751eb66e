/** The time and the random numbers a game is run with: the system's, or a test's. */
export interface RunnerClock {
  now(): number;
  random(): number;
}

/** Timers, so that a test can move time by hand. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** Runs the callback on a later turn of the event loop, after pending I/O. */
  defer(callback: () => void): void;
}
