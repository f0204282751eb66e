/** The end of a game: by the host, after the last card or for want of a host; final ranks, results and report. */
import { END_OF_DECK_INDEX } from "@quizdeck/shared/constants";
import { messages } from "@quizdeck/shared/messages";
import type { EndReason } from "@quizdeck/shared/socket-events";
import { type Emit, GameRuleError, type GameState, type Outcome } from "./game-state";
import { homeworkMessages } from "./homework";
import { settlePaced } from "./paced";
import { settleQuestion } from "./questions";
import { asRanked, rankPlayers } from "./ranking";
import { buildReport, missedBy } from "./report";
import { FINAL_LIST_SIZE, requireHost, ruleMessages } from "./rules";
import { phaseChanged } from "./views";

/** End Game by the host, at any time; before the last card's question has ended, "The host ended the game". */
export function endGame(state: GameState, userId: string): Outcome {
  requireHost(state, userId);
  if (state.phase === "ended") throw new GameRuleError("game_over", ruleMessages.gameOver);
  const lastCardDone =
    (state.cardIndex === state.cards.length - 1 && (state.phase === "results" || state.phase === "leaderboard")) ||
    (state.phase === "paced" && state.paced?.finished === state.players.size);
  return finish(state, lastCardDone ? "finished" : "host");
}

/** What the players read for each reason. */
function endMessage(reason: EndReason): string {
  switch (reason) {
    case "finished":
      return "The game is over. Thanks for playing!";
    case "host":
      return messages.hostEndedGame;
    case "deadline":
      return homeworkMessages.deadlineReached;
    case "host_away":
      return ruleMessages.hostAway;
  }
}

export function finish(state: GameState, reason: EndReason = "finished"): Outcome {
  const started = state.phase !== "lobby";
  // A question still open counts as played: its answers already scored.
  if (state.phase === "question" && state.question) settleQuestion(state, state.question);
  if (state.phase === "paced") settlePaced(state);
  state.phase = "ended";
  state.question = null;
  state.startsAt = null;
  const ranking = rankPlayers(state.players.values());
  const ranked = ranking.map(asRanked);
  state.ended = {
    message: endMessage(reason),
    reason,
    started,
    final: ranked.slice(0, FINAL_LIST_SIZE),
    playerCount: ranked.length,
  };
  const emits: Emit[] = [];
  if (started) {
    emits.push({
      to: "room",
      event: "card_for_client",
      payload: { Card: null, CardIndex: END_OF_DECK_INDEX, totalCards: state.cards.length, deadline: 0, serverNow: 0 },
    });
  }
  emits.push({ to: "room", event: "game_ended", payload: state.ended }, phaseChanged(state));
  if (!started) return { emits };
  for (const { player, rank } of ranking) {
    emits.push({
      to: "user",
      userId: player.userId,
      event: "your_result",
      payload: { rank, score: player.score, playerCount: ranked.length, missed: missedBy(state, player) },
    });
  }
  return {
    emits,
    results: {
      deckTitle: state.settings.deckTitle,
      players: ranked.map((entry) => ({
        userId: entry.User_id,
        score: entry.score,
        rank: entry.rank,
        won: entry.rank === 1 && entry.score > 0,
        guest: entry.Guest === true,
      })),
      report: buildReport(state.settings.deckTitle, state.reportQuestions, ranking, state.removedPlayers),
    },
  };
}
