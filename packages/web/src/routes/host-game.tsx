import { ComingSoon } from "../components/coming-soon";

export default function HostGameRoute() {
  return <ComingSoon title="Host Game" />;
}
