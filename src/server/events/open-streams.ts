/** A user may keep this many event streams open on one instance (tabs, devices). */
export const MAX_STREAMS_PER_USER = 10;

export interface OpenStream {
  userId: string;
  /** Checks the viewer's access again, and ends the stream if it is gone. */
  recheck(): void;
  end(): void;
}

/**
 * The event streams open on this instance, by user, oldest first. Each costs a connection and a
 * check per event: one account cannot hold more than a few, and a new one ends its oldest (a
 * tab closed without a word leaves its stream to the next one).
 */
export class OpenStreams {
  private readonly byUser = new Map<string, OpenStream[]>();

  add(stream: OpenStream): void {
    const streams = this.byUser.get(stream.userId) ?? [];
    streams.push(stream);
    this.byUser.set(stream.userId, streams);
    while (streams.length > MAX_STREAMS_PER_USER) streams.shift()?.end();
  }

  remove(stream: OpenStream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams) return;
    const index = streams.indexOf(stream);
    if (index >= 0) streams.splice(index, 1);
    if (streams.length === 0) this.byUser.delete(stream.userId);
  }

  /** The streams of one user, or of everyone (null). */
  of(userId: string | null): OpenStream[] {
    if (userId !== null) return [...(this.byUser.get(userId) ?? [])];
    return [...this.byUser.values()].flat();
  }
}
