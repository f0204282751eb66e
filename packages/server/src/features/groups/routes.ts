import { createGroupBody, groupIdParams, updateGroupBody } from "@quizdeck/shared/groups";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { sendListing } from "../../http/listing-cache";
import { parse } from "../../http/parse";
import { currentUserId } from "../../http/session";
import { GroupService } from "./service";

export function registerGroupRoutes(app: FastifyInstance, { db, listings }: Deps): void {
  const groups = new GroupService(db);

  // Every group, the same for every reader (decision 019).
  app.get("/api/groups", (_request, reply) => sendListing(reply, listings, "groups", () => groups.list()));

  app.get("/api/groups/:id", (request) => groups.get(parse(groupIdParams, request.params).id));

  app.post("/api/groups", async (request, reply) => {
    const group = await groups.create(currentUserId(request), parse(createGroupBody, request.body));
    return reply.status(201).send(group);
  });

  app.put("/api/groups/:id", (request) => {
    const { id } = parse(groupIdParams, request.params);
    return groups.update(currentUserId(request), id, parse(updateGroupBody, request.body));
  });

  app.delete("/api/groups/:id", async (request) => {
    await groups.delete(currentUserId(request), parse(groupIdParams, request.params).id);
    return { success: true };
  });
}
