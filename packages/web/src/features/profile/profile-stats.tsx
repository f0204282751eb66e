import { useLingui } from "@lingui/react";
import type { UserRecord } from "@quizdeck/shared/records";
import { formatLocale } from "../../i18n/i18n";
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
  const { _ } = useLingui();
  const locale = formatLocale();
  const count = (value: number) => formatNumber(value, locale);
  return (
    <dl className="profile-stats">
      <Stat label={_("profile.topWins")} value={count(user.Wins)} />
      <Stat label={_("profile.totalPoints")} value={count(user.Total_Score)} />
      <Stat
        label={_("profile.bestDeck")}
        value={bestDeck ?? "—"}
        detail={bestDeck ? _("profile.bestScore", { score: count(user.Highest_Score) }) : undefined}
        wide
      />
      <Stat label={_("profile.decksMade")} value={decksMade === null ? "—" : count(decksMade)} />
      <Stat label={_("profile.gamesPlayed")} value={count(user.Games_Played)} />
      <Stat label={_("profile.cardsLearned")} value={cardsLearned === null ? "—" : count(cardsLearned)} />
    </dl>
  );
}

function Stat({ label, value, detail, wide }: { label: string; value: string; detail?: string; wide?: boolean }) {
  return (
    <div className={wide ? "profile-stat profile-stat-wide" : "profile-stat"}>
      <dt>{label}</dt>
      <dd>
        <span className="profile-stat-value" dir="auto">
          {value}
        </span>
        {detail && <span className="profile-stat-detail">{detail}</span>}
      </dd>
    </div>
  );
}
