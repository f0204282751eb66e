import { createGameBody, gameIdParams, type JoinLookup, joinCodeParams } from "@quizdeck/shared/games";
import type { GameRecord } from "@quizdeck/shared/records";
import { userIdParams } from "@quizdeck/shared/users";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { parse } from "../../http/parse";
import { currentUserId, findCaller } from "../../http/session";
import type { GameRow } from "./repository";
import type { GameService } from "./service";

const toGameRecord = (game: GameRow): GameRecord => ({
  Game_id: game.id,
  Host_id: game.hostId,
  Join_Code: game.joinCode,
});

const toJoinLookup = (game: GameRow): JoinLookup => ({ ...toGameRecord(game), Guests_allowed: game.guestsAllowed });

/** `games` is shared with the guest route, which looks join codes up under the same limits (issue 27). */
export function registerGameRoutes(app: FastifyInstance, { sessions }: Deps, games: GameService): void {
  // docs/api.md: the client reads data.data[0].
  app.post("/api/games", { config: { listingsUnchanged: true } }, async (request, reply) => {
    const game = await games.create(currentUserId(request), parse(createGameBody, request.body));
    return reply.status(201).send({ data: [toGameRecord(game)] });
  });

  // docs/api.md: JSON null (falsy) when the caller hosts no open game.
  app.get("/api/games/:userId/host", async (request, reply) => {
    const game = await games.hostedBy(currentUserId(request), parse(userIdParams, request.params).userId);
    return reply.type("application/json").send(game ? toGameRecord(game) : "null");
  });

  // Public (issue 12): a signed-out visitor looks the code up before joining as a guest.
  app.get("/api/games/:joinCode/join", { config: { public: true } }, async (request) => {
    const { joinCode } = parse(joinCodeParams, request.params);
    return toJoinLookup(await games.byJoinCode(joinCode, await findCaller(sessions, request), request.ip));
  });

  app.get("/api/games/:gameId/game", async (request) =>
    toGameRecord(await games.byId(parse(gameIdParams, request.params).gameId)),
  );
}
