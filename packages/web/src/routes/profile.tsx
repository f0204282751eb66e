import { ComingSoon } from "../components/coming-soon";

export default function ProfileRoute() {
  return <ComingSoon title="Profile" />;
}
