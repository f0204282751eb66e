/**
 * Tells whoever acts on something that happened to accounts: an ended session (this node's session cache, and the
 * live game, which closes its sockets and tells the other nodes), an account about to be deleted (the live game
 * ends the game it hosts). `announce` settles when every listener is done, so the request that caused it answers
 * only then.
 */
export class Announcer<T> {
  private readonly listeners: ((news: T) => void | Promise<void>)[] = [];

  subscribe(listener: (news: T) => void | Promise<void>): void {
    this.listeners.push(listener);
  }

  async announce(news: T): Promise<void> {
    await Promise.all(this.listeners.map((listener) => listener(news)));
  }
}
