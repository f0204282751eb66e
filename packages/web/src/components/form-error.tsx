import { NOT_SIGNED_IN } from "@quizdeck/shared/live-notices";
import { useEffect, useState } from "react";
import { sessionRegained } from "../api/client";
import { serverText } from "../i18n/server-texts";

/**
 * A form's error, read out at once by screen readers; renders nothing without a message. "You need to be signed in"
 * goes once the user logs in again over the form (the session-lost dialog): it no longer holds, and the form's next
 * try would work.
 */
export function FormError({ message }: { message: string | null }) {
  const [answeredBySignIn, setAnsweredBySignIn] = useState<string | null>(null);
  useEffect(() => {
    if (message === null || message !== serverText(NOT_SIGNED_IN)) return;
    const signedIn = () => setAnsweredBySignIn(message);
    sessionRegained.addEventListener("regained", signedIn);
    return () => sessionRegained.removeEventListener("regained", signedIn);
  }, [message]);
  if (!message || message === answeredBySignIn) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
