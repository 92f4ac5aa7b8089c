/** The work was not queued: as many as the caller allows were already waiting. */
export class TurnsFull extends Error {
  override name = "TurnsFull";
}

/**
 * At most `max` pieces of work at once; the others wait their turn, in order. For work that
 * costs memory or a core while it runs, where more at once would not finish sooner.
 */
export class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {}

  /** Whether any work runs or waits. */
  get busy(): boolean {
    return this.running > 0;
  }

  /** How many pieces of work run or wait. */
  get waitingOrRunning(): number {
    return this.running + this.waiting.length;
  }

  /** How many wait for their turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `work` in its turn. With `queueLimit`, work that would wait behind that many others is
   * refused at once (TurnsFull): callers with different limits share one queue, and those with
   * the higher limit keep the places above the lower one to themselves.
   */
  async run<T>(work: () => Promise<T>, queueLimit = Number.POSITIVE_INFINITY): Promise<T> {
    if (this.running < this.max) this.running++;
    else if (this.waiting.length >= queueLimit) throw new TurnsFull();
    // A waiter is handed the finishing one's turn.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
