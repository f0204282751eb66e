import type { DeckRecord } from "@quizdeck/shared/records";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiPath } from "./client";
import { deckKeys } from "./decks";

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
      return { before };
    },
    onError: (_error, _toggle, context) => {
      queryClient.setQueryData(key, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
