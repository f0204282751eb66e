import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";

const KEY = "quizdeck:first-visit";

/** Signup marks the tab: the dashboard's next visit is the account's first. */
export function markFirstVisit(): void {
  try {
    sessionStorage.setItem(KEY, "1");
  } catch {
    // Storage refused (private mode): the greeting is "Welcome back", nothing else changes.
  }
}

function takeFirstVisit(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

/** The dashboard's greeting: "Welcome" on the first visit after signup, "Welcome back" on every later one. */
export function useGreeting(username: string | undefined): string {
  const { _ } = useLingui();
  const [firstVisit] = useState(takeFirstVisit);
  useEffect(() => {
    if (firstVisit) sessionStorage.removeItem(KEY);
  }, [firstVisit]);
  if (username) return _(firstVisit ? "dashboard.welcomeName" : "dashboard.welcomeBackName", { name: username });
  return _(firstVisit ? "dashboard.welcome" : "dashboard.welcomeBack");
}
