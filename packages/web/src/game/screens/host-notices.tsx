import { useEffect } from "react";
import type { HostNotice } from "../screen-state";

const NOTICE_MS = 6000;

/** Issue 11 item 6: "Alex left" / "Alex joined late", shown briefly in a polite live region. */
export function HostNotices({ notices, onExpire }: { notices: HostNotice[]; onExpire: (id: number) => void }) {
  const oldest = notices[0];
  useEffect(() => {
    if (!oldest) return;
    const timer = setTimeout(() => onExpire(oldest.id), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [oldest, onExpire]);
  return (
    <div className="host-notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <p key={notice.id} className="host-notice">
          {notice.text}
        </p>
      ))}
    </div>
  );
}
