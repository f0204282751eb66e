import type {
  GameReportData,
  PageQuery,
  PastGame,
  ReportAnswer,
  ReportPlayer,
  ReportPlayerSummary,
  ReportQuestion,
} from "@quizdeck/shared/reports";
import { and, asc, count, desc, eq, gte, isNotNull, like, lte, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import { gamePlayers, gameReportPlayers, gameReports, games } from "../../db/schema";

/** Players a row: a class of 10,000 is 50 rows. */
export const REPORT_CHUNK = 200;

/**
 * A player as stored: their fields in a fixed order, and each answer as `[choice, ms, points]`, with a fourth
 * `true` when the player was not in the question, then (issue 30, a question of another type than multiple choice)
 * the answer's result and text (absent stored as `null` then). The row ends with the flags: a guest's `true`
 * (issue 12), then a removed player's `true` (issue 29; a removed account stores `null` for guest). Rows stored
 * before have fewer elements: answers of three, no flags or only the guest's.
 */
type StoredAnswer = [
  choice: number | null,
  ms: number | null,
  points: number,
  absent?: true | null,
  result?: ReportAnswer["result"],
  text?: string,
];
type StoredPlayer = [
  userId: string,
  username: string,
  rank: number | null,
  score: number,
  correct: number,
  unanswered: number,
  averageMs: number | null,
  joinedLate: boolean,
  answers: StoredAnswer[],
  guest?: true | null,
  removed?: true,
];

function storeAnswer(answer: ReportAnswer): StoredAnswer {
  const stored: StoredAnswer = [answer.choice, answer.ms, answer.points];
  if (answer.absent || answer.result) stored.push(answer.absent ?? null);
  if (answer.result) stored.push(answer.result);
  if (answer.result && answer.text !== undefined) stored.push(answer.text);
  return stored;
}

const readAnswer = ([choice, ms, points, absent, result, text]: StoredAnswer): ReportAnswer => ({
  choice,
  ...(text === undefined ? {} : { text }),
  ...(result ? { result } : {}),
  ms,
  points,
  ...(absent ? { absent } : {}),
});

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
        p.answers.map(storeAnswer),
      ];
      if (p.guest || p.removed) stored.push(p.guest ?? null);
      if (p.removed) stored.push(true);
      return stored;
    }),
  );

const readPlayers = (stored: string): ReportPlayer[] =>
  (JSON.parse(stored) as StoredPlayer[]).map(
    ([userId, username, rank, score, correct, unanswered, averageMs, joinedLate, answers, guest, removed]) => ({
      userId,
      username,
      rank,
      score,
      correct,
      unanswered,
      averageMs,
      joinedLate,
      ...(guest ? { guest } : {}),
      ...(removed ? { removed } : {}),
      answers: answers.map(readAnswer),
    }),
  );

/** Ranked players best first, then the removed ones (no rank). */
const rankOrder = (player: ReportPlayer) => player.rank ?? Number.POSITIVE_INFINITY;

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
      rankedCount: report.players.filter((player) => player.rank !== null).length,
      questions: JSON.stringify(report.questions),
    })
    .onConflictDoNothing()
    .returning({ gameId: gameReports.gameId });
  if (!stored) return false;
  const players = [...report.players].sort((a, b) =>
    rankOrder(a) > rankOrder(b) ? 1 : rankOrder(a) < rankOrder(b) ? -1 : 0,
  );
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

const pastGameColumns = {
  gameId: gameReports.gameId,
  deckTitle: gameReports.deckTitle,
  endedAt: gameReports.endedAt,
  players: gameReports.playerCount,
  questions: gameReports.questionCount,
};

/**
 * The user's reported games, newest first, and how many there are in all (issue 29): the ones they hosted and
 * the ones they played to the end (with a score). Each side is read newest first up to the page's end through
 * its own index, and the two are merged, so a page costs `offset + limit` rows a side, never the whole history.
 */
export async function listPastGames(
  db: Db,
  userId: string,
  page: PageQuery,
): Promise<{ games: PastGame[]; total: number }> {
  const end = page.offset + page.limit;
  const hosted = db
    .select({
      ...pastGameColumns,
      role: sql<PastGame["role"]>`'hosted'`.as("role"),
      score: sql<number | null>`NULL::integer`.as("score"),
      rank: sql<number | null>`NULL::integer`.as("rank"),
      ranked: sql<number | null>`NULL::integer`.as("ranked"),
    })
    .from(gameReports)
    .where(eq(gameReports.hostId, userId))
    .orderBy(desc(gameReports.endedAt), desc(gameReports.gameId))
    .limit(end);
  const played = db
    .select({
      ...pastGameColumns,
      role: sql<PastGame["role"]>`'played'`.as("role"),
      score: gamePlayers.score,
      rank: gamePlayers.rank,
      ranked: gameReports.rankedCount,
    })
    .from(gamePlayers)
    .innerJoin(gameReports, eq(gameReports.gameId, gamePlayers.gameId))
    .where(and(eq(gamePlayers.userId, userId), isNotNull(gamePlayers.score)))
    .orderBy(desc(gameReports.endedAt), desc(gameReports.gameId))
    .limit(end);
  const merged = unionAll(hosted, played).as("past");
  const rows = await db
    .select()
    .from(merged)
    .orderBy(desc(merged.endedAt), desc(merged.gameId))
    .limit(page.limit)
    .offset(page.offset);
  const [hostedTotal] = await db.select({ n: count() }).from(gameReports).where(eq(gameReports.hostId, userId));
  const [playedTotal] = await db
    .select({ n: count() })
    .from(gamePlayers)
    .innerJoin(gameReports, eq(gameReports.gameId, gamePlayers.gameId))
    .where(and(eq(gamePlayers.userId, userId), isNotNull(gamePlayers.score)));
  return {
    games: rows.map((row) => ({ ...row, endedAt: new Date(row.endedAt).toISOString() })),
    total: (hostedTotal?.n ?? 0) + (playedTotal?.n ?? 0),
  };
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

/**
 * One player's line with their answers, or undefined. Only the chunks whose text holds the quoted id are read
 * (user ids are letters, digits, `-` and `_`: `_` matches any character, so the id is checked exactly after).
 */
export async function findReportPlayer(db: Db, gameId: string, userId: string): Promise<ReportPlayer | undefined> {
  const rows = await db
    .select({ players: gameReportPlayers.players })
    .from(gameReportPlayers)
    .where(and(eq(gameReportPlayers.gameId, gameId), like(gameReportPlayers.players, `%"${userId}"%`)))
    .orderBy(asc(gameReportPlayers.chunk));
  return rows.flatMap((row) => readPlayers(row.players)).find((player) => player.userId === userId);
}
