import type { GameReport, Page, PastGame, ReportPlayer } from "@quizdeck/shared/reports";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { percentText } from "../game/answer-shares";
import { formatLocale, i18n } from "../i18n/i18n";
import { api, apiPath, hasErrorCode } from "./client";
import { shouldRetry } from "./query-client";

export const reportKeys = {
  pastGames: (offset: number) => ["reports", "past-games", offset] as const,
  report: (gameId: string, offset: number) => ["reports", gameId, offset] as const,
  player: (gameId: string, userId: string) => ["reports", gameId, "player", userId] as const,
};

export const PAST_GAMES_PAGE = 10;
export const REPORT_PLAYERS_PAGE = 50;

export const reportPath = (gameId: string) => apiPath`/games/${gameId}/report`;
export const reportCsvUrl = (gameId: string) => apiPath`/api/games/${gameId}/report.csv`;

/** GET /api/games/reports: the signed-in host's finished games, newest first. */
export function usePastGames(offset: number) {
  return useQuery({
    queryKey: reportKeys.pastGames(offset),
    queryFn: () => api.get<Page<PastGame>>(`/api/games/reports?limit=${PAST_GAMES_PAGE}&offset=${offset}`),
    placeholderData: keepPreviousData,
  });
}

/** A game's report is written as it ends: "View report" right then may come before it (404), so ask again. */
const REPORT_NOT_YET_RETRIES = 4;

/** GET /api/games/{id}/report: the questions and one page of players. */
export function useGameReport(gameId: string, offset: number) {
  return useQuery({
    retry: (failures, error) =>
      hasErrorCode(error, "not_found") ? failures < REPORT_NOT_YET_RETRIES : shouldRetry(failures, error),
    retryDelay: 500,
    queryKey: reportKeys.report(gameId, offset),
    queryFn: () =>
      api.get<GameReport>(`${apiPath`/api/games/${gameId}/report`}?limit=${REPORT_PLAYERS_PAGE}&offset=${offset}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/games/{id}/report/players/{userId}: one player's line with their answers (issue 29). */
export function useReportPlayer(gameId: string, userId: string) {
  return useQuery({
    queryKey: reportKeys.player(gameId, userId),
    queryFn: () => api.get<ReportPlayer>(apiPath`/api/games/${gameId}/report/players/${userId}`),
  });
}

/** "2.5 s" from milliseconds; "—" when nobody answered. */
export const formatSeconds = (ms: number | null): string =>
  ms === null
    ? "—"
    : i18n._("report.seconds", {
        seconds: new Intl.NumberFormat(formatLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          ms / 1000,
        ),
      });

/** "67%" of `part` in `whole`; "—" of nobody. */
export const formatPercent = (part: number, whole: number): string =>
  whole === 0 ? "—" : percentText(Math.round((part / whole) * 100));
