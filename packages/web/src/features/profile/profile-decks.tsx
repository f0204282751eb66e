import { useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import { deckPath, useUserDecks } from "../../api/decks";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { serverText } from "../../i18n/server-texts";
import { ProfileLinkList } from "./profile-link-list";

export function ProfileDecks({ userId, username, own }: { userId: string; username: string; own: boolean }) {
  const decks = useUserDecks(userId);
  const { _ } = useLingui();
  if (decks.isPending) return <LoadingStatus label={_("profile.decksLoading")} />;
  if (decks.isError) return <LoadError message={_("profile.decksLoadFailed")} onRetry={() => decks.refetch()} />;
  if (decks.data.length === 0) {
    return <EmptyState message={own ? serverText(messages.noDecks) : _("profile.noDecksOther", { username })} />;
  }
  const links = decks.data.map((deck) => ({ key: deck.deck_id, to: deckPath(deck.deck_id), title: deck.title }));
  return <ProfileLinkList label={_("profile.decksLabel", { username })} kind="Deck" links={links} />;
}
