import { messages } from "@quizdeck/shared/messages";
import { deckPath, useUserDecks } from "../../api/decks";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { ProfileLinkList } from "./profile-link-list";

export function ProfileDecks({ userId, username, own }: { userId: string; username: string; own: boolean }) {
  const decks = useUserDecks(userId);
  if (decks.isPending) return <LoadingStatus label="Loading decks…" />;
  if (decks.isError) return <LoadError message="The decks could not be loaded." onRetry={() => decks.refetch()} />;
  if (decks.data.length === 0) return <EmptyState message={own ? messages.noDecks : `${username} has no decks yet.`} />;
  const links = decks.data.map((deck) => ({ key: deck.deck_id, to: deckPath(deck.deck_id), title: deck.title }));
  return <ProfileLinkList label={`${username}'s decks`} kind="Deck" links={links} />;
}
