import { ComingSoon } from "../components/coming-soon";

/** Player game screen: /join/{Game_id}. */
export default function PlayerGameRoute() {
  return <ComingSoon title="Game" />;
}
