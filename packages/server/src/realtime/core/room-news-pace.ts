/** How often the players may hear the lobby's news at most. */
const ROOM_NEWS_MS = 1000;
/** The most lobby-news frames a game's room is sent a second, over time: each news is a frame per player. */
export const ROOM_NEWS_FRAMES_PER_SECOND = 1000;

/**
 * When a game's players may hear the lobby's news (its count and a few of the newest names): once a second at most,
 * and within a budget of about a thousand frames a second, so a bigger game hears it less often. The budget is
 * earned as time passes and spent by each news, so a big game filling faster than that hears nothing until the
 * joins slow down (issue 32: news spaced by the room's size when last sent let a class of 10,000 joining at 1,600 a
 * second have about twice the budget).
 */
export class RoomNewsPace {
  /** Announcements until the next news may go. */
  private wait = 0;
  /** Frames the budget holds now. */
  private frames = ROOM_NEWS_FRAMES_PER_SECOND;

  constructor(private readonly announceIntervalMs: number) {}

  /** Called every announcement: whether news to a room of `players` may go out now. */
  due(players: number): boolean {
    this.wait = Math.max(0, this.wait - 1);
    const earned = (ROOM_NEWS_FRAMES_PER_SECOND * this.announceIntervalMs) / 1000;
    // At most one news to the whole room is saved up, however long the lobby was quiet.
    this.frames = Math.min(Math.max(players, ROOM_NEWS_FRAMES_PER_SECOND), this.frames + earned);
    return this.wait === 0 && this.frames >= players;
  }

  /** News went to a room of `players`. */
  sent(players: number): void {
    this.wait = ROOM_NEWS_MS / this.announceIntervalMs;
    this.frames -= players;
  }
}
