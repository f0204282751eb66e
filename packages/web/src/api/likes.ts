import type { DeckRecord } from "@quizdeck/shared/records";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiPath } from "./client";
import { adjustSearchedLikes, likeOnLandingSearches } from "./deck-search";
import { deckKeys } from "./decks";
import { refetchAfterWrite } from "./refetch-after-write";

export function getLikedDecks(userId: string): Promise<DeckRecord[]> {
  return api.get<DeckRecord[]>(apiPath`/api/userLikedDecks/${userId}`);
}

/** The decks the signed-in user liked (the API shows only one's own list). */
export function useLikedDecks(userId: string) {
  return useQuery({ queryKey: deckKeys.likedDecks(userId), queryFn: () => getLikedDecks(userId) });
}

interface ToggleLike {
  deck: DeckRecord;
  like: boolean;
}

/**
 * Like or Unlike, shown at once: the liked list changes before the server answers and goes back as it was
 * if the server refuses.
 */
export function useToggleLike(userId: string) {
  const queryClient = useQueryClient();
  const key = deckKeys.likedDecks(userId);
  return useMutation({
    mutationFn: ({ deck, like }: ToggleLike) =>
      like
        ? api.post(apiPath`/api/userLikedDecks/${deck.deck_id}`)
        : api.delete(apiPath`/api/userLikedDecks/${deck.deck_id}`),
    onMutate: async ({ deck, like }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<DeckRecord[]>(key);
      queryClient.setQueryData<DeckRecord[]>(key, (liked = []) => {
        const others = liked.filter((each) => each.deck_id !== deck.deck_id);
        return like ? [...others, deck] : others;
      });
      const wasLiked = before?.some((each) => each.deck_id === deck.deck_id) ?? false;
      const change = like === wasLiked ? 0 : like ? 1 : -1;
      if (change === 0) return { before, change };
      const landing = likeOnLandingSearches(queryClient, deck.deck_id, change);
      adjustSearchedLikes(queryClient, deck.deck_id, change);
      return { before, change, landing };
    },
    onSuccess: (_reply, _toggle, context) => void context.landing?.(),
    onError: (_error, { deck }, context) => {
      queryClient.setQueryData(key, context?.before);
      if (context?.change) adjustSearchedLikes(queryClient, deck.deck_id, context.change === 1 ? -1 : 1);
    },
    onSettled: () => refetchAfterWrite(queryClient, { queryKey: key }),
  });
}
