import type { EndedSessions } from "../../realtime/socket-server";

/**
 * Announces ended sessions to whoever holds connections opened with them (the live game's sockets), so a
 * revoked session stops acting at once instead of when its socket next reconnects.
 */
export class SessionEnds {
  private readonly listeners: ((ended: EndedSessions) => void)[] = [];

  subscribe(listener: (ended: EndedSessions) => void): void {
    this.listeners.push(listener);
  }

  announce(ended: EndedSessions): void {
    for (const listener of this.listeners) listener(ended);
  }
}
