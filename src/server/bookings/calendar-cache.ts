/**
 * The calendar's answers (bookings of an organization over a window), kept in memory once read,
 * prepared for every viewer: every member opens the same days, many times a day. An answer is
 * dropped when a notice tells of a change of its organization's bookings or pilots' names
 * (changes/); the least recently used go first when the cache is full, and none is older than
 * MAX_AGE_MS (KeptCache).
 * An answer is kept from the second time its window is asked for: a window asked for once (a
 * member paging through last year) neither pushes out the days everyone opens nor fills memory.
 * Screens that ask for the same window while it is read (every open calendar re-reads the day
 * after a booking) share that read, and a few reads at most run at once: each holds hundreds
 * of rows while it is prepared, and more at once would not finish sooner.
 */
import { bookingMessages } from "../../shared/bookings/booking.constants";
import type { Booking } from "../../shared/bookings/booking.types";
import { KeptCache } from "../cache/kept-cache";
import { type ChangeNotice, orgOf } from "../changes/change-notice";
import type { ChangeFollower, Changes } from "../changes/changes";
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
    // By role too: what a viewer sees of others' bookings depends on it.
    const viewer = `${actor.userId} ${actor.role}`;
    let copy = this.copies.get(viewer);
    if (!copy) {
      copy = new PreparedJson(
        () => writeBookingList(this.bookings, actor, this.truncated),
        (bytes) => this.grew(bytes + 2 * viewer.length + 64),
      );
      this.copies.set(viewer, copy);
    }
    return copy;
  }
}

/** What a read of the database gives the cache. */
export interface CalendarRead {
  bookings: PreparedBooking[];
  truncated: boolean;
}

export class CalendarCache implements ChangeFollower {
  /** By `orgId window`, in groups by organization. */
  private readonly kept: KeptCache<CalendarAnswer>;
  private readonly askedOnce = new Set<string>();
  private readonly reads = new Turns(READS_AT_ONCE);

  constructor(changes: Pick<Changes, "active" | "follow">, maxBytes = MAX_BYTES) {
    // A read compares its own organization's changes: other clubs' bookings do not spoil it.
    this.kept = new KeptCache({
      capacity: maxBytes,
      maxAgeMs: MAX_AGE_MS,
      active: () => changes.active,
      generationPer: "group",
    });
    changes.follow(this);
  }

  /**
   * The answer for this organization and window: kept, or read with `read` and kept unless a
   * change raced the read.
   */
  answer(
    orgId: string,
    window: string,
    read: () => Promise<CalendarRead>,
  ): Promise<CalendarAnswer> {
    const key = `${orgId} ${window}`;
    return this.kept.read(
      key,
      orgId,
      async () => {
        const { bookings, truncated } = await this.reads
          .run(read, CALENDAR_READS_QUEUE)
          .catch((error) => {
            if (error instanceof TurnsFull) {
              throw serviceBusy(bookingMessages.busy, CALENDAR_RETRY_AFTER_SECONDS);
            }
            throw error;
          });
        const answer = new CalendarAnswer(bookings, truncated);
        answer.grew = (bytes) => this.kept.grow(key, answer, bytes);
        return answer;
      },
      {
        weigh: (answer) => answerSize(key, answer.bookings),
        keepIf: () => this.askedBefore(key),
      },
    );
  }

  /** Bookings, and the names calendars show (members, former members), of an organization. */
  apply(notice: ChangeNotice): void {
    if (notice.kind !== "booking" && notice.kind !== "member" && notice.kind !== "former-member")
      return;
    const orgId = orgOf(notice);
    if (orgId === undefined) {
      if (notice.scope === "all") this.clear();
      return;
    }
    // Asked for before: kept again from the next read.
    for (const key of this.kept.drop(orgId)) this.remember(key);
  }

  clear(): void {
    this.kept.clear();
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
}

const answerSize = (key: string, bookings: readonly PreparedBooking[]) =>
  bookings.reduce((sum, booking) => sum + preparedSize(booking), 2 * key.length + 128);
