import { Link } from "react-router";
import { PageTitle } from "../components/page-title";

/** /game: where a live game starts, as a player (join by code) or as a host. */
export default function GameRoute() {
  return (
    <div className="page">
      <PageTitle title="Play" />
      <header className="page-header">
        <h1>Play</h1>
        <p className="lead">Join a live game with its code, or host one with your decks.</p>
      </header>
      <div className="play-choices">
        <Link className="panel play-choice" to="/join">
          <strong>Join a Game</strong>
          <span>Enter the join code your host shows.</span>
        </Link>
        <Link className="panel play-choice" to="/host/start">
          <strong>Host a Game</strong>
          <span>Pick a deck, set the timer and invite players.</span>
        </Link>
      </div>
    </div>
  );
}
