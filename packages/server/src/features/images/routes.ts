import { cardIdParams } from "@quizdeck/shared/cards";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Deps } from "../../app-deps";
import { notFound } from "../../http/app-error";
import { parse } from "../../http/parse";
import { currentUserId } from "../../http/session";
import { readImageUpload } from "./read-image-upload";
import { ImageService } from "./service";

/** Image ids are the UUIDs the server gave them; anything else names no image. */
const imageId = z.uuid();

/** A stored image never changes (a new upload gets a new id), so browsers may keep it for a year. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

export function registerImageRoutes(app: FastifyInstance, { db }: Deps): void {
  const images = new ImageService(db);

  // Public: <img> tags load it, and a separately hosted client loads it cross-origin.
  app.get("/api/images/:id", { config: { public: true } }, async (request, reply) => {
    const id = imageId.safeParse((request.params as { id: string }).id);
    if (!id.success) throw notFound("Image");
    const image = await images.get(id.data);
    const etag = `"${image.sha256}"`;
    reply
      .header("ETag", etag)
      .header("Cache-Control", IMMUTABLE_CACHE)
      .header("X-Content-Type-Options", "nosniff")
      .header("Cross-Origin-Resource-Policy", "cross-origin");
    if (etagMatches(request, image.sha256)) return reply.status(304).send();
    return reply.type(image.mimeType).send(image.bytes);
  });

  app.post("/api/cards/:card_id/image", { config: { upload: true } }, async (request) => {
    const { card_id } = parse(cardIdParams, request.params);
    return images.setCardImage(currentUserId(request), card_id, () => readImageUpload(request));
  });

  app.delete("/api/cards/:card_id/image", async (request) => {
    const { card_id } = parse(cardIdParams, request.params);
    return images.setCardImage(currentUserId(request), card_id, null);
  });
}

/** If-None-Match may list several tags, weak or not, quoted or not, or `*`. */
function etagMatches(request: FastifyRequest, sha256: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const bare = tag.trim().replace(/^W\//, "").replaceAll('"', "");
    return bare === "*" || bare === sha256;
  });
}
