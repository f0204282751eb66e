import type { RankedPlayer } from "@quizdeck/shared/socket-events";
import type { Player } from "./game-state";

const byScoreThenName = (a: Player, b: Player) => b.score - a.score || a.username.localeCompare(b.username);

/** Competition ranking (1, 1, 3) over players already sorted by score. */
function rankSorted(sorted: Player[]): RankedPlayer[] {
  const ranked: RankedPlayer[] = [];
  sorted.forEach((player, index) => {
    const previous = ranked[index - 1];
    const rank = previous && previous.score === player.score ? previous.rank : index + 1;
    ranked.push({ User_id: player.userId, Username: player.username, score: player.score, rank });
  });
  return ranked;
}

/** The best `k` players in one pass (O(n·k)); anyone scoring higher than a listed player is listed too. */
export function topPlayers(players: Iterable<Player>, k: number): RankedPlayer[] {
  const best: Player[] = [];
  for (const player of players) {
    const last = best[best.length - 1];
    if (best.length === k && last && byScoreThenName(player, last) >= 0) continue;
    let at = best.length;
    while (at > 0 && byScoreThenName(player, best[at - 1] as Player) < 0) at -= 1;
    best.splice(at, 0, player);
    if (best.length > k) best.pop();
  }
  return rankSorted(best);
}

/** Every player ranked; used once, when the game ends. */
export function rankAll(players: Iterable<Player>): RankedPlayer[] {
  return rankSorted([...players].sort(byScoreThenName));
}
