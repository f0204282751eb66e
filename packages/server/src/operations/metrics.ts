import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "../http/app-error";
import type { GameMetrics, LiveSources } from "../realtime/ports/game-metrics";

/** Latencies of a request or an event, in seconds: 1 ms to 10 s. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The route label of a request no route matched: raw URLs would make the label set unbounded. */
const UNMATCHED_ROUTE = "unmatched";

/** What a database connection pool says about itself (pg's Pool); PGlite has none. */
export interface PoolUse {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Every series Quizdeck exposes at GET /metrics, in one registry of its own (not prom-client's global one, so
 * that several apps in one process, as in the tests, do not collide). Labels are bounded: route patterns,
 * methods, statuses, event names, never raw URLs or ids.
 */
export class Metrics implements GameMetrics {
  readonly registry = new Registry();
  private readonly httpDuration = new Histogram({
    name: "quizdeck_http_request_duration_seconds",
    help: "HTTP requests by route pattern, method and status, with their latency (its _count counts the requests)",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly answers = new Counter({
    name: "quizdeck_answers_total",
    help: "Answers accepted by the games this node runs",
    registers: [this.registry],
  });
  private readonly socketEvents = new Histogram({
    name: "quizdeck_socket_event_duration_seconds",
    help: "From a socket event's arrival to its acknowledgement, by event (submit_answer: answer to reply)",
    labelNames: ["event", "outcome"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly fanOut = new Histogram({
    name: "quizdeck_fanout_duration_seconds",
    help: "Time to hand one game event to every socket of its audience (room, host or one user)",
    labelNames: ["to"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly shed = new Counter({
    name: "quizdeck_shed_total",
    help: "Requests and game joins refused with 'busy' because the node was overloaded",
    labelNames: ["kind"] as const,
    registers: [this.registry],
  });
  private readonly logWrites = new Histogram({
    name: "quizdeck_log_store_write_duration_seconds",
    help: "Latency of one write to the live games' log store",
    labelNames: ["store"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  request(method: string, route: string | undefined, status: number, seconds: number): void {
    this.httpDuration.observe({ method, route: route ?? UNMATCHED_ROUTE, status: String(status) }, seconds);
  }

  answerAccepted(): void {
    this.answers.inc();
  }

  socketEvent(event: string, ok: boolean, seconds: number): void {
    this.socketEvents.observe({ event, outcome: ok ? "ok" : "refused" }, seconds);
  }

  fannedOut(to: string, seconds: number): void {
    this.fanOut.observe({ to }, seconds);
  }

  refused(kind: "rest" | "join"): void {
    this.shed.inc({ kind });
  }

  logWritten(store: "database" | "redis", seconds: number): void {
    this.logWrites.observe({ store }, seconds);
  }

  /** Gauges read at scrape time from the live game side. */
  watchLive(sources: LiveSources): void {
    new Gauge({
      name: "quizdeck_socket_connections",
      help: "Socket.IO connections open on this node",
      registers: [this.registry],
      collect() {
        this.set(sources.socketConnections());
      },
    });
    const live = () => sources.liveGames();
    new Gauge({
      name: "quizdeck_live_games",
      help: "Games running on this node (lobby or playing)",
      registers: [this.registry],
      collect() {
        this.set(live().games);
      },
    });
    new Gauge({
      name: "quizdeck_live_players",
      help: "Players in the games running on this node",
      registers: [this.registry],
      collect() {
        this.set(live().players);
      },
    });
  }

  /** The database pool's connections by state (total, idle) and the queries waiting for one. */
  watchPool(pool: PoolUse): void {
    new Gauge({
      name: "quizdeck_db_pool_connections",
      help: "Database pool: open connections (total), idle ones, and queries waiting for a connection",
      labelNames: ["state"] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }
}

/**
 * Records every request, and serves GET /metrics to callers with `Authorization: Bearer <METRICS_TOKEN>`
 * (401 otherwise). Without a token there are no metrics, and GET /metrics is a 404 for everyone.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics | undefined, token: string | undefined): void {
  const config = { public: true, rateLimit: false, shed: false };
  if (!metrics || !token) {
    app.get("/metrics", { config }, async () => {
      throw new AppError("not_found", "No such endpoint: GET /metrics");
    });
    return;
  }
  app.addHook("onResponse", async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  const expected = Buffer.from(`Bearer ${token}`);
  app.get("/metrics", { config }, async (request, reply) => {
    const sent = Buffer.from(request.headers.authorization ?? "");
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
      reply.header("www-authenticate", "Bearer");
      throw new AppError("unauthorized", "Send the metrics token as Authorization: Bearer <token>");
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
