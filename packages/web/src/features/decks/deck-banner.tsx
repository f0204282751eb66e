import { useLingui } from "@lingui/react";
import { useUser } from "../../api/users";

/** docs/product.md §2: the Decks screen's header banner with the user's picture and name. */
export function DeckBanner({ userId }: { userId: string }) {
  const { _ } = useLingui();
  const user = useUser(userId);
  const name = user.data?.Username ?? "";
  const picture = user.data?.Profile_Pic ?? null;
  return (
    <header className="deck-banner">
      {picture ? (
        <img className="deck-banner-avatar" src={picture} alt="" width={72} height={72} />
      ) : (
        <span className="deck-banner-avatar deck-banner-initial" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="deck-banner-text">
        <h1>{_("nav.decks")}</h1>
        <p className="deck-banner-name" dir="auto">
          {name || "\u00a0"}
        </p>
      </div>
    </header>
  );
}
