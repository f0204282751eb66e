import { Trans, useLingui } from "@lingui/react";
import { PODIUM_SIZE } from "@quizdeck/shared/constants";
import type { GameEnded } from "@quizdeck/shared/socket-events";
import { serverText } from "../../i18n/server-texts";
import { AppLink } from "../../navigation/navigation";
import { ordinal } from "../ordinal";
import type { YourResult } from "../screen-state";
import { RankedList } from "./leaderboard-screen";

/** The signup page with the guest's nickname as its display name (`?name=`, read by routes/signup.tsx). */
const signupPath = (nickname: string | null) =>
  nickname ? `/signup?${new URLSearchParams({ name: nickname })}` : "/signup";

/** docs/product.md §2 step 6: "Final Leaderboard", a podium for the top 3 and everyone below it. */
export function FinalScreen({
  ended,
  yourResult,
  youId,
  reportPath,
  signup,
  missed: counted = 0,
  endedText,
}: {
  ended: GameEnded | null;
  yourResult: YourResult | null;
  youId?: string;
  /** The host's link to the game's report (issue 11 item 10); players get none. */
  reportPath?: string;
  /**
   * Issue 12: a guest may keep this result by signing up (the server claims it from the guest cookie). Issue 29
   * point 11: the offer names the game, and the signup form starts with the nickname as the display name.
   */
  signup?: { game: string | null; nickname: string | null };
  /**
   * Issue 14: a signed-in player's wrong and unanswered questions, now in their study queue, as this page counted
   * them; the server's count in `yourResult` wins (it knows homework's counted attempt and a reload's history).
   */
  missed?: number;
  /** What the screen says of the ending instead of the players' message (the host's wording). */
  endedText?: string;
}) {
  const { _ } = useLingui();
  // A guest has no study queue.
  const missed = signup ? 0 : (yourResult?.missed ?? counted);
  if (ended && !ended.started) {
    return (
      <section className="game-stage game-final" aria-labelledby="game-final-title">
        <h1 id="game-final-title">{_("final.ended")}</h1>
        <p role="status">{endedText ?? serverText(ended.message)}</p>
      </section>
    );
  }
  const podium = ended?.final.slice(0, PODIUM_SIZE) ?? [];
  return (
    <section className="game-stage game-final" aria-labelledby="game-final-title">
      <h1 id="game-final-title">{_("final.title")}</h1>
      {ended && reportPath ? (
        <AppLink className="button button-primary game-report-link" to={reportPath}>
          {_("final.report")}
        </AppLink>
      ) : null}
      <p className="game-hint" role="status">
        {ended ? (endedText ?? serverText(ended.message)) : _("wait.loading")}
      </p>
      {yourResult ? (
        <p className="game-your-result" role="status">
          <Trans
            id="final.yourResult"
            values={{ rank: yourResult.rank, count: yourResult.playerCount, score: yourResult.score }}
            components={{ 0: <strong />, 1: <strong /> }}
          />
        </p>
      ) : null}
      {signup && ended ? (
        <AppLink className="button button-primary game-signup-link" to={signupPath(signup.nickname)}>
          {signup.game ? _("final.signUpFrom", { game: signup.game }) : _("final.signUp")}
        </AppLink>
      ) : null}
      {missed > 0 && ended ? (
        <AppLink className="button button-primary game-review-link" to="/study">
          {_("final.review", { count: missed })}
        </AppLink>
      ) : null}
      {podium.length > 0 ? (
        <ol className="podium" aria-label={_("final.podium")}>
          {podium.map((player) => (
            <li key={player.User_id} className={`podium-step podium-${Math.min(player.rank, PODIUM_SIZE)}`}>
              <span className="podium-name" dir="auto">
                {player.Username}
              </span>
              <span className="podium-score">{player.score}</span>
              <span className="podium-block">{ordinal(player.rank)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {ended && ended.final.length > 0 ? (
        <>
          <h2>{_("final.everyone")}</h2>
          <RankedList players={ended.final} label={_("final.everyone")} youId={youId} />
          {ended.playerCount > ended.final.length ? (
            <p className="game-hint">
              {_("final.showingBest", { shown: ended.final.length, count: ended.playerCount })}
            </p>
          ) : null}
        </>
      ) : null}
      {ended && ended.final.length === 0 ? <p className="empty-state">{_("final.nobody")}</p> : null}
    </section>
  );
}
