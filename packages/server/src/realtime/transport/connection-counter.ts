/** Open sockets per user and game on this node, so closing a second tab does not mark a player away. */
export class ConnectionCounter {
  private readonly counts = new Map<string, number>();

  opened(gameId: string, userId: string): void {
    const id = `${gameId}:${userId}`;
    this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
  }

  /** True when that was the user's last socket in the game. */
  closed(gameId: string, userId: string): boolean {
    const id = `${gameId}:${userId}`;
    const left = (this.counts.get(id) ?? 1) - 1;
    if (left > 0) this.counts.set(id, left);
    else this.counts.delete(id);
    return left <= 0;
  }
}
