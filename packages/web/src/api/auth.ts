import type { SessionReply } from "@quizdeck/shared/records";
import { api, endSession } from "./client";

export const sessionQueryKey = ["session"] as const;

export function getSession(): Promise<SessionReply> {
  return api.get<SessionReply>("/api/auth/session");
}

export function signout(): Promise<void> {
  return endSession("/api/auth/signout");
}
