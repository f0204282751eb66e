import { useLingui } from "@lingui/react";
import type { Page } from "@quizdeck/shared/reports";

/** "1–10 of 23" with Previous and Next, for a list read a page at a time. */
export function Pager({
  page,
  label,
  onOffset,
}: {
  page: Pick<Page<unknown>, "total" | "limit" | "offset"> & { shown: number };
  label: string;
  onOffset: (offset: number) => void;
}) {
  const { _ } = useLingui();
  if (page.total <= page.limit && page.offset === 0) return null;
  const first = page.total === 0 ? 0 : page.offset + 1;
  const atStart = page.offset === 0;
  const atEnd = page.offset + page.limit >= page.total;
  // aria-disabled, not disabled: a button disabled under the keyboard's focus drops it to the page's top (Next on
  // the last page).
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button-secondary button-small"
        aria-disabled={atStart || undefined}
        onClick={() => {
          if (!atStart) onOffset(Math.max(0, page.offset - page.limit));
        }}
      >
        {_("pager.previous")}
      </button>
      <span className="pager-status">
        {_("pager.status", { first, last: page.offset + page.shown, total: page.total })}
      </span>
      <button
        type="button"
        className="button button-secondary button-small"
        aria-disabled={atEnd || undefined}
        onClick={() => {
          if (!atEnd) onOffset(page.offset + page.limit);
        }}
      >
        {_("pager.next")}
      </button>
    </nav>
  );
}
