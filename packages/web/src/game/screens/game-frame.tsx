import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { useTopOfNewScreen } from "../../components/use-top-of-new-screen";
import { useSession } from "../../features/auth/session-context";
import { serverText } from "../../i18n/server-texts";
import { announcementFor } from "../announcement";
import type { GameView } from "../screen-state";
import { useLoopAudio } from "../use-loop-audio";
import { MusicToggle } from "./music-toggle";
import { GameTopBar } from "./top-bar";

const QUESTION_MUSIC = "/audio/question-loop.ogg";

/** The game screens' frame: the top bar with the music control and the screen's own controls, and a notice. */
export function GameScreenFrame({
  view,
  now,
  controls,
  aside,
  reconnecting,
  children,
}: {
  view: GameView;
  now: number;
  /** The connection dropped and is being opened again. */
  reconnecting: boolean;
  controls: ReactNode;
  /** Shown under the screen, e.g. the host's players list. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { username } = useSession();
  const { _ } = useLingui();
  const music = useLoopAudio(QUESTION_MUSIC, view.screen === "question");
  useTopOfNewScreen(view.screen);
  return (
    <div className={`game-screen game-role-${view.role}`} data-screen={view.screen}>
      <GameTopBar view={view} now={now} displayName={username}>
        <MusicToggle musicOn={music.musicOn} onToggle={music.toggle} />
        {controls}
      </GameTopBar>
      {reconnecting && view.screen !== "error" ? (
        <p className="game-notice game-reconnecting" role="status">
          {_("game.reconnecting")}
        </p>
      ) : null}
      {view.notice && view.screen !== "error" ? (
        <p className="game-notice" role="alert">
          {serverText(view.notice)}
        </p>
      ) : null}
      <div className="game-body">{children}</div>
      {/* One polite live region for the whole game (issue 29): new questions, 10 seconds left, time up, results. */}
      <p className="visually-hidden game-announcer" role="status">
        {announcementFor(view, now)}
      </p>
      {aside}
    </div>
  );
}
