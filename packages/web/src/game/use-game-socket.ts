import type { ServerToClientEvents } from "@quizdeck/shared/socket-events";
import { useEffect, useRef, useState } from "react";
import { acquireGameSocket, type GameSocket, onGameSocketRenewed, releaseGameSocket } from "./socket";

/**
 * The shared game socket while the calling screen is mounted and `wanted` (the new one when it is renewed); null
 * before, so that a screen whose visitor cannot have one yet opens no connection the server would refuse.
 */
export function useGameSocket(wanted = true): GameSocket | null {
  const [socket, setSocket] = useState<GameSocket | null>(null);
  useEffect(() => {
    if (!wanted) return;
    setSocket(acquireGameSocket());
    const stopListening = onGameSocketRenewed(setSocket);
    return () => {
      stopListening();
      releaseGameSocket();
      setSocket(null);
    };
  }, [wanted]);
  return socket;
}

/** The server's events plus the connection's own (a reconnect must re-enter the game). */
type SocketEvents = ServerToClientEvents & {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
};
type Handlers = Partial<SocketEvents>;

/** Listens to server events with the latest handlers, without re-subscribing on every render. */
export function useSocketEvents(socket: GameSocket | null, handlers: Handlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const names = Object.keys(handlers).sort().join(",");
  useEffect(() => {
    if (!socket) return;
    const events = names.split(",").filter(Boolean) as (keyof SocketEvents)[];
    const listeners = events.map((event) => {
      const listener = (...args: unknown[]) =>
        (latest.current[event] as ((...a: unknown[]) => void) | undefined)?.(...args);
      socket.on(event, listener as never);
      return [event, listener] as const;
    });
    return () => {
      for (const [event, listener] of listeners) socket.off(event, listener as never);
    };
  }, [socket, names]);
}

/** Whether the socket is connected, following its connects and disconnects (false until there is a socket). */
export function useSocketConnected(socket: GameSocket | null): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!socket) return;
    const follow = () => setConnected(socket.connected);
    follow();
    socket.on("connect", follow);
    socket.on("disconnect", follow);
    return () => {
      socket.off("connect", follow);
      socket.off("disconnect", follow);
    };
  }, [socket]);
  return connected;
}
