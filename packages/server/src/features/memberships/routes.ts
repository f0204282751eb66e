import { membershipBody, membershipsOfGroupParams } from "@quizdeck/shared/groups";
import { userIdParams } from "@quizdeck/shared/users";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { parse } from "../../http/parse";
import { currentUserId } from "../../http/session";
import { MembershipService } from "./service";

export function registerMembershipRoutes(app: FastifyInstance, { db }: Deps): void {
  const memberships = new MembershipService(db);

  app.get("/api/groupMembership/member/:userId", (request) =>
    memberships.ofUser(parse(userIdParams, request.params).userId),
  );

  app.get("/api/groupMembership/group/:groupId", (request) =>
    memberships.ofGroup(parse(membershipsOfGroupParams, request.params).groupId),
  );

  app.post("/api/groupMembership", async (request, reply) => {
    const { membership, joined } = await memberships.join(currentUserId(request), parse(membershipBody, request.body));
    return reply.status(joined ? 201 : 200).send(membership);
  });

  app.delete("/api/groupMembership", async (request) => {
    await memberships.leaveOrKick(currentUserId(request), parse(membershipBody, request.body));
    return { success: true };
  });
}
