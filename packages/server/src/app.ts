import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import { IMAGE_MAX_BYTES } from "@quizdeck/shared/constants";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import secureJson from "secure-json-parse";
import type { Deps } from "./app-deps";
import type { Config } from "./config";
import type { Database } from "./db/connect";
import {
  Announcer,
  registerAuthRoutes,
  SESSION_CACHE_ALONE_MS,
  SESSION_CACHE_MS,
  SessionAccounts,
} from "./features/auth";
import { registerCardRoutes } from "./features/cards";
import { registerDeckSearchRoutes } from "./features/deck-search";
import { registerDeckRoutes } from "./features/decks";
import { DatabaseLogStore, GameService, registerGameRoutes } from "./features/games";
import { registerGroupRoutes } from "./features/groups";
import { GUEST_COOKIE, GuestAccounts, registerGuestRoutes } from "./features/guests";
import { registerImageRoutes } from "./features/images";
import { registerLikeRoutes } from "./features/likes";
import { registerMembershipRoutes } from "./features/memberships";
import { registerReportRoutes } from "./features/reports";
import { registerStudyRoutes } from "./features/study";
import { registerUserRoutes } from "./features/users";
import { AppError } from "./http/app-error";
import { registerNoStoreForApi } from "./http/cache-control";
import { registerErrorHandler } from "./http/error-handler";
import { ListingCache, registerListingForgetting } from "./http/listing-cache";
import { loggerOptions } from "./http/log-options";
import { registerRequestIdHeader, requestIdFrom } from "./http/request-id";
import { originAllowed, ownOriginOf } from "./http/request-origin";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerSessionHook, SESSION_COOKIE } from "./http/session";
import { serveWebClient } from "./http/web-client";
import { createLiveGameRecords } from "./live-game-records";
import { LoadMonitor, registerLoadShedding } from "./operations/load-shedding";
import { Metrics, registerMetrics } from "./operations/metrics";
import { registerProbes } from "./operations/probes";
import { createGameInfrastructure } from "./realtime/adapters/game-infrastructure";
import { systemClock, systemScheduler } from "./realtime/adapters/system-time";
import { attachRealtime, type EndedSessions } from "./realtime/transport/socket-server";

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
}

const JSON_BODY_LIMIT = 256 * 1024;

/** Builds the whole HTTP app (plugins, then routes); never listens. */
export async function buildApp({ config, database, logger = true, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.LOG_LEVEL, logStream) : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT,
    // Every log line of a request carries this id as reqId; 5xx bodies and the x-request-id header tell it.
    genReqId: requestIdFrom(config.TRUST_PROXY),
    requestIdHeader: false,
    // The router decodes and normalises paths; access is then checked on the matched route (http/session.ts).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Logging is per game and per error, not per request (docs/product.md §12).
    logController: new LogController({ disableRequestLogging: true }),
  });
  const metrics = config.METRICS_TOKEN ? new Metrics() : undefined;
  // Alone, this node hears of every session's end itself (decision 011).
  const sessions = new SessionAccounts(database.db, {
    rememberMs: config.REDIS_URL ? SESSION_CACHE_MS : SESSION_CACHE_ALONE_MS,
  });
  const sessionEnds = new Announcer<EndedSessions>();
  sessionEnds.subscribe((ended) => sessions.forget(ended));
  const listings = new ListingCache(config.LISTING_CACHE_MS);
  const guestSessions = new GuestAccounts(database.db);
  const accountsClosing = new Announcer<string>();
  const deps: Deps = { db: database.db, config, sessions, guestSessions, sessionEnds, accountsClosing, listings };

  registerRequestIdHeader(app);
  registerNoStoreForApi(app);
  registerErrorHandler(app);
  registerTolerantJsonParser(app);
  registerSecurityHeaders(app, {
    hsts: config.COOKIE_SECURE,
    contentSecurityPolicy: {
      directives: {
        "upgrade-insecure-requests": config.COOKIE_SECURE ? [] : null,
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "data:", "blob:"],
        "connect-src": ["'self'", "ws:", "wss:"],
      },
    },
  });
  await app.register(cookie);
  // JSON answers above 1 KB go out compressed when the client accepts it; request bodies are not inflated.
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ["br", "gzip"],
  });
  await app.register(rateLimit, { global: true, max: config.API_REQUESTS_PER_MINUTE, timeWindow: "1 minute" });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES - 1, files: 1, fields: 10 } });
  if (config.CORS_ORIGIN.length > 0) registerCors(app, config.CORS_ORIGIN);
  const load = new LoadMonitor({
    maxEventLoopDelayMs: config.SHED_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.SHED_MAX_HEAP_USED_MB * 1024 * 1024,
  });
  registerLoadShedding(app, load, () => metrics?.refused("rest"));
  registerSessionHook(app, sessions, config.CORS_ORIGIN);
  registerListingForgetting(app, listings);
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  if (metrics && database.pool) metrics.watchPool(database.pool);

  registerAuthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerDeckRoutes(app, deps);
  registerDeckSearchRoutes(app, deps);
  registerCardRoutes(app, deps);
  registerLikeRoutes(app, deps);
  registerGroupRoutes(app, deps);
  registerMembershipRoutes(app, deps);
  const games = new GameService(database.db);
  registerGameRoutes(app, deps, games);
  registerReportRoutes(app, deps);
  registerStudyRoutes(app, deps);

  // The live game (decision 008): its ports filled from the features, operations and Redis or the database.
  const infrastructure = createGameInfrastructure(
    { redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, metrics },
    new DatabaseLogStore(database.db, app.log, (seconds) => metrics?.logWritten("database", seconds)),
    app.log,
  );
  const realtime = await attachRealtime(app, {
    corsOrigins: config.CORS_ORIGIN,
    records: createLiveGameRecords(database.db),
    infrastructure,
    clock: systemClock,
    scheduler: systemScheduler,
    metrics,
    load,
    fromAllowedOrigin: (handshake) =>
      originAllowed(handshake.headers.origin, config.CORS_ORIGIN, ownOriginOf(handshake, config.TRUST_PROXY)),
    // An account's session first (whatever else the request carries), else a guest's (issue 12).
    authenticate: async (cookieHeader) => {
      const cookies = app.parseCookie(cookieHeader);
      return (await sessions.account(cookies[SESSION_COOKIE])) ?? (await guestSessions.account(cookies[GUEST_COOKIE]));
    },
    playerCap: config.GAME_PLAYER_CAP,
    onSessionsEnded: (listener) => sessionEnds.subscribe(listener),
    onAccountClosing: (listener) => accountsClosing.subscribe(listener),
    sessionsEndedElsewhere: (ended) => sessions.forget(ended),
    onListingsWritten: (listener) => listings.onWritten(listener),
    listingsWrittenElsewhere: () => listings.writtenElsewhere(),
  });
  // After the live game: a guest's session request seats the guest in it (issue 27).
  registerGuestRoutes(app, deps, {
    seat: realtime.seatGuest,
    gameIdOfCode: async (code, address) => (await games.byJoinCode(code, null, address)).id,
  });
  registerProbes(app, { db: database.db, pingRedis: infrastructure.ping });
  await serveWebClient(app, config.webDist);
  return app;
}

/** Like Fastify's JSON parser, but an empty body (a bodiless DELETE sent with a JSON type) is no body. */
function registerTolerantJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: "remove", constructorAction: "remove" }));
    } catch {
      done(new AppError("bad_request", "The request body is not valid JSON"), undefined);
    }
  });
}

function registerCors(app: FastifyInstance, origins: string[]): void {
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !origins.includes(origin)) return;
    reply.header("Access-Control-Allow-Origin", origin);
    reply.header("Access-Control-Allow-Credentials", "true");
    reply.header("Vary", "Origin");
    if (request.method === "OPTIONS") {
      reply.header("Access-Control-Allow-Methods", "GET,POST,PUT,DELETE,OPTIONS");
      reply.header("Access-Control-Allow-Headers", "Content-Type");
      return reply.status(204).send();
    }
  });
}
