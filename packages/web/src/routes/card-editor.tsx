import { ComingSoon } from "../components/coming-soon";

/** /cards and /cards/{card_id}. */
export default function CardEditorRoute() {
  return <ComingSoon title="Editing Card" />;
}
