import { cardImportBody } from "@quizdeck/shared/card-transfer";
import { cardIdParams, createCardBody, updateCardBody } from "@quizdeck/shared/cards";
import { deckIdParams } from "@quizdeck/shared/decks";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { CSV_TYPE, JSON_TYPE } from "../../http/content-types";
import { parse } from "../../http/parse";
import { requestLanguage } from "../../http/request-language";
import { currentUserId } from "../../http/session";
import { jsonArrayInSlices, jsonObjectInSlices } from "../../http/time-slices";
import { cardsCsv, cardsJson, exportDisposition } from "./card-export";
import { CardService } from "./service";

/** JSON carrying a 1 MiB import, escaped, with room to spare; the import itself checks the 1 MiB. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** docs/api.md "Cards". Card images are the images feature's (`/api/cards/{card_id}/image`). */
export function registerCardRoutes(app: FastifyInstance, { db }: Deps): void {
  const cards = new CardService(db);

  app.get("/api/cards/:deck_id", async (request, reply) => {
    const list = await cards.listOfDeck(currentUserId(request), parse(deckIdParams, request.params).deck_id);
    return reply.type(JSON_TYPE).send(jsonArrayInSlices(list));
  });

  // An array holding the one card: the original client (docs/product.md §11) reads the first item.
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

  // Issue 13 items 3–4: import (owner only; a preview unless `commit`) and export (anyone who may read the cards).
  // The preview of 2,000 rows is megabytes of JSON: its rows go out in slices, then the totals.
  app.post("/api/decks/:deck_id/import", { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    const { deck_id } = parse(deckIdParams, request.params);
    const preview = await cards.import(currentUserId(request), deck_id, parse(cardImportBody, request.body));
    return reply.type(JSON_TYPE).send(jsonObjectInSlices(preview, "rows"));
  });

  app.get("/api/decks/:deck_id/cards.csv", async (request, reply) => {
    const { title, cards: rows } = await cards.forExport(
      currentUserId(request),
      parse(deckIdParams, request.params).deck_id,
    );
    return reply
      .type(CSV_TYPE)
      .header("Content-Disposition", exportDisposition(title, "csv"))
      .header("Cache-Control", "private, no-store")
      .send(cardsCsv(rows, requestLanguage(request)));
  });

  app.get("/api/decks/:deck_id/cards.json", async (request, reply) => {
    const { title, cards: rows } = await cards.forExport(
      currentUserId(request),
      parse(deckIdParams, request.params).deck_id,
    );
    return reply
      .type(JSON_TYPE)
      .header("Content-Disposition", exportDisposition(title, "json"))
      .header("Cache-Control", "private, no-store")
      .send(cardsJson(title, rows));
  });
}
