import { useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { serverText } from "../../i18n/server-texts";

const PARAM = "account";
const DELETED = "deleted";

/** Where the app goes after deleting the account: the landing page, which then shows the docs/product.md §8 message. */
export const accountDeletedPath = `/?${PARAM}=${DELETED}`;

/** On the landing page: "Your account has been deleted." once, then the address is tidied up. */
export function AccountDeletedNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [shown] = useState(() => searchParams.get(PARAM) === DELETED);
  const { _ } = useLingui();

  useEffect(() => {
    if (searchParams.has(PARAM)) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  if (!shown) return null;
  return (
    <p className="account-deleted-notice" role="status">
      {serverText(messages.accountDeleted)}
    </p>
  );
}
