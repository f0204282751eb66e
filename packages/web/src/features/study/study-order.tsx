import { useLingui } from "@lingui/react";
import { useLayoutEffect, useRef, useState } from "react";
import { type CheckedAnswerProps, CheckThenVerdict } from "./study-verdict";

type Direction = "up" | "down";

/** Put in order: move the items up and down, then Check; right only in the exact order (the server judges). */
export function StudyOrder({ card, checked, busy, verdictRef, onCheck, onNext }: CheckedAnswerProps<string[]>) {
  // Places of the queue's (shuffled) items, in the user's order.
  const { _ } = useLingui();
  const [order, setOrder] = useState(() => card.choices.map((_, at) => at));
  const [moved, setMoved] = useState<{ item: number; direction: Direction; said: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const locked = checked !== null || busy;

  // The list re-renders in the new order: the pressed button keeps the focus, so the next press moves on.
  useLayoutEffect(() => {
    if (moved) listRef.current?.querySelector<HTMLElement>(`[data-move="${moved.item}-${moved.direction}"]`)?.focus();
  }, [moved]);

  function move(at: number, direction: Direction) {
    const to = direction === "up" ? at - 1 : at + 1;
    const item = order[at];
    if (locked || item === undefined || to < 0 || to >= order.length) return;
    const next = [...order];
    [next[at], next[to]] = [next[to] as number, item];
    setOrder(next);
    setMoved({
      item,
      direction,
      said: _("study.moved", { item: card.choices[item], place: to + 1, count: order.length }),
    });
  }

  const items = order.map((item) => card.choices[item] ?? "");
  const stateOf = (at: number) => {
    if (!checked) return "";
    return checked.rightChoices?.[at] === items[at] ? " study-order-right" : " study-order-wrong";
  };
  return (
    <>
      <p className="study-hint" id="study-order-hint">
        {_("study.orderHint")}
      </p>
      <ol className="study-order" aria-label={_("study.yourOrder")} aria-describedby="study-order-hint" ref={listRef}>
        {order.map((item, at) => {
          const text = items[at];
          return (
            <li key={item} className={`study-order-item${stateOf(at)}`}>
              <span className="study-order-place" aria-hidden="true">
                {at + 1}
              </span>
              <span className="study-order-text" dir="auto">
                {text}
              </span>
              {checked ? (
                <span className="visually-hidden">
                  {" "}
                  {checked.rightChoices?.[at] === text ? _("study.rightPlace") : _("study.wrongPlace")}
                </span>
              ) : (
                (["up", "down"] as const).map((direction) => {
                  const stuck = direction === "up" ? at === 0 : at === order.length - 1;
                  return (
                    <button
                      key={direction}
                      type="button"
                      className="button button-secondary study-move"
                      data-move={`${item}-${direction}`}
                      aria-label={
                        direction === "up" ? _("study.moveUp", { item: text }) : _("study.moveDown", { item: text })
                      }
                      aria-disabled={busy || stuck ? true : undefined}
                      onClick={() => move(at, direction)}
                    >
                      <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
                    </button>
                  );
                })
              )}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {moved?.said ?? ""}
      </p>
      <CheckThenVerdict
        type="order"
        checked={checked}
        busy={busy}
        verdictRef={verdictRef}
        onCheck={() => onCheck(items)}
        onNext={onNext}
      />
    </>
  );
}
