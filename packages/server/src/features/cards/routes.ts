import type { FastifyInstance } from "fastify";
import type { Deps } from "../../http/deps";

export function registerCardRoutes(_app: FastifyInstance, _deps: Deps): void {}
