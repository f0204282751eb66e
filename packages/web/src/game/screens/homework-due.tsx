import { i18n } from "../../i18n/i18n";
import { dueText } from "../homework-deadline";

/** Issue 31: homework's "Due …" line above a player's screens. */
export function HomeworkDue({ deadline }: { deadline: string }) {
  return (
    <p className="homework-due">
      <strong>{i18n._("homework.label")}</strong> · {dueText(deadline)}
    </p>
  );
}
