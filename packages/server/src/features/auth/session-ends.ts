import type { EndedSessions } from "../../realtime/transport/socket-server";

/**
 * Announces ended sessions to whoever acts on them: this node's session cache, and the live game, which closes
 * their sockets and tells the other nodes. `announce` settles when every listener is done, so a sign-out answers
 * only once the session is forgotten everywhere.
 */
export class SessionEnds {
  private readonly listeners: ((ended: EndedSessions) => void | Promise<void>)[] = [];

  subscribe(listener: (ended: EndedSessions) => void | Promise<void>): void {
    this.listeners.push(listener);
  }

  async announce(ended: EndedSessions): Promise<void> {
    await Promise.all(this.listeners.map((listener) => listener(ended)));
  }
}
