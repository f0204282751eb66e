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
  if (page.total <= page.limit && page.offset === 0) return null;
  const first = page.total === 0 ? 0 : page.offset + 1;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={page.offset === 0}
        onClick={() => onOffset(Math.max(0, page.offset - page.limit))}
      >
        Previous
      </button>
      <span className="pager-status">
        {first}–{page.offset + page.shown} of {page.total}
      </span>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={page.offset + page.limit >= page.total}
        onClick={() => onOffset(page.offset + page.limit)}
      >
        Next
      </button>
    </nav>
  );
}
