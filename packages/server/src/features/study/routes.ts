import { studyAnswerParams, studyQueueQuery, studyReviewBody, studySettingsBody } from "@quizdeck/shared/study";
import { userIdParams } from "@quizdeck/shared/users";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { parse } from "../../http/parse";
import { currentUserId } from "../../http/session";
import { StudyService } from "./service";

/** Issue 14 (docs/api.md "Study"): every read and write is the session user's own. */
export function registerStudyRoutes(app: FastifyInstance, { db }: Deps): void {
  const study = new StudyService(db);

  app.get("/api/study/queue", async (request) =>
    study.queue(currentUserId(request), parse(studyQueueQuery, request.query).deck_id),
  );

  app.post("/api/study/reviews", { config: { listingsUnchanged: true } }, async (request) =>
    study.review(currentUserId(request), parse(studyReviewBody, request.body)),
  );

  app.get("/api/study/answers/:card_id", async (request) =>
    study.rightAnswer(currentUserId(request), parse(studyAnswerParams, request.params).card_id),
  );

  app.get("/api/study/due", async (request) => study.dueToday(currentUserId(request)));

  app.get("/api/study/settings", async (request) => study.settings(currentUserId(request)));

  app.put("/api/study/settings", { config: { listingsUnchanged: true } }, async (request) =>
    study.changeSettings(currentUserId(request), parse(studySettingsBody, request.body)),
  );

  app.get("/api/study/learned/:userId", async (request) =>
    study.learned(currentUserId(request), parse(userIdParams, request.params).userId),
  );
}
