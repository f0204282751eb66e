import { cardIdParams, createCardBody, updateCardBody } from "@quizdeck/shared/cards";
import { deckIdParams } from "@quizdeck/shared/decks";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../http/deps";
import { parse } from "../../http/parse";
import { currentUserId } from "../../http/session";
import { CardService } from "./service";

/** SPEC.md §7 "Cards". Card images are the images feature's (`/api/cards/{card_id}/image`). */
export function registerCardRoutes(app: FastifyInstance, { db }: Deps): void {
  const cards = new CardService(db);

  app.get("/api/cards/:deck_id", async (request) =>
    cards.listOfDeck(currentUserId(request), parse(deckIdParams, request.params).deck_id),
  );

  // An array holding the one card: the spec's client reads the first item.
  app.get("/api/cards/:card_id/card", async (request) => [
    await cards.get(currentUserId(request), parse(cardIdParams, request.params).card_id),
  ]);

  app.post("/api/cards/:deck_id", async (request, reply) => {
    const { deck_id } = parse(deckIdParams, request.params);
    const card = await cards.create(currentUserId(request), deck_id, parse(createCardBody, request.body));
    return reply.status(201).send(card);
  });

  app.put("/api/cards/:card_id", async (request) => {
    const { card_id } = parse(cardIdParams, request.params);
    return cards.update(currentUserId(request), card_id, parse(updateCardBody, request.body));
  });

  app.delete("/api/cards/:card_id", async (request) => {
    const { card_id } = parse(cardIdParams, request.params);
    await cards.remove(currentUserId(request), card_id);
    return { Card_id: card_id, deleted: true };
  });
}
