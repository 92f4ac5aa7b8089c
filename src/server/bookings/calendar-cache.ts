/**
 * The calendar's answers (bookings of an organization over a window), kept in memory once read,
 * prepared for every viewer: every member opens the same days, many times a day. An answer is
 * dropped when a booking of its organization or a pilot's name changes (CacheInvalidation);
 * the least recently used go first when the cache is full, and none is older than MAX_AGE_MS.
 * An answer is kept from the second time its window is asked for: a window asked for once (a
 * member paging through last year) neither pushes out the days everyone opens nor fills memory.
 * Screens that ask for the same window while it is read (every open calendar re-reads the day
 * after a booking) share that read, and a few reads at most run at once: each holds hundreds
 * of rows while it is prepared, and more at once would not finish sooner.
 */
import { bookingMessages } from "../../shared/bookings/booking.constants";
import type { Booking } from "../../shared/bookings/booking.types";
import type {
  CacheInvalidation,
  InvalidatedCache,
  InvalidationKey,
} from "../cache/cache-invalidation";
import { Turns, TurnsFull } from "../concurrency/turns";
import type { Actor } from "../http/access";
import { serviceBusy } from "../http/errors";
import { PreparedJson } from "../http/reply";
import { type PreparedBooking, preparedSize, writeBookingList } from "./booking.view";

/** A full day of a 50-aircraft club is ~0.3 MB here: this keeps a few dozen such days. */
const MAX_BYTES = 12 * 1024 * 1024;
const MAX_AGE_MS = 10 * 60 * 1000;
/** Calendar reads of the database at once, per instance. */
const READS_AT_ONCE = 4;
/**
 * Reads that may wait for a turn, per instance: reads of one window share a turn, so only many
 * distinct windows at once (one member asking for every day of a year) fill it, and they are
 * told to come back instead of making every club's calendar wait behind them.
 */
export const CALENDAR_READS_QUEUE = 64;
/** What a refused read is told: the full queue drains in well under a second. */
export const CALENDAR_RETRY_AFTER_SECONDS = 1;
/** Windows asked for once, remembered by key only, to admit them when asked for again. */
const MAX_ASKED_ONCE = 4096;

/** A calendar answer as one viewer may see it: what the calendar route declares it sends. */
export type CalendarView = { bookings: Booking[]; truncated?: true };

/**
 * One answer: the prepared bookings, and each viewer's copy of it (viewers see different parts
 * of it), whose gzipped JSON is made once.
 */
export class CalendarAnswer {
  private readonly copies = new Map<string, PreparedJson<CalendarView>>();

  /** Told how many bytes the answer grew by, when it is kept in the cache. */
  grew: (bytes: number) => void = () => {};

  constructor(
    readonly bookings: readonly PreparedBooking[],
    /** More bookings lie in the window than the answer holds (`MAX_CALENDAR_BOOKINGS`). */
    readonly truncated = false,
  ) {}

  /** `{"bookings":[…]}` as `actor` may see them. */
  for(actor: Actor): PreparedJson<CalendarView> {
    let copy = this.copies.get(actor.userId);
    if (!copy) {
      copy = new PreparedJson(
        () => writeBookingList(this.bookings, actor, this.truncated),
        (bytes) => this.grew(bytes + 2 * actor.userId.length + 64),
      );
      this.copies.set(actor.userId, copy);
    }
    return copy;
  }
}

/** What a read of the database gives the cache. */
export interface CalendarRead {
  bookings: PreparedBooking[];
  truncated: boolean;
}

interface Answer {
  orgId: string;
  answer: CalendarAnswer;
  bytes: number;
  storedAt: number;
}

export class CalendarCache implements InvalidatedCache {
  /** By `orgId window`, least recently used first. */
  private readonly answers = new Map<string, Answer>();
  private readonly keysByOrg = new Map<string, Set<string>>();
  private bytes = 0;
  private readonly askedOnce = new Set<string>();
  private readonly reads = new Turns(READS_AT_ONCE);
  /** Reads under way, with the generation they started at. */
  private readonly reading = new Map<
    string,
    { generation: string; answer: Promise<CalendarAnswer> }
  >();
  /** Bumped when every answer goes; with `orgChanges`, what a read compares (`generation`). */
  private epoch = 0;
  private readonly orgChanges = new Map<string, number>();

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
    read: () => Promise<CalendarRead>,
  ): Promise<CalendarAnswer> {
    const key = `${orgId} ${window}`;
    const now = Date.now();
    const kept = this.answers.get(key);
    if (kept && now - kept.storedAt < MAX_AGE_MS) {
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept.answer;
    }
    if (kept) this.remove(key);
    const generation = this.generation(orgId);
    const underWay = this.reading.get(key);
    // Joined only if nothing changed since that read began, as far as notifications tell.
    if (this.invalidation.active && underWay?.generation === generation) return underWay.answer;
    const answer = this.read(key, orgId, generation, read);
    this.reading.set(key, { generation, answer });
    try {
      return await answer;
    } finally {
      if (this.reading.get(key)?.answer === answer) this.reading.delete(key);
    }
  }

  /**
   * Changes with every invalidation of this organization's answers (or of all): a read is kept
   * only if it is the same after the read as before, so a change that raced it is not kept.
   * Other organizations' changes (a busy club's bookings) do not spoil this one's reads.
   */
  private generation(orgId: string): string {
    return `${this.epoch} ${this.orgChanges.get(orgId) ?? 0}`;
  }

  private async read(
    key: string,
    orgId: string,
    generation: string,
    read: () => Promise<CalendarRead>,
  ): Promise<CalendarAnswer> {
    const { bookings, truncated } = await this.reads
      .run(read, CALENDAR_READS_QUEUE)
      .catch((error) => {
        if (error instanceof TurnsFull) {
          throw serviceBusy(bookingMessages.busy, CALENDAR_RETRY_AFTER_SECONDS);
        }
        throw error;
      });
    const answer = new CalendarAnswer(bookings, truncated);
    if (!this.askedBefore(key)) return answer;
    if (!this.invalidation.active || this.generation(orgId) !== generation) return answer;
    const entry: Answer = {
      orgId,
      answer,
      bytes: answerSize(key, bookings),
      storedAt: Date.now(),
    };
    answer.grew = (bytes) => this.grow(key, entry, bytes);
    this.store(key, entry);
    return answer;
  }

  invalidate(key: InvalidationKey): void {
    if (key.scope === "all" || key.scope === "all-orgs") this.clear();
    if (key.scope !== "org") return;
    this.orgChanges.set(key.id, (this.orgChanges.get(key.id) ?? 0) + 1);
    for (const answer of this.keysByOrg.get(key.id) ?? []) {
      this.remove(answer);
      // Asked for before: kept again from the next read.
      this.remember(answer);
    }
  }

  clear(): void {
    this.epoch++;
    this.orgChanges.clear();
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
    this.makeRoom(answer.bytes);
    this.answers.set(key, answer);
    this.bytes += answer.bytes;
    const keys = this.keysByOrg.get(answer.orgId) ?? new Set();
    keys.add(key);
    this.keysByOrg.set(answer.orgId, keys);
  }

  /** A kept answer that gained a viewer's gzipped JSON. */
  private grow(key: string, entry: Answer, bytes: number) {
    if (this.answers.get(key) !== entry) return;
    this.answers.delete(key);
    this.bytes -= entry.bytes;
    entry.bytes += bytes;
    if (entry.bytes > this.maxBytes / 4) {
      this.dropKey(entry.orgId, key);
      return;
    }
    this.makeRoom(entry.bytes);
    this.answers.set(key, entry);
    this.bytes += entry.bytes;
  }

  private makeRoom(bytes: number) {
    while (this.bytes + bytes > this.maxBytes) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.bytes -= answer.bytes;
    this.dropKey(answer.orgId, key);
  }

  private dropKey(orgId: string, key: string) {
    const keys = this.keysByOrg.get(orgId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByOrg.delete(orgId);
  }
}

const answerSize = (key: string, bookings: readonly PreparedBooking[]) =>
  bookings.reduce((sum, booking) => sum + preparedSize(booking), 2 * key.length + 128);
