import type { UserRecord } from "@quizdeck/shared/records";
import { formatNumber } from "./format-number";

interface ProfileStatsProps {
  user: UserRecord;
  /** The number of decks, or null while it loads or when it could not be counted. */
  decksMade: number | null;
  /** Issue 14: cards in FSRS review state, or null while it loads or when it could not be counted. */
  cardsLearned: number | null;
}

/** docs/product.md §2 Profile: Top Wins, Total Points, Best Deck with its score, Decks Made (and Games Played, and issue 14's Cards learned). */
export function ProfileStats({ user, decksMade, cardsLearned }: ProfileStatsProps) {
  const bestDeck = user.Highest_Score_id;
  return (
    <dl className="profile-stats">
      <Stat label="Top Wins" value={formatNumber(user.Wins)} />
      <Stat label="Total Points" value={formatNumber(user.Total_Score)} />
      <Stat
        label="Best Deck"
        value={bestDeck ?? "—"}
        detail={bestDeck ? `Score: ${formatNumber(user.Highest_Score)}` : undefined}
        wide
      />
      <Stat label="Decks Made" value={decksMade === null ? "—" : formatNumber(decksMade)} />
      <Stat label="Games Played" value={formatNumber(user.Games_Played)} />
      <Stat label="Cards learned" value={cardsLearned === null ? "—" : formatNumber(cardsLearned)} />
    </dl>
  );
}

function Stat({ label, value, detail, wide }: { label: string; value: string; detail?: string; wide?: boolean }) {
  return (
    <div className={wide ? "profile-stat profile-stat-wide" : "profile-stat"}>
      <dt>{label}</dt>
      <dd>
        <span className="profile-stat-value">{value}</span>
        {detail && <span className="profile-stat-detail">{detail}</span>}
      </dd>
    </div>
  );
}
