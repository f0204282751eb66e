import type {
  GameReportData,
  PageQuery,
  PastGame,
  ReportPlayer,
  ReportPlayerSummary,
  ReportQuestion,
} from "@quizdeck/shared/reports";
import { and, asc, count, desc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { gameReportPlayers, gameReports, games } from "../../db/schema";

/** Players a row: a class of 10,000 is 50 rows. */
export const REPORT_CHUNK = 200;

/**
 * A player as stored: their fields in a fixed order, and each answer as `[choice, ms, points]`; a guest's row
 * ends with `true` (issue 12; rows stored before have no tenth element).
 */
type StoredPlayer = [
  userId: string,
  username: string,
  rank: number,
  score: number,
  correct: number,
  unanswered: number,
  averageMs: number | null,
  joinedLate: boolean,
  answers: [choice: number | null, ms: number | null, points: number][],
  guest?: true,
];

const storePlayers = (players: ReportPlayer[]): string =>
  JSON.stringify(
    players.map((p): StoredPlayer => {
      const stored: StoredPlayer = [
        p.userId,
        p.username,
        p.rank,
        p.score,
        p.correct,
        p.unanswered,
        p.averageMs,
        p.joinedLate,
        p.answers.map((answer) => [answer.choice, answer.ms, answer.points]),
      ];
      if (p.guest) stored.push(true);
      return stored;
    }),
  );

const readPlayers = (stored: string): ReportPlayer[] =>
  (JSON.parse(stored) as StoredPlayer[]).map(
    ([userId, username, rank, score, correct, unanswered, averageMs, joinedLate, answers, guest]) => ({
      userId,
      username,
      rank,
      score,
      correct,
      unanswered,
      averageMs,
      joinedLate,
      ...(guest ? { guest } : {}),
      answers: answers.map(([choice, ms, points]) => ({ choice, ms, points })),
    }),
  );

/**
 * Stores a finished game's report, the players best first. Run it in the caller's transaction (the stats of
 * the same game are written with it). Returns false, writing nothing, when the game is unknown or its report
 * is already stored: a game is reported once.
 */
export async function insertReport(db: Db, gameId: string, report: GameReportData): Promise<boolean> {
  const [game] = await db.select({ hostId: games.hostId }).from(games).where(eq(games.id, gameId)).limit(1);
  if (!game) return false;
  const [stored] = await db
    .insert(gameReports)
    .values({
      gameId,
      hostId: game.hostId,
      deckTitle: report.deckTitle,
      playerCount: report.players.length,
      questionCount: report.questions.length,
      questions: JSON.stringify(report.questions),
    })
    .onConflictDoNothing()
    .returning({ gameId: gameReports.gameId });
  if (!stored) return false;
  const players = [...report.players].sort((a, b) => a.rank - b.rank);
  const rows = [];
  for (let start = 0; start < players.length; start += REPORT_CHUNK) {
    rows.push({
      gameId,
      chunk: start / REPORT_CHUNK,
      players: storePlayers(players.slice(start, start + REPORT_CHUNK)),
    });
  }
  if (rows.length > 0) await db.insert(gameReportPlayers).values(rows);
  return true;
}

export interface ReportHeader {
  gameId: string;
  hostId: string;
  deckTitle: string | null;
  endedAt: Date;
  playerCount: number;
  questions: ReportQuestion[];
}

export async function findReportHeader(db: Db, gameId: string): Promise<ReportHeader | undefined> {
  const [row] = await db
    .select({
      gameId: gameReports.gameId,
      hostId: gameReports.hostId,
      deckTitle: gameReports.deckTitle,
      endedAt: gameReports.endedAt,
      playerCount: gameReports.playerCount,
      questions: gameReports.questions,
    })
    .from(gameReports)
    .where(eq(gameReports.gameId, gameId))
    .limit(1);
  return row && { ...row, questions: JSON.parse(row.questions) as ReportQuestion[] };
}

/** The host's reported games, newest first, and how many there are in all. */
export async function listReportsOfHost(
  db: Db,
  hostId: string,
  page: PageQuery,
): Promise<{ games: PastGame[]; total: number }> {
  const rows = await db
    .select({
      gameId: gameReports.gameId,
      deckTitle: gameReports.deckTitle,
      endedAt: gameReports.endedAt,
      players: gameReports.playerCount,
      questions: gameReports.questionCount,
    })
    .from(gameReports)
    .where(eq(gameReports.hostId, hostId))
    .orderBy(desc(gameReports.endedAt), desc(gameReports.gameId))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(gameReports).where(eq(gameReports.hostId, hostId));
  return { games: rows.map((row) => ({ ...row, endedAt: row.endedAt.toISOString() })), total: total?.n ?? 0 };
}

/** A page of the report's players, best first, without their answers. */
export async function reportPlayersPage(db: Db, gameId: string, page: PageQuery): Promise<ReportPlayerSummary[]> {
  const first = Math.floor(page.offset / REPORT_CHUNK);
  const last = Math.floor((page.offset + page.limit - 1) / REPORT_CHUNK);
  const rows = await db
    .select({ players: gameReportPlayers.players })
    .from(gameReportPlayers)
    .where(
      and(
        eq(gameReportPlayers.gameId, gameId),
        gte(gameReportPlayers.chunk, first),
        lte(gameReportPlayers.chunk, last),
      ),
    )
    .orderBy(asc(gameReportPlayers.chunk));
  const skip = page.offset - first * REPORT_CHUNK;
  return rows
    .flatMap((row) => readPlayers(row.players))
    .slice(skip, skip + page.limit)
    .map(({ answers: _answers, ...summary }) => summary);
}

/** The players of one chunk (0 holds the best `REPORT_CHUNK`), with their answers; [] past the last. */
export async function reportPlayerChunk(db: Db, gameId: string, chunk: number): Promise<ReportPlayer[]> {
  const [row] = await db
    .select({ players: gameReportPlayers.players })
    .from(gameReportPlayers)
    .where(and(eq(gameReportPlayers.gameId, gameId), eq(gameReportPlayers.chunk, chunk)))
    .limit(1);
  return row ? readPlayers(row.players) : [];
}
