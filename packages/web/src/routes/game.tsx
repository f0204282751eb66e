import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { PageTitle } from "../components/page-title";

/** /game: where a live game starts, as a player (join by code) or as a host. */
export default function GameRoute() {
  const { _ } = useLingui();
  return (
    <div className="page">
      <PageTitle title={_("nav.play")} />
      <header className="page-header">
        <h1>{_("nav.play")}</h1>
        <p className="lead">{_("play.lead")}</p>
      </header>
      <div className="play-choices">
        <Link className="panel play-choice" to="/join">
          <strong>{_("join.title")}</strong>
          <span>{_("play.joinHint")}</span>
        </Link>
        <Link className="panel play-choice" to="/host/start">
          <strong>{_("hostStart.title")}</strong>
          <span>{_("play.hostHint")}</span>
        </Link>
      </div>
    </div>
  );
}
