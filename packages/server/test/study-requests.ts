import type { StudyQueue, StudyReviewResult } from "@quizdeck/shared/study";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { as, type TestUser } from "./helper";

/** The user's study queue (of one deck, or of every due card), expected to answer 200. */
export async function studyQueue(app: FastifyInstance, user: TestUser, deckId?: number): Promise<StudyQueue> {
  const response = await as(app, user).get(`/api/study/queue${deckId === undefined ? "" : `?deck_id=${deckId}`}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** One study review, expected to be saved. */
export async function studyReview(app: FastifyInstance, user: TestUser, body: object): Promise<StudyReviewResult> {
  const response = await as(app, user).post("/api/study/reviews", body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
