import type { RankedPlayer } from "@quizdeck/shared/socket-events";
import type { GameState, Player } from "./game-state";

export interface PlayerRank {
  player: Player;
  rank: number;
}

const byScoreThenName = (a: Player, b: Player) => b.score - a.score || a.username.localeCompare(b.username);

export const asRanked = ({ player, rank }: PlayerRank): RankedPlayer => {
  const ranked: RankedPlayer = { User_id: player.userId, Username: player.username, score: player.score, rank };
  if (player.guest) ranked.Guest = true;
  return ranked;
};

/** Competition ranking (1, 1, 3) over players already sorted by score. */
function rankSorted(sorted: Player[]): PlayerRank[] {
  const ranked: PlayerRank[] = [];
  for (const player of sorted) {
    const previous = ranked[ranked.length - 1];
    const rank = previous && previous.player.score === player.score ? previous.rank : ranked.length + 1;
    ranked.push({ player, rank });
  }
  return ranked;
}

/** Every player with their rank, best first: one sort, at each question's close and at the game's end. */
export function rankPlayers(players: Iterable<Player>): PlayerRank[] {
  return rankSorted([...players].sort(byScoreThenName));
}

/** A whole reconnecting class asks for its ranks at once: sort once, not once per player. */
export function ranksOf(state: GameState): Map<string, number> {
  state.ranks ??= new Map(rankPlayers(state.players.values()).map(({ player, rank }) => [player.userId, rank]));
  return state.ranks;
}
