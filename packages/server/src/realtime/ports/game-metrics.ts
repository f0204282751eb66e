/** Where the live figures are read when the metrics are scraped. */
export interface LiveSources {
  socketConnections(): number;
  liveGames(): { games: number; players: number };
}

/**
 * Where the live game's figures go (issue 16; decision 012): `app.ts` fills it with the operations' Prometheus
 * metrics when METRICS_TOKEN is set, and leaves it out otherwise. Durations are in seconds (`secondsSince`).
 */
export interface GameMetrics {
  answerAccepted(): void;
  /** From a socket event's arrival to its acknowledgement. */
  socketEvent(event: string, ok: boolean, seconds: number): void;
  /** Handing one game event to every socket of its audience (room, host or one user). */
  fannedOut(to: string, seconds: number): void;
  /** A new game join refused because the node is overloaded. */
  refused(kind: "join"): void;
  /** One write to the live games' log store. */
  logWritten(store: "database" | "redis", seconds: number): void;
  /** Gauges read at scrape time from the live game side. */
  watchLive(sources: LiveSources): void;
}

/** Seconds since `start` (a `performance.now()` reading). */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;
