import { randomUUID } from "node:crypto";
import type { Command } from "@quizdeck/game/commands";
import { GameRuleError } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import type { SocketRefusal } from "@quizdeck/shared/socket-ack";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { CommandHandler, Placement, RunResult } from "../ports/placement";

interface Request {
  id: string;
  from: string;
  gameId: string;
  command: Command;
}
interface Reply {
  id: string;
  result?: RunResult;
  error?: SocketRefusal;
}

const LEASE_MS = 6000;
const RENEW_EVERY_MS = 2000;
const FORWARD_TIMEOUT_MS = 3000;

// Renew and release touch only a lease this node still holds.
const RENEW_SCRIPT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE_SCRIPT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/**
 * Several nodes sharing Redis: each game is run by one node, its owner, which holds a lease in Redis. Other
 * nodes forward their players' commands to the owner over pub/sub. When an owner dies its lease runs out, and
 * the next node to get a command for the game claims it (and rebuilds it from the log).
 */
export class RedisPlacement implements Placement {
  readonly nodeId = randomUUID();
  private readonly owned = new Set<string>();
  private readonly pending = new Map<string, { resolve: (r: RunResult) => void; reject: (e: Error) => void }>();
  private handle: CommandHandler | undefined;
  private onLost: (gameId: string) => void = () => undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private readonly key;

  constructor(
    prefix: string,
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly log: FastifyBaseLogger,
    /** How long a forwarded command waits for the owner's reply before the player is told the game is moving. */
    private readonly forwardTimeoutMs = FORWARD_TIMEOUT_MS,
  ) {
    this.key = {
      owner: (gameId: string) => `${prefix}:game:${gameId}:owner`,
      inbox: (nodeId: string) => `${prefix}:node:${nodeId}`,
    };
  }

  async start(handle: CommandHandler, onLost: (gameId: string) => void): Promise<void> {
    this.handle = handle;
    this.onLost = onLost;
    this.subscriber.on("message", (_channel: string, message: string) => this.receive(message));
    await this.subscriber.subscribe(this.key.inbox(this.nodeId));
    this.renewTimer = setInterval(() => void this.renewLeases(), RENEW_EVERY_MS);
    this.renewTimer.unref();
  }

  ownerOf(gameId: string): Promise<string | null> {
    return this.redis.get(this.key.owner(gameId));
  }

  async claim(gameId: string): Promise<boolean> {
    const claimed = (await this.redis.set(this.key.owner(gameId), this.nodeId, "PX", LEASE_MS, "NX")) === "OK";
    if (claimed) this.owned.add(gameId);
    return claimed;
  }

  async release(gameId: string): Promise<void> {
    this.owned.delete(gameId);
    await this.redis.eval(RELEASE_SCRIPT, 1, this.key.owner(gameId), this.nodeId);
  }

  forward(owner: string, gameId: string, command: Command): Promise<RunResult> {
    const request: Request = { id: randomUUID(), from: this.nodeId, gameId, command };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(request.id);
        reject(new GameRuleError("game_moving", messages.gameMoving));
      }, this.forwardTimeoutMs);
      this.pending.set(request.id, {
        resolve: (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.redis.publish(this.key.inbox(owner), JSON.stringify({ request })).catch((error) => {
        this.pending.delete(request.id);
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  private receive(message: string): void {
    const parsed = JSON.parse(message) as { request?: Request; reply?: Reply };
    if (parsed.reply) {
      const waiting = this.pending.get(parsed.reply.id);
      if (!waiting) return;
      this.pending.delete(parsed.reply.id);
      const refusal = parsed.reply.error;
      if (refusal !== undefined) waiting.reject(new GameRuleError(refusal.code, refusal.message));
      else waiting.resolve(parsed.reply.result ?? {});
      return;
    }
    const request = parsed.request;
    if (!request || !this.handle) return;
    this.handle(request.gameId, request.command).then(
      (result) => this.answer(request.from, { id: request.id, result }),
      (error: unknown) =>
        this.answer(request.from, {
          id: request.id,
          error:
            error instanceof GameRuleError
              ? { code: error.code, message: error.message }
              : { code: "internal", message: messages.internalError },
        }),
    );
  }

  private answer(to: string, reply: Reply): void {
    this.redis.publish(this.key.inbox(to), JSON.stringify({ reply })).catch((error) => {
      this.log.error({ err: error }, "answering a forwarded command failed");
    });
  }

  private async renewLeases(): Promise<void> {
    for (const gameId of this.owned) {
      try {
        const renewed = await this.redis.eval(RENEW_SCRIPT, 1, this.key.owner(gameId), this.nodeId, LEASE_MS);
        if (renewed === 0) {
          this.owned.delete(gameId);
          this.onLost(gameId);
        }
      } catch (error) {
        this.log.error({ err: error, gameId }, "renewing a game lease failed");
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.renewTimer);
    await Promise.allSettled([...this.owned].map((gameId) => this.release(gameId)));
  }
}
