import { userId } from "@quizdeck/shared/ids";
import { messages } from "@quizdeck/shared/messages";
import { languageBody, privacyBody, userListBody, usernameBody } from "@quizdeck/shared/users";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Deps } from "../../app-deps";
import { parse } from "../../http/parse";
import { setLanguageCookie } from "../../http/request-language";
import { currentUserId } from "../../http/session";
import { readImageUpload } from "../images";
import { assertOwnProfile, UserService } from "./service";

const userParams = z.object({ id: userId });

export function registerUserRoutes(app: FastifyInstance, { db, sessions }: Deps): void {
  const users = new UserService(db);
  // The live game names a joining player by the session's remembered account: a new name is read again.
  const renamed = (userId: string) => sessions.forget({ userId });

  app.post("/api/users/list", { config: { listingsUnchanged: true } }, async (request) =>
    users.list(currentUserId(request), parse(userListBody, request.body).User_Ids),
  );

  app.get("/api/users/:id", async (request) => users.get(currentUserId(request), parse(userParams, request.params).id));

  app.put("/api/users/:id", async (request) => {
    const { id } = parse(userParams, request.params);
    const user = await users.update(currentUserId(request), id, request.body);
    renamed(id);
    return user;
  });

  app.put("/api/users/:id/username", async (request) => {
    const { id } = parse(userParams, request.params);
    const callerId = currentUserId(request);
    assertOwnProfile(callerId, id);
    const { Username } = parse(usernameBody, request.body);
    const user = await users.changeUsername(callerId, id, Username);
    renamed(id);
    return { success: true, message: messages.usernameUpdated, Username: user.Username };
  });

  app.put("/api/users/:id/privacy", { config: { listingsUnchanged: true } }, async (request) => {
    const { id } = parse(userParams, request.params);
    const callerId = currentUserId(request);
    assertOwnProfile(callerId, id);
    return users.setPrivacy(callerId, id, parse(privacyBody, request.body).privacy);
  });

  // Issue 33: kept with the account, and remembered on this device at once.
  app.put("/api/users/:id/language", { config: { listingsUnchanged: true } }, async (request, reply) => {
    const { id } = parse(userParams, request.params);
    const { language } = parse(languageBody, request.body);
    await users.setLanguage(currentUserId(request), id, language);
    setLanguageCookie(reply, language);
    return { Language: language };
  });

  // The original client (docs/product.md §11) also sends an `id` form field; the path decides whose picture it is.
  app.post(
    "/api/users/:id/profile-pic",
    { config: { upload: true, listingsUnchanged: true } },
    async (request, reply) => {
      const { id } = parse(userParams, request.params);
      const url = await users.setProfilePicture(currentUserId(request), id, () => readImageUpload(request));
      return reply.status(200).send({ message: messages.uploadSuccessful, Profile_Pic: url });
    },
  );

  app.delete("/api/users/:id/profile-pic", { config: { listingsUnchanged: true } }, async (request) => {
    const { id } = parse(userParams, request.params);
    await users.setProfilePicture(currentUserId(request), id, null);
    return { message: messages.pictureRemoved, Profile_Pic: null };
  });
}
