import { ComingSoon } from "../components/coming-soon";

export default function GameRoute() {
  return <ComingSoon title="Game" />;
}
