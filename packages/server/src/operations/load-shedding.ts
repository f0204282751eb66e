import { messages } from "@quizdeck/shared/messages";
import type { FastifyInstance } from "fastify";
import { AppError } from "../http/app-error";
import type { LoadGauge } from "../realtime/ports/load-gauge";

/** What a shed caller is told to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 3;
/** How often the event loop's lateness and the heap are measured. */
const SAMPLE_EVERY_MS = 100;
/** The node counts as overloaded while the worst delay of the last second is past the limit. */
const SAMPLES_KEPT = 10;

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: never refused under load (probes, metrics). */
    shed?: boolean;
  }
}

export interface LoadLimits {
  /** Past this event-loop delay new work is refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Past this much used JavaScript heap new work is refused; 0 turns the check off. */
  maxHeapUsedBytes: number;
}

/**
 * Tells whether this node is overloaded, so that new work (REST requests, new game joins) is refused while the
 * work of running games (answers, host commands) goes on. A timer measures how late it fires; the worst delay of
 * the last second counts, and so does a measurement overdue right now: one long stall is seen at once and
 * sheds for a second, not averaged away (decision 012).
 */
export class LoadMonitor implements LoadGauge {
  private readonly delaysMs: number[] = [];
  private heapUsedBytes = 0;
  private expectedAt = performance.now() + SAMPLE_EVERY_MS;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(private readonly limits: LoadLimits) {
    if (limits.maxEventLoopDelayMs <= 0 && limits.maxHeapUsedBytes <= 0) return;
    this.timer = setInterval(() => this.sample(), SAMPLE_EVERY_MS).unref();
  }

  private sample(): void {
    const now = performance.now();
    this.delaysMs.push(Math.max(0, now - this.expectedAt));
    if (this.delaysMs.length > SAMPLES_KEPT) this.delaysMs.shift();
    this.expectedAt = now + SAMPLE_EVERY_MS;
    if (this.limits.maxHeapUsedBytes > 0) this.heapUsedBytes = process.memoryUsage().heapUsed;
  }

  /** The event loop's delay: the worst of the last second, or how overdue the next measurement is. */
  eventLoopDelayMs(): number {
    if (!this.timer) return 0;
    return Math.max(...this.delaysMs, performance.now() - this.expectedAt);
  }

  overloaded(): boolean {
    const { maxEventLoopDelayMs, maxHeapUsedBytes } = this.limits;
    if (maxEventLoopDelayMs > 0 && this.eventLoopDelayMs() > maxEventLoopDelayMs) return true;
    return maxHeapUsedBytes > 0 && this.heapUsedBytes > maxHeapUsedBytes;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

export const busy = () =>
  new AppError("unavailable", messages.serverBusy, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });

/** Refuses new REST requests with 503 and Retry-After while the node is overloaded. */
export function registerLoadShedding(app: FastifyInstance, monitor: LoadMonitor, onShed: () => void): void {
  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.shed === false || !monitor.overloaded()) return;
    onShed();
    throw busy();
  });
  app.addHook("onClose", async () => monitor.stop());
}
