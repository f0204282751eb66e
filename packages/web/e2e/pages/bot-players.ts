/**
 * Players without a browser: real Socket.IO clients with their own accounts, for a game bigger than the pages
 * a test can afford. Each joins by code and answers every question with the text it is given, at once.
 */
import type { SocketAck } from "@quizdeck/shared/socket-ack";
import type { ClientToServerEvents, ServerToClientEvents } from "@quizdeck/shared/socket-events";
import { io, type Socket } from "socket.io-client";
import { expect } from "vitest";
import { uniqueUserDetails } from "../harness";

type BotSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface BotPlayer {
  username: string;
  close(): void;
}

async function signUp(baseUrl: string): Promise<{ cookie: string; username: string }> {
  const details = uniqueUserDetails();
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: details.email, password: details.password, display_name: details.displayName }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("qd_session="));
  expect(cookie).toBeDefined();
  return { cookie: (cookie ?? "").split(";")[0] ?? "", username: details.displayName };
}

/** A bot in the game of `code` that answers each question with `answerFor(question)`. */
export async function botPlayer(
  baseUrl: string,
  code: string,
  answerFor: (question: string) => string,
): Promise<BotPlayer> {
  const { cookie, username } = await signUp(baseUrl);
  const game = await fetch(`${baseUrl}/api/games/${code}/join`, { headers: { cookie } });
  expect(game.ok).toBe(true);
  const { Game_id } = (await game.json()) as { Game_id: string };
  const socket: BotSocket = io(baseUrl, { transports: ["websocket"], extraHeaders: { cookie }, forceNew: true });
  socket.on("card_for_client", ({ Card }) => {
    const index = Card ? Card.Answers.indexOf(answerFor(Card.Question)) : -1;
    if (index >= 0) socket.emit("submit_answer", { Game_id, Answer_id: index });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  const joined = (await socket.timeout(10_000).emitWithAck("join_lobby", { Game_id })) as SocketAck;
  expect(joined).toEqual({ ok: true });
  return { username, close: () => socket.disconnect() };
}
