import type { RunnerClock, Scheduler } from "../ports/time";

/** The system's time and random numbers, for the live game outside tests. */
export const systemClock: RunnerClock = { now: () => Date.now(), random: () => Math.random() };

/** Node's timers, never keeping the process alive by themselves. */
export const systemScheduler: Scheduler = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (callback, ms) => setInterval(callback, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
  defer: (callback) => void setImmediate(callback),
};
