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
  const [firstVisit] = useState(takeFirstVisit);
  useEffect(() => {
    if (firstVisit) sessionStorage.removeItem(KEY);
  }, [firstVisit]);
  const welcome = firstVisit ? "Welcome" : "Welcome back";
  return username ? `${welcome}, ${username}!` : `${welcome}!`;
}
