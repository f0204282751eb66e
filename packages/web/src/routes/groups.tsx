import { ComingSoon } from "../components/coming-soon";

export default function GroupsRoute() {
  return <ComingSoon title="Groups" />;
}
