import type { CardImportBody, ImportPreview } from "@quizdeck/shared/card-transfer";
import type { CardTextField } from "@quizdeck/shared/cards";
import type { CardRecord } from "@quizdeck/shared/records";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, apiPath } from "./client";
import { queriesUnder, refetchAfterWrite, storeWritten } from "./refetch-after-write";
import { studyKeys } from "./study";

export const cardKeys = {
  all: ["cards"] as const,
  ofDeck: (deckId: number) => ["cards", "deck", deckId] as const,
  detail: (cardId: number) => ["cards", "detail", cardId] as const,
};

export function getDeckCards(deckId: number): Promise<CardRecord[]> {
  return api.get<CardRecord[]>(apiPath`/api/cards/${deckId}`);
}

/** The API answers one card as an array holding it (docs/api.md "Cards"). */
export async function getCard(cardId: number): Promise<CardRecord> {
  const [card] = await api.get<CardRecord[]>(apiPath`/api/cards/${cardId}/card`);
  if (!card) throw new ApiError(404, "Card not found", "not_found");
  return card;
}

export function useDeckCards(deckId: number) {
  return useQuery({ queryKey: cardKeys.ofDeck(deckId), queryFn: () => getDeckCards(deckId) });
}

export function useCard(cardId: number | null) {
  return useQuery({
    queryKey: cardKeys.detail(cardId ?? 0),
    queryFn: () => getCard(cardId!),
    enabled: cardId !== null,
  });
}

/** Keeps the card's own entry fresh and its deck's list too: in the list at once, then fetched again. */
function useStoreCard() {
  const queryClient = useQueryClient();
  return async (card: CardRecord) => {
    await storeWritten(queryClient, cardKeys.detail(card.Card_id), card);
    await storeWritten<CardRecord[]>(queryClient, cardKeys.ofDeck(card.Deck_id), (cards) =>
      cards ? [...cards.filter((each) => each.Card_id !== card.Card_id), card].sort(byCardId) : cards,
    );
    return refetchAfterWrite(queryClient, { queryKey: cardKeys.ofDeck(card.Deck_id) });
  };
}

const byCardId = (a: CardRecord, b: CardRecord) => a.Card_id - b.Card_id;

export type CardTexts = Record<CardTextField, string>;

export const blankCardTexts: CardTexts = { Question: "", Answer: "", Incorrect1: "", Incorrect2: "", Incorrect3: "" };

/** What a card's POST or PUT sets; a PUT leaves the rest as it is (docs/api.md "Cards"). */
export type CardChanges = Partial<
  Pick<CardRecord, CardTextField | "Image_alt" | "Type" | "Choices" | "Correct" | "Time_limit" | "Points">
>;

/** Add Card (a blank card) or Quick add (a card with its content) in the deck. */
export function useCreateCard(deckId: number) {
  const storeCard = useStoreCard();
  return useMutation({
    mutationFn: (changes: CardChanges = blankCardTexts) =>
      api.post<CardRecord>(apiPath`/api/cards/${deckId}`, { Deck_id: deckId, ...changes }),
    onSuccess: storeCard,
  });
}

export function useUpdateCard(cardId: number) {
  const storeCard = useStoreCard();
  return useMutation({
    mutationFn: (changes: CardChanges) => api.put<CardRecord>(apiPath`/api/cards/${cardId}`, changes),
    onSuccess: storeCard,
  });
}

export function useDeleteCard(card: CardRecord | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ Card_id: number; deleted: true }>(apiPath`/api/cards/${card!.Card_id}`),
    onSuccess: () => {
      if (!card) return;
      // Dropped rather than refetched (it would answer 404): the editor leaves the card as this returns.
      queryClient.removeQueries({ queryKey: cardKeys.detail(card.Card_id) });
      // Due today counts the deck's cards.
      void refetchAfterWrite(queryClient, queriesUnder(cardKeys.ofDeck(card.Deck_id), studyKeys.due));
    },
  });
}

export function useUploadCardImage(cardId: number) {
  const storeCard = useStoreCard();
  return useMutation({
    mutationFn: (file: File) => api.upload<CardRecord>(apiPath`/api/cards/${cardId}/image`, { file }),
    onSuccess: storeCard,
  });
}

export function useRemoveCardImage(cardId: number) {
  const storeCard = useStoreCard();
  return useMutation({
    mutationFn: () => api.delete<CardRecord>(apiPath`/api/cards/${cardId}/image`),
    onSuccess: storeCard,
  });
}

/** Issue 13: preview an import (`commit: false`) or write it; a written import refreshes the deck's cards. */
export function useImportCards(deckId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardImportBody) => api.post<ImportPreview>(apiPath`/api/decks/${deckId}/import`, body),
    onSuccess: (result) => {
      if (result.imported > 0) void refetchAfterWrite(queryClient, { queryKey: cardKeys.ofDeck(deckId) });
    },
  });
}

/** Where a deck's cards download from (issue 13 export). */
export const exportHref = (deckId: number, format: "csv" | "json") => apiPath`/api/decks/${deckId}/cards.${format}`;
