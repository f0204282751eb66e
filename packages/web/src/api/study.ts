import type {
  StudyAnswer,
  StudyDueToday,
  StudyLearned,
  StudyQueue,
  StudyRating,
  StudyReviewResult,
  StudySettings,
} from "@quizdeck/shared/study";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiPath } from "./client";
import { queriesUnder, refetchAfterWrite, storeWritten } from "./refetch-after-write";

/** Issue 14: the study mode's REST calls (packages/shared/src/study.ts has the shapes). */
export const studyKeys = {
  all: ["study"] as const,
  queue: (deckId: number | null) => ["study", "queue", deckId ?? "all"] as const,
  answer: (cardId: number) => ["study", "answer", cardId] as const,
  due: ["study", "due"] as const,
  settings: ["study", "settings"] as const,
  learned: (userId: string) => ["study", "learned", userId] as const,
};

/** The study screen of one deck, or of every due card. */
export const studyPath = (deckId?: number) => (deckId === undefined ? "/study" : `/study/${deckId}`);

export function getStudyQueue(deckId: number | null): Promise<StudyQueue> {
  return api.get<StudyQueue>(deckId === null ? "/api/study/queue" : apiPath`/api/study/queue?deck_id=${deckId}`);
}

/**
 * The cards of one study session. Not refetched behind the session's back (window focus, staleness): the
 * screen asks again itself when it has gone through them.
 */
export function useStudyQueue(deckId: number | null) {
  return useQuery({
    queryKey: studyKeys.queue(deckId),
    queryFn: () => getStudyQueue(deckId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    gcTime: 0,
  });
}

/**
 * One review: a flashcard's rating, or an answer the server rates — a pick (multiple choice, true or false), the
 * choices selected or the items in order (select all, put in order), or the text typed (type the answer).
 */
export type StudyReview =
  | { card_id: number; rating: StudyRating }
  | { card_id: number; choice: string }
  | { card_id: number; choices: string[] }
  | { card_id: number; text: string };

export function postStudyReview(review: StudyReview): Promise<StudyReviewResult> {
  return api.post<StudyReviewResult>("/api/study/reviews", review);
}

export function useStudyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStudyReview,
    onSuccess: () => {
      // The dashboard's "Due today" and the profile's "Cards learned" change with every review.
      void refetchAfterWrite(queryClient, queriesUnder(studyKeys.due, ["study", "learned"]));
    },
  });
}

/** A flashcard's back when the queue does not carry its answer (issue 30: the types the server judges). */
export function useStudyAnswer(cardId: number, enabled: boolean) {
  return useQuery({
    queryKey: studyKeys.answer(cardId),
    queryFn: () => api.get<StudyAnswer>(apiPath`/api/study/answers/${cardId}`),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStudyDueToday() {
  return useQuery({ queryKey: studyKeys.due, queryFn: () => api.get<StudyDueToday>("/api/study/due") });
}

export function useStudySettings() {
  return useQuery({ queryKey: studyKeys.settings, queryFn: () => api.get<StudySettings>("/api/study/settings") });
}

export function useSaveStudySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Partial<StudySettings>) => api.put<StudySettings>("/api/study/settings", settings),
    onSuccess: async (settings) => {
      await storeWritten(queryClient, studyKeys.settings, settings);
      // The new-card limit changes what a deck's queue holds.
      void refetchAfterWrite(queryClient, { queryKey: ["study", "queue"] });
    },
  });
}

/** `enabled: false` for someone else's private profile (the server answers 403). */
export function useCardsLearned(userId: string, enabled = true) {
  return useQuery({
    queryKey: studyKeys.learned(userId),
    queryFn: () => api.get<StudyLearned>(apiPath`/api/study/learned/${userId}`),
    enabled,
  });
}
