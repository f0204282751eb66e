import { ComingSoon } from "../components/coming-soon";

export default function SettingsRoute() {
  return <ComingSoon title="Settings" />;
}
