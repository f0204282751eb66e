import { gameIdParams } from "@quizdeck/shared/games";
import { pageQuery, reportPlayerParams } from "@quizdeck/shared/reports";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { CSV_TYPE } from "../../http/content-types";
import { parse } from "../../http/parse";
import { requestLanguage } from "../../http/request-language";
import { currentUserId } from "../../http/session";
import { ReportService } from "./service";

export function registerReportRoutes(app: FastifyInstance, { db }: Deps): void {
  const reports = new ReportService(db);

  app.get("/api/games/reports", async (request) =>
    reports.pastGames(currentUserId(request), parse(pageQuery, request.query)),
  );

  app.get("/api/games/:gameId/report", async (request) =>
    reports.report(currentUserId(request), parse(gameIdParams, request.params).gameId, parse(pageQuery, request.query)),
  );

  app.get("/api/games/:gameId/report/players/:userId", async (request) => {
    const { gameId, userId } = parse(reportPlayerParams, request.params);
    return reports.player(currentUserId(request), gameId, userId);
  });

  app.get("/api/games/:gameId/report.csv", async (request, reply) => {
    const { gameId } = parse(gameIdParams, request.params);
    const csv = await reports.csv(currentUserId(request), gameId, requestLanguage(request), (error) =>
      request.log.error({ err: error, gameId }, "streaming the report CSV failed"),
    );
    return reply
      .type(CSV_TYPE)
      .header("Content-Disposition", `attachment; filename="quizdeck-report-${gameId}.csv"`)
      .header("Cache-Control", "private, no-store")
      .send(csv);
  });
}
