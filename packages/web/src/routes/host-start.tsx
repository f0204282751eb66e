import { ComingSoon } from "../components/coming-soon";

export default function HostStartRoute() {
  return <ComingSoon title="Host a Game" />;
}
