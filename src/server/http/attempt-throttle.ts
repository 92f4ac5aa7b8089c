/**
 * Throttles guessing (passwords, join codes, existing emails) and costly successes (sign-ups).
 * Each attempt reserves a place under every limit *before* it is made, atomically, so parallel
 * attempts cannot slip past the count; the outcome then gives back the places of the limits
 * that do not count it: a success those that count failures, and the other way round.
 */
import { isServiceBusy } from "./errors";
import type { RateLimitRepository } from "./rate-limit.repository";

/** No window is longer: rows of older windows are swept (see `ExpiredRowsSweep`). */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

export interface AttemptLimit {
  /** What is counted, e.g. `sign-in:email:a@b.c`. */
  key: string;
  /** Attempts allowed per window; the next one is refused. */
  max: number;
  windowSeconds: number;
  /** Which attempts use the limit up: failures (the default) or successes. */
  counts?: "failures" | "successes";
  /**
   * Only counts the attempt, never refuses one: another limit decides, this one keeps a budget
   * shared with other routes (which decide on it) up to date. A refused attempt is not counted.
   */
  countOnly?: true;
}

export interface Reservation {
  /** The attempt succeeded: it counts only against the limits of successes. */
  succeeded(): Promise<void>;
  /** The attempt failed: it counts only against the limits of failures. */
  failed(): Promise<void>;
  /** The attempt could not be made (the server was busy): it counts against nothing. */
  withdrawn(): Promise<void>;
}

export class AttemptThrottle {
  constructor(private readonly counters: RateLimitRepository) {}

  /** A reservation for one attempt, or null when any limit is used up. */
  async reserve(limits: AttemptLimit[]): Promise<Reservation | null> {
    let blocked = false;
    for (const limit of limits) {
      if (limit.windowSeconds > LONGEST_WINDOW_SECONDS)
        throw new Error(`${limit.key}: a window longer than the sweep keeps`);
      const count = await this.counters.increment(limit.key, limit.windowSeconds);
      if (count > limit.max && !limit.countOnly) blocked = true;
    }
    const giveBack = async (which: (limit: AttemptLimit) => boolean) => {
      for (const limit of limits.filter(which)) await this.counters.decrement(limit.key);
    };
    const countsSuccesses = (limit: AttemptLimit) => limit.counts === "successes";
    // A refused attempt is not a success: it must not use up a limit others share.
    if (blocked) {
      await giveBack((limit) => countsSuccesses(limit) || limit.countOnly === true);
      return null;
    }
    return {
      succeeded: () => giveBack((limit) => !countsSuccesses(limit)),
      failed: () => giveBack(countsSuccesses),
      withdrawn: () => giveBack(() => true),
    };
  }
}

/** Makes the attempt; one the server was too busy to make gives its places back. */
export async function withdrawnIfBusy<T>(attempt: Reservation, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isServiceBusy(error)) await attempt.withdrawn();
    throw error;
  }
}
