import { useEffect } from "react";
import { LoadingStatus } from "../components/query-state";
import { i18n } from "../i18n/i18n";
import { useNavigation } from "./navigation";

/** A link to /join… inside the app loads the join page, which is a page of its own (join-app.tsx). */
export function JoinPageLoad() {
  const { pathname, search } = useNavigation().location;
  useEffect(() => {
    window.location.replace(`${pathname}${search}`);
  }, [pathname, search]);
  return <LoadingStatus label={i18n._("route.loading")} />;
}
