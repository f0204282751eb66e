import { ComingSoon } from "../components/coming-soon";

export default function GroupDetailRoute() {
  return <ComingSoon title="Group" />;
}
