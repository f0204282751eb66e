import { deckIdParams } from "@quizdeck/shared/decks";
import { userIdParams } from "@quizdeck/shared/users";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { parse } from "../../http/parse";
import { currentUserId } from "../../http/session";
import { LikeService } from "./service";

/** docs/api.md "Likes": the liker is always the session's user; like and unlike come without a body. */
export function registerLikeRoutes(app: FastifyInstance, { db }: Deps): void {
  const likes = new LikeService(db);

  app.get("/api/userLikedDecks/:userId", async (request) =>
    likes.listLiked(currentUserId(request), parse(userIdParams, request.params).userId),
  );

  app.post("/api/userLikedDecks/:deck_id", async (request, reply) => {
    const { deck_id } = parse(deckIdParams, request.params);
    return reply.status(201).send(await likes.setLiked(currentUserId(request), deck_id, true));
  });

  app.delete("/api/userLikedDecks/:deck_id", async (request) => {
    const { deck_id } = parse(deckIdParams, request.params);
    return likes.setLiked(currentUserId(request), deck_id, false);
  });
}
