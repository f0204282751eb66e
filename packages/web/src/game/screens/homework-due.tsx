import { dueText } from "../homework-deadline";

/** Issue 31: homework's "Due …" line above a player's screens. */
export function HomeworkDue({ deadline }: { deadline: string }) {
  return (
    <p className="homework-due">
      <strong>Homework</strong> · {dueText(deadline)}
    </p>
  );
}
