import { createDeckBody, deckIdParams, deckListQuery, updateDeckBody } from "@quizdeck/shared/decks";
import { userIdParams } from "@quizdeck/shared/users";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { parse } from "../../http/parse";
import { currentUserId } from "../../http/session";
import { sendDeckListing } from "./deck-listing";
import { DeckService } from "./service";

/** docs/api.md "Decks", docs/product.md §6: every signed-in user sees every deck; only the author changes it. */
export function registerDeckRoutes(app: FastifyInstance, deps: Deps): void {
  const decks = new DeckService(deps.db);

  app.get("/api/decks", async (request, reply) => {
    const groupId = parse(deckListQuery, request.query).group_id;
    return sendDeckListing(reply, deps, currentUserId(request), `decks?group=${groupId ?? ""}`, (viewerId) =>
      decks.listAll(viewerId, groupId),
    );
  });

  app.get("/api/decks/:userId/user_decks", async (request, reply) => {
    const { userId } = parse(userIdParams, request.params);
    return sendDeckListing(reply, deps, currentUserId(request), `decks/by/${userId}`, (viewerId) =>
      decks.listByUser(viewerId, userId),
    );
  });

  app.get("/api/decks/:userId/other_decks", async (request, reply) => {
    const { userId } = parse(userIdParams, request.params);
    return sendDeckListing(reply, deps, currentUserId(request), `decks/not-by/${userId}`, (viewerId) =>
      decks.listNotByUser(viewerId, userId),
    );
  });

  app.get("/api/decks/:deck_id", async (request) =>
    decks.get(currentUserId(request), parse(deckIdParams, request.params).deck_id),
  );

  app.post("/api/decks", async (request, reply) => {
    const deck = await decks.create(currentUserId(request), parse(createDeckBody, request.body));
    return reply.status(201).send(deck);
  });

  app.post("/api/decks/:deck_id/copy", async (request, reply) => {
    const { deck_id } = parse(deckIdParams, request.params);
    return reply.status(201).send(await decks.copy(currentUserId(request), deck_id));
  });

  app.put("/api/decks/:deck_id", async (request) => {
    const { deck_id } = parse(deckIdParams, request.params);
    return decks.update(currentUserId(request), deck_id, parse(updateDeckBody, request.body));
  });

  app.delete("/api/decks/:deck_id", async (request) => {
    const { deck_id } = parse(deckIdParams, request.params);
    await decks.remove(currentUserId(request), deck_id);
    return { deck_id, deleted: true };
  });
}
