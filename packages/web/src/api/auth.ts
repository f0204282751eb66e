import type { LoginBody, SignupBody } from "@quizdeck/shared/auth";
import type { SessionReply } from "@quizdeck/shared/records";
import { api, endSession } from "./client";

export const sessionQueryKey = ["session"] as const;

interface SignedInReply {
  data: { user: { id: string } };
}

export function getSession(): Promise<SessionReply> {
  return api.get<SessionReply>("/api/auth/session");
}

export async function login(body: LoginBody): Promise<string> {
  const reply = await api.post<SignedInReply>("/api/auth/login", body);
  return reply.data.user.id;
}

export async function signup(body: SignupBody): Promise<string> {
  const reply = await api.post<SignedInReply>("/api/auth/signup", body);
  return reply.data.user.id;
}

export function signout(): Promise<void> {
  return endSession("/api/auth/signout");
}
