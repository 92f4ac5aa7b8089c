/**
 * The calendar's answers (bookings of an organization over a window), kept in memory once read,
 * prepared for every viewer: every member opens the same days, many times a day. An answer is
 * dropped when a booking of its organization or a pilot's name changes (CacheInvalidation);
 * the least recently used go first when the cache is full, and none is older than MAX_AGE_MS.
 * An answer is kept from the second time its window is asked for: a window asked for once (a
 * member paging through last year) neither pushes out the days everyone opens nor fills memory.
 */
import type {
  CacheInvalidation,
  InvalidatedCache,
  InvalidationKey,
} from "../cache/cache-invalidation";
import { type PreparedBooking, preparedSize } from "./booking.view";

/** A full day of a 50-aircraft club is ~0.3 MB here: this keeps a few dozen such days. */
const MAX_BYTES = 12 * 1024 * 1024;
const MAX_AGE_MS = 10 * 60 * 1000;
/** Windows asked for once, remembered by key only, to admit them when asked for again. */
const MAX_ASKED_ONCE = 4096;

interface Answer {
  orgId: string;
  bookings: readonly PreparedBooking[];
  bytes: number;
  storedAt: number;
}

export class CalendarCache implements InvalidatedCache {
  /** By `orgId window`, least recently used first. */
  private readonly answers = new Map<string, Answer>();
  private readonly keysByOrg = new Map<string, Set<string>>();
  private bytes = 0;
  private readonly askedOnce = new Set<string>();

  constructor(
    private readonly invalidation: CacheInvalidation,
    private readonly maxBytes = MAX_BYTES,
  ) {
    invalidation.register(this);
  }

  /**
   * The answer for this organization and window: kept, or read with `read` and kept unless a
   * change raced the read.
   */
  async answer(
    orgId: string,
    window: string,
    read: () => Promise<PreparedBooking[]>,
  ): Promise<readonly PreparedBooking[]> {
    const key = `${orgId} ${window}`;
    const now = Date.now();
    const kept = this.answers.get(key);
    if (kept && now - kept.storedAt < MAX_AGE_MS) {
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept.bookings;
    }
    if (kept) this.remove(key);
    const generation = this.invalidation.generation;
    const bookings = await read();
    if (!this.askedBefore(key)) return bookings;
    if (this.invalidation.active && this.invalidation.generation === generation) {
      this.store(key, { orgId, bookings, bytes: answerSize(key, bookings), storedAt: now });
    }
    return bookings;
  }

  invalidate(key: InvalidationKey): void {
    if (key.scope === "all" || key.scope === "all-orgs") this.clear();
    if (key.scope !== "org") return;
    for (const answer of this.keysByOrg.get(key.id) ?? []) {
      this.remove(answer);
      // Asked for before: kept again from the next read.
      this.remember(answer);
    }
  }

  clear(): void {
    this.answers.clear();
    this.keysByOrg.clear();
    this.bytes = 0;
  }

  /** Whether the window was asked for before; remembers it otherwise. */
  private askedBefore(key: string): boolean {
    if (this.askedOnce.delete(key)) return true;
    this.remember(key);
    return false;
  }

  private remember(key: string) {
    if (this.askedOnce.size >= MAX_ASKED_ONCE) {
      const oldest = this.askedOnce.values().next().value;
      if (oldest !== undefined) this.askedOnce.delete(oldest);
    }
    this.askedOnce.add(key);
  }

  private store(key: string, answer: Answer) {
    if (answer.bytes > this.maxBytes / 4) return;
    this.remove(key);
    while (this.bytes + answer.bytes > this.maxBytes) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.answers.set(key, answer);
    this.bytes += answer.bytes;
    const keys = this.keysByOrg.get(answer.orgId) ?? new Set();
    keys.add(key);
    this.keysByOrg.set(answer.orgId, keys);
  }

  private remove(key: string) {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.bytes -= answer.bytes;
    const keys = this.keysByOrg.get(answer.orgId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByOrg.delete(answer.orgId);
  }
}

const answerSize = (key: string, bookings: readonly PreparedBooking[]) =>
  bookings.reduce((sum, booking) => sum + preparedSize(booking), 2 * key.length + 128);
