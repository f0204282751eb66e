import type { CardContent, CardPoints, CardType } from "@quizdeck/shared/card-types";
import { imageUrl } from "@quizdeck/shared/images";
import type { CardRecord } from "@quizdeck/shared/records";

export interface CardRow {
  id: number;
  deckId: number;
  question: string;
  answer: string;
  incorrect1: string;
  incorrect2: string;
  incorrect3: string;
  imageId: string | null;
  imageAlt: string | null;
  type: CardType;
  choices: string[];
  correct: number[];
  timeLimit: number | null;
  points: CardPoints;
}

/** The card shape of docs/api.md; the image is served by the images feature. */
export function toCardRecord(row: CardRow): CardRecord {
  return {
    Card_id: row.id,
    Deck_id: row.deckId,
    Question: row.question,
    Answer: row.answer,
    Incorrect1: row.incorrect1,
    Incorrect2: row.incorrect2,
    Incorrect3: row.incorrect3,
    image: imageUrl(row.imageId),
    Image_alt: row.imageAlt ?? "",
    Type: row.type,
    Choices: row.choices,
    Correct: row.correct,
    Time_limit: row.timeLimit,
    Points: row.points,
  };
}

export function contentOf(row: CardRow): CardContent {
  return {
    Type: row.type,
    Question: row.question,
    Answer: row.answer,
    Incorrect1: row.incorrect1,
    Incorrect2: row.incorrect2,
    Incorrect3: row.incorrect3,
    Choices: row.choices,
    Correct: row.correct,
  };
}
