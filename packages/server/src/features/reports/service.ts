import type { Readable } from "node:stream";
import type { LanguageCode } from "@quizdeck/shared/languages";
import type { GameReport, Page, PageQuery, PastGame, ReportPlayer } from "@quizdeck/shared/reports";
import type { Db } from "../../db/connect";
import { forbidden, notFound } from "../../http/app-error";
import { findGameById } from "../games";
import { reportCsv } from "./report-csv";
import { reportCsvWords } from "./report-csv-words";
import {
  findReportHeader,
  findReportPlayer,
  listPastGames,
  type ReportHeader,
  reportPlayerChunk,
  reportPlayersPage,
} from "./repository";

export const onlyHostReadsReport = "Only the host can see this game's report";

/** Issue 11 item 10: a finished game's report, for its host alone. */
export class ReportService {
  constructor(private readonly db: Db) {}

  async pastGames(callerId: string, page: PageQuery): Promise<Page<PastGame>> {
    const { games, total } = await listPastGames(this.db, callerId, page);
    return { items: games, total, ...page };
  }

  async report(callerId: string, gameId: string, page: PageQuery): Promise<GameReport> {
    const header = await this.readableHeader(callerId, gameId);
    const players = await reportPlayersPage(this.db, gameId, page);
    return {
      gameId,
      deckTitle: header.deckTitle,
      endedAt: header.endedAt.toISOString(),
      questions: header.questions,
      players: { items: players, total: header.playerCount, ...page },
    };
  }

  /** Issue 29: one player's line with their answers, for the report's per-student view. */
  async player(callerId: string, gameId: string, userId: string): Promise<ReportPlayer> {
    await this.readableHeader(callerId, gameId);
    const player = await findReportPlayer(this.db, gameId, userId);
    if (!player) throw notFound("Player");
    return player;
  }

  async csv(
    callerId: string,
    gameId: string,
    language: LanguageCode,
    onError: (error: Error) => void,
  ): Promise<Readable> {
    const header = await this.readableHeader(callerId, gameId);
    const readPlayers = (chunk: number) => reportPlayerChunk(this.db, gameId, chunk);
    return reportCsv(header.questions, readPlayers, reportCsvWords[language], onError);
  }

  /** 404 for an unknown game, 403 for anyone but its host, 404 while it has no report. */
  private async readableHeader(callerId: string, gameId: string): Promise<ReportHeader> {
    const game = await findGameById(this.db, gameId);
    if (!game) throw notFound("Game");
    if (game.hostId !== callerId) throw forbidden(onlyHostReadsReport);
    const header = await findReportHeader(this.db, gameId);
    if (!header) throw notFound("Report");
    return header;
  }
}
