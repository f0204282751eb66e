import type { FastifyInstance } from "fastify";
import type { Deps } from "../../http/deps";

export function registerImageRoutes(_app: FastifyInstance, _deps: Deps): void {}
