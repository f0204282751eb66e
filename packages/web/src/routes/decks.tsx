import { ComingSoon } from "../components/coming-soon";

/** /decks opens one deck with `?deck={deck_id}` (links come from `deckPath` in src/api/decks.ts). */
export default function DecksRoute() {
  return <ComingSoon title="Decks" />;
}
