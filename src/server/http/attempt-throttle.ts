/**
 * Throttles guessing (passwords, join codes, existing emails). Each attempt reserves a place
 * under every limit *before* it is made, atomically, so parallel attempts cannot slip past the
 * count; an attempt that succeeds gives its places back, so only failures use a limit up.
 */
import type { RateLimitRepository } from "./rate-limit.repository";

export interface AttemptLimit {
  /** What is counted, e.g. `sign-in:email:a@b.c`. */
  key: string;
  /** Failed attempts allowed per window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

export interface Reservation {
  /** The attempt succeeded: it does not count against the limits. */
  succeeded(): Promise<void>;
}

export class AttemptThrottle {
  constructor(private readonly counters: RateLimitRepository) {}

  /** A reservation for one attempt, or null when any limit is used up. */
  async reserve(limits: AttemptLimit[]): Promise<Reservation | null> {
    let blocked = false;
    for (const limit of limits) {
      const count = await this.counters.increment(limit.key, limit.windowSeconds);
      if (count > limit.max) blocked = true;
    }
    if (blocked) return null;
    return {
      succeeded: async () => {
        for (const limit of limits) await this.counters.decrement(limit.key);
      },
    };
  }
}
