/**
 * At most `max` pieces of work at once; the others wait their turn, in order. For work that
 * costs memory or a core while it runs, where more at once would not finish sooner.
 */
export class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.max) this.running++;
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
