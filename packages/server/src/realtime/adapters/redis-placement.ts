import { randomUUID } from "node:crypto";
import type { Command } from "@quizdeck/game/commands";
import { GameRuleError } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import type { SocketRefusal } from "@quizdeck/shared/socket-ack";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { type CommandHandler, OwnerLost, type Placement, type RunResult } from "../ports/placement";

interface Request {
  /** The command's id: the same each time the command is sent (`Placement.forward`). */
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

export interface PlacementTiming {
  /** How long a forwarded command waits for its answer before it looks whether its owner still holds the game. */
  forwardTimeoutMs?: number;
  /** The clock leases are timed by (milliseconds, performance.now() by default). */
  now?: () => number;
}

const LEASE_MS = 6000;
const RENEW_EVERY_MS = 2000;
/**
 * An owner whose last renewal was sent longer ago than this (its loop stalled) asks Redis whether it still holds
 * the game before running another node's command: the lease may have run out and the game moved meanwhile.
 */
const SURELY_HELD_MS = LEASE_MS - 500;
/** How long a forwarded command waits for its answer before it looks whether its owner still holds the game. */
const FORWARD_TIMEOUT_MS = 3000;
/** How often it looks again after that: a dead owner's lease runs out within LEASE_MS, and the game goes on elsewhere. */
const LOOK_AGAIN_MS = 1000;
/** An owner that holds the game and still has not answered after this long is not waited for any more. */
const FORWARD_GIVE_UP_MS = 30_000;

/**
 * How long another node is taken for a game's owner after it was read, without asking Redis again: a busy game's
 * players on other nodes forward every answer, and a read per answer was a round trip to Redis each. A forward
 * sent to an owner that has lost the game meanwhile ends in `OwnerLost`, which forgets what was read.
 */
const OWNER_READ_FOR_MS = 1000;

/** How long a game's claim count is kept after its last claim or renewal (like its log). */
const CLAIMS_KEPT_MS = 24 * 60 * 60 * 1000;

// KEYS: the game's owner key and its claim count. A claim counts itself, so that an owner can tell later whether
// any node claimed the game after it did.
const CLAIM_SCRIPT = `if redis.call("set", KEYS[1], ARGV[1], "PX", ARGV[2], "NX") then
  local claims = redis.call("incr", KEYS[2])
  redis.call("pexpire", KEYS[2], ARGV[3])
  return claims
end
return 0`;
// Renews a lease this node holds, or takes back one that ran out while no other node claimed the game since this
// node's own claim (ARGV[3]): nobody else can have run a command for it, so this node's copy is still the game.
const RENEW_SCRIPT = `local holder = redis.call("get", KEYS[1])
if holder ~= ARGV[1] and (holder or redis.call("get", KEYS[2]) ~= ARGV[3]) then return 0 end
redis.call("set", KEYS[1], ARGV[1], "PX", ARGV[2])
redis.call("pexpire", KEYS[2], ARGV[4])
return 1`;
const RELEASE_SCRIPT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/**
 * Several nodes sharing Redis: each game is run by one node, its owner, which holds a lease in Redis. Other
 * nodes forward their players' commands to the owner over pub/sub. When an owner dies its lease runs out, and
 * the next node to get a command for the game claims it (and rebuilds it from the log).
 */
export class RedisPlacement implements Placement {
  readonly nodeId = randomUUID();
  /** The games this node holds: its claim's number, and when its last successful claim or renewal was sent. */
  private readonly held = new Map<string, { claim: string; renewedAt: number }>();
  /** Other nodes' games and their owners as last read (OWNER_READ_FOR_MS). */
  private readonly ownersRead = new Map<string, { owner: string; at: number }>();
  /** Owner look-ups under way for forwarded commands, one per game however many commands wait. */
  private readonly lookups = new Map<string, Promise<string | null>>();
  private readonly pending = new Map<string, { resolve: (r: RunResult) => void; reject: (e: Error) => void }>();
  private handle: CommandHandler | undefined;
  private onLost: (gameId: string) => void = () => undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private readonly key;
  private readonly forwardTimeoutMs: number;
  private readonly now: () => number;

  constructor(
    prefix: string,
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly log: FastifyBaseLogger,
    timing: PlacementTiming = {},
  ) {
    this.forwardTimeoutMs = timing.forwardTimeoutMs ?? FORWARD_TIMEOUT_MS;
    this.now = timing.now ?? (() => performance.now());
    this.key = {
      owner: (gameId: string) => `${prefix}:game:${gameId}:owner`,
      claims: (gameId: string) => `${prefix}:game:${gameId}:claims`,
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

  async ownerOf(gameId: string): Promise<string | null> {
    const read = this.ownersRead.get(gameId);
    if (read && this.now() - read.at < OWNER_READ_FOR_MS) return read.owner;
    return this.readOwner(gameId);
  }

  /** Asks Redis; remembers the owner when it is another node. */
  private async readOwner(gameId: string): Promise<string | null> {
    const at = this.now();
    const owner = await this.redis.get(this.key.owner(gameId));
    if (owner !== null && owner !== this.nodeId) this.ownersRead.set(gameId, { owner, at });
    else this.ownersRead.delete(gameId);
    return owner;
  }

  async claim(gameId: string): Promise<boolean> {
    this.ownersRead.delete(gameId);
    const asked = this.now();
    const claim = await this.redis.eval(
      CLAIM_SCRIPT,
      2,
      this.key.owner(gameId),
      this.key.claims(gameId),
      this.nodeId,
      LEASE_MS,
      CLAIMS_KEPT_MS,
    );
    if (claim === 0) return false;
    this.held.set(gameId, { claim: String(claim), renewedAt: asked });
    return true;
  }

  async release(gameId: string): Promise<void> {
    this.held.delete(gameId);
    await this.redis.eval(RELEASE_SCRIPT, 1, this.key.owner(gameId), this.nodeId);
  }

  /**
   * A slow owner is waited for as long as it holds the game (issue 32): its answer, however late, is the truth
   * about the command. Only when the lease has gone elsewhere is the caller told `OwnerLost`, to send the command
   * again under the same id wherever the game went.
   */
  forward(owner: string, gameId: string, command: Command, commandId: string): Promise<RunResult> {
    const request: Request = { id: commandId, from: this.nodeId, gameId, command };
    const sentAt = this.now();
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        this.pending.delete(request.id);
      };
      const lookAtOwner = async () => {
        const holder = await this.lookUpOwner(gameId).catch(() => owner);
        if (!this.pending.has(request.id)) return;
        if (holder !== owner) {
          done();
          reject(new OwnerLost());
        } else if (this.now() - sentAt >= FORWARD_GIVE_UP_MS) {
          done();
          reject(new GameRuleError("server_busy", messages.gameServerBusy));
        } else {
          timer = setTimeout(() => void lookAtOwner(), Math.min(this.forwardTimeoutMs, LOOK_AGAIN_MS));
        }
      };
      timer = setTimeout(() => void lookAtOwner(), this.forwardTimeoutMs);
      this.pending.set(request.id, {
        resolve: (result) => {
          done();
          resolve(result);
        },
        reject: (error) => {
          done();
          // The owner said the game is moving: the next send reads where it went.
          if (error instanceof OwnerLost) this.ownersRead.delete(gameId);
          reject(error);
        },
      });
      this.redis.publish(this.key.inbox(owner), JSON.stringify({ request })).catch((error) => {
        done();
        reject(error);
      });
    });
  }

  private lookUpOwner(gameId: string): Promise<string | null> {
    let lookup = this.lookups.get(gameId);
    if (!lookup) {
      lookup = this.readOwner(gameId).finally(() => this.lookups.delete(gameId));
      this.lookups.set(gameId, lookup);
    }
    return lookup;
  }

  private receive(message: string): void {
    const parsed = JSON.parse(message) as { request?: Request; reply?: Reply };
    if (parsed.reply) {
      const waiting = this.pending.get(parsed.reply.id);
      if (!waiting) return;
      this.pending.delete(parsed.reply.id);
      const refusal = parsed.reply.error;
      // The owner lost the game or is draining: sent again under its id, the command finds the game's new home and
      // runs at most once there.
      if (refusal?.code === "game_moving") waiting.reject(new OwnerLost());
      else if (refusal !== undefined) waiting.reject(new GameRuleError(refusal.code, refusal.message));
      else waiting.resolve(parsed.reply.result ?? {});
      return;
    }
    const request = parsed.request;
    if (!request) return;
    this.run(request).then(
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

  private async run(request: Request): Promise<RunResult> {
    const { gameId } = request;
    // After a stall longer than the lease the game may have moved, and the node that took it over may run this
    // command itself: run it here only if the game is still ours.
    if (this.held.has(gameId) && !(await this.stillHolds(gameId)))
      throw new GameRuleError("game_moving", messages.gameMoving);
    if (!this.handle) throw new Error("A command was forwarded to a node that has not started");
    return this.handle(gameId, request.command, request.id);
  }

  stillHolds(gameId: string): true | Promise<boolean> {
    if (this.now() - (this.held.get(gameId)?.renewedAt ?? 0) < SURELY_HELD_MS) return true;
    return this.renew(gameId);
  }

  /**
   * Renews the game's lease, or takes it back if it ran out and no node claimed the game since; false (and
   * `onLost` told) when another node has claimed it: its copy of the game may be ahead of this one.
   */
  private async renew(gameId: string): Promise<boolean> {
    const held = this.held.get(gameId);
    if (!held) return false;
    const asked = this.now();
    const renewed = await this.redis.eval(
      RENEW_SCRIPT,
      2,
      this.key.owner(gameId),
      this.key.claims(gameId),
      this.nodeId,
      LEASE_MS,
      held.claim,
      CLAIMS_KEPT_MS,
    );
    if (this.held.get(gameId) !== held) return this.held.has(gameId);
    if (renewed !== 0) {
      held.renewedAt = asked;
      return true;
    }
    this.held.delete(gameId);
    this.onLost(gameId);
    return false;
  }

  private answer(to: string, reply: Reply): void {
    this.redis.publish(this.key.inbox(to), JSON.stringify({ reply })).catch((error) => {
      this.log.error({ err: error }, "answering a forwarded command failed");
    });
  }

  private async renewLeases(): Promise<void> {
    for (const [gameId, { at }] of this.ownersRead) {
      if (this.now() - at >= OWNER_READ_FOR_MS) this.ownersRead.delete(gameId);
    }
    for (const gameId of this.held.keys()) {
      try {
        await this.renew(gameId);
      } catch (error) {
        this.log.error({ err: error, gameId }, "renewing a game lease failed");
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.renewTimer);
    await Promise.allSettled([...this.held.keys()].map((gameId) => this.release(gameId)));
  }
}
