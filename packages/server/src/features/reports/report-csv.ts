import { pipeline, Readable } from "node:stream";
import { answerResult, answerShown, type ReportPlayer, type ReportQuestion } from "@quizdeck/shared/reports";
import { stringify } from "csv-stringify";
import { safeCell } from "../../http/csv-cells";
import { timeSlices } from "../../http/time-slices";
import type { ReportCsvWords } from "./report-csv-words";

/** The players of one stored chunk, best first; [] past the last. */
export type ReadPlayers = (chunk: number) => Promise<ReportPlayer[]>;

/**
 * The report as CSV, one row per player per question, best player first: UTF-8 with a byte-order mark (so
 * spreadsheets read it as UTF-8) and a header row. Players are read a stored chunk at a time as the
 * client takes the rows, so memory stays flat however large the class.
 */
export function reportCsv(
  questions: ReportQuestion[],
  readPlayers: ReadPlayers,
  words: ReportCsvWords,
  onError: (error: Error) => void,
): Readable {
  // A stream of ready rows runs on without handing the event loop back: a large class's rows come in slices.
  async function* rows() {
    const pause = timeSlices();
    for (let chunk = 0; ; chunk += 1) {
      const players = await readPlayers(chunk);
      if (players.length === 0) return;
      for (const player of players) {
        yield* playerRows(questions, player, words);
        await pause();
      }
    }
  }
  const csv = stringify({ bom: true, header: true, columns: [...words.header], cast: { string: safeCell } });
  return pipeline(Readable.from(rows()), csv, (error) => {
    if (error) onError(error);
  });
}

function* playerRows(questions: ReportQuestion[], player: ReportPlayer, words: ReportCsvWords) {
  for (const [position, question] of questions.entries()) {
    const answer = player.answers[position];
    yield [
      player.removed ? words.results.Removed : player.rank,
      player.username,
      player.score,
      position + 1,
      question.question,
      answerShown(question, answer),
      words.results[answerResult(player, position)],
      answer?.points ?? 0,
      answer?.ms == null ? "" : (answer.ms / 1000).toFixed(2),
      words.cardTypes[question.type ?? "multiple_choice"],
    ];
  }
}
