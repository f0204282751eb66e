import { useSearchParams } from "react-router";
import { isQuestionSort, type QuestionSort } from "./sort-questions";

/**
 * The report's view lives in the address, so a reload and Back keep it (docs/product.md "Game report"): `sort`
 * orders the questions (default Question order), `player` opens one student's view.
 */
export function useReportSearchParams() {
  const [params, setParams] = useSearchParams();
  const sort = params.get("sort");
  const withChanges = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return next.size === 0 ? "" : `?${next}`;
  };
  return {
    sort: isQuestionSort(sort) ? sort : ("order" as QuestionSort),
    playerId: params.get("player"),
    setSort: (order: QuestionSort) =>
      setParams(withChanges({ sort: order === "order" ? null : order }), { replace: true }),
    /** The search of one student's view, keeping the sort to come back to. */
    playerSearch: (userId: string) => withChanges({ player: userId }),
    reportSearch: () => withChanges({ player: null }),
  };
}
