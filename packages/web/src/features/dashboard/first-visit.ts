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

/** Whether this is the account's first dashboard visit: it is greeted "Welcome", every later one "Welcome back". */
export function useFirstVisit(): boolean {
  const [firstVisit] = useState(takeFirstVisit);
  useEffect(() => {
    if (firstVisit) sessionStorage.removeItem(KEY);
  }, [firstVisit]);
  return firstVisit;
}
