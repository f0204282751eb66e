import type { LoginBody, SignupBody } from "@quizdeck/shared/auth";
import { api } from "./client";

// Apart from auth.ts, which the join page shares: only the app's login and signup screens send these.

interface SignedInReply {
  data: { user: { id: string } };
}

export async function login(body: LoginBody): Promise<string> {
  const reply = await api.post<SignedInReply>("/api/auth/login", body);
  return reply.data.user.id;
}

export async function signup(body: SignupBody): Promise<string> {
  const reply = await api.post<SignedInReply>("/api/auth/signup", body);
  return reply.data.user.id;
}
