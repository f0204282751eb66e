import { useLingui } from "@lingui/react";
import { useState } from "react";
import { answerStyleOf } from "./answer-shapes";

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moveItem(order: number[], from: number, step: -1 | 1): number[] {
  const to = from + step;
  if (to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}

/**
 * Put in order: the items as shown, each with Move up and Move down, sent by Submit as every shown item's index in
 * the player's order. A move is announced; a button at the end of the list stays focusable (aria-disabled), so
 * keyboard focus stays on the item that moved.
 */
export function OrderAnswer({ items, onSubmit }: { items: string[]; onSubmit: (order: number[]) => void }) {
  const [order, setOrder] = useState(() => items.map((_, index) => index));
  const [moved, setMoved] = useState("");
  const { _ } = useLingui();
  const move = (position: number, step: -1 | 1) => {
    const next = moveItem(order, position, step);
    if (next === order) return;
    setOrder(next);
    setMoved(
      _("forms.moved", { item: items[order[position] as number], place: position + step + 1, count: items.length }),
    );
  };
  return (
    <>
      <ol className="order-list" aria-label={_("forms.orderList")}>
        {order.map((item, position) => {
          const text = items[item] ?? "";
          const style = answerStyleOf(item);
          return (
            <li key={item} className="order-item">
              <span className="order-position" aria-hidden="true">
                {position + 1}
              </span>
              <span className={`order-shape answer-${style.tone}`} aria-hidden="true">
                {style.shape}
              </span>
              <span className="order-text" dir="auto">
                {text}
              </span>
              <button
                type="button"
                className="order-move"
                aria-label={_("forms.moveUp", { item: text })}
                aria-disabled={position === 0 || undefined}
                onClick={() => move(position, -1)}
              >
                <span aria-hidden="true">▲</span>
              </button>
              <button
                type="button"
                className="order-move"
                aria-label={_("forms.moveDown", { item: text })}
                aria-disabled={position === order.length - 1 || undefined}
                onClick={() => move(position, 1)}
              >
                <span aria-hidden="true">▼</span>
              </button>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {moved}
      </p>
      <button type="button" className="button button-primary game-submit" onClick={() => onSubmit(order)}>
        {_("forms.submit")}
      </button>
    </>
  );
}
