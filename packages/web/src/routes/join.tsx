import { ComingSoon } from "../components/coming-soon";

/** /join and /join/lobby (the lobby after a code was accepted). */
export default function JoinRoute() {
  return <ComingSoon title="Join a Game" />;
}
