/** The report of a finished game (issue 11): what the class got right and wrong, per question and per player. */
export interface ReportQuestion {
  /** 0-based card index as played. */
  index: number;
  question: string;
  /** Original order: 0 is the correct answer. */
  answers: [string, string, string, string];
  /** Answers per original answer index. */
  counts: [number, number, number, number];
  answered: number;
  /** Players in the game when the question closed (answered + not). */
  players: number;
  correct: number;
  /** Mean answer time of those who answered. */
  averageMs: number | null;
}

/** `choice`: original answer index, null = no answer. */
export interface ReportAnswer {
  choice: number | null;
  ms: number | null;
  points: number;
}

export interface ReportPlayer {
  userId: string;
  username: string;
  rank: number;
  score: number;
  correct: number;
  unanswered: number;
  averageMs: number | null;
  joinedLate: boolean;
  /** One per ReportQuestion, same order (a late joiner's missed ones are null/null/0). */
  answers: ReportAnswer[];
}

export interface GameReportData {
  deckTitle: string | null;
  questions: ReportQuestion[];
  players: ReportPlayer[];
}
