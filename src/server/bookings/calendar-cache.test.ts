import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bookingMessages } from "../../shared/bookings/booking.constants";
import type { ChangeNotice } from "../changes/change-notice";
import { type PreparedBooking, writeBookingList } from "./booking.view";
import {
  CALENDAR_READS_QUEUE,
  CALENDAR_RETRY_AFTER_SECONDS,
  CalendarAnswer,
  CalendarCache,
} from "./calendar-cache";

/** The notices' state as the cache reads it; the real one is tested on PostgreSQL. */
function listening() {
  return { active: true, follow: () => {} };
}
/** A change of an organization's bookings, or of every organization's. */
const changed = (org: string | "all"): ChangeNotice => ({
  scope: org === "all" ? "all" : { org },
  kind: "booking",
  action: "updated",
});

const booking = (id: string): PreparedBooking => ({
  facts: { pilotId: "p", instructorId: null, status: "active", editableByMember: true },
  head: `{"id":"${id}"`,
  details: "{}",
});

function counted(cache: CalendarCache, answer: PreparedBooking[] = [booking("a")]) {
  let reads = 0;
  return {
    ask: (org: string, window: string) =>
      cache.answer(org, window, async () => {
        reads++;
        return { bookings: answer, truncated: false };
      }),
    reads: () => reads,
  };
}

describe("the calendar cache", () => {
  it("keeps an answer from the second time its window is asked for", async () => {
    const cache = new CalendarCache(listening());
    const { ask, reads } = counted(cache);
    for (let i = 0; i < 5; i++) await ask("org", "day");
    expect(reads()).toBe(2);
  });

  it("drops an organization's answers on its change, and keeps them again at the next read", async () => {
    const cache = new CalendarCache(listening());
    const { ask, reads } = counted(cache);
    await ask("org", "day");
    await ask("org", "day");
    await ask("other", "day");
    await ask("other", "day");
    cache.apply(changed("org"));
    await ask("org", "day");
    await ask("org", "day");
    await ask("other", "day");
    expect(reads()).toBe(5);
  });

  it("keeps nothing read while its organization changed, or while notifications are lost", async () => {
    const cache = new CalendarCache(listening());
    let reads = 0;
    const ask = (org: string, change: ChangeNotice) =>
      cache.answer(org, "day", async () => {
        reads++;
        cache.apply(change);
        return { bookings: [], truncated: false };
      });
    for (let i = 0; i < 3; i++) await ask("org", changed("org"));
    expect(reads).toBe(3);
    for (let i = 0; i < 3; i++) await ask("busy", changed("all"));
    expect(reads).toBe(6);
    // Another organization's changes do not stop this one's answers being kept.
    for (let i = 0; i < 3; i++) await ask("quiet", changed("busy"));
    expect(reads).toBe(8);
    const deaf = { ...listening(), active: false };
    const unused = counted(new CalendarCache(deaf));
    for (let i = 0; i < 3; i++) await unused.ask("org", "day");
    expect(unused.reads()).toBe(3);
  });

  it("lets the least recently used answers go when full", async () => {
    const big = Array.from({ length: 100 }, (_, i) => booking(`b${i}`));
    // Each answer takes ~9 KB here: four fit.
    const cache = new CalendarCache(listening(), 45_000);
    const { ask, reads } = counted(cache, big);
    for (const window of ["a", "b", "c", "d", "e"]) {
      await ask("org", window);
      await ask("org", window);
    }
    expect(reads()).toBe(10);
    for (const window of ["b", "c", "d", "e"]) await ask("org", window);
    expect(reads()).toBe(10);
    await ask("org", "a");
    expect(reads()).toBe(11);
  });
});

describe("a calendar answer's gzipped JSON", () => {
  it("is each viewer's JSON, made once per viewer", () => {
    const answer = new CalendarAnswer([booking("a"), booking("b")]);
    const admin = { userId: "p", orgId: "org", role: "admin" as const };
    const member = { userId: "m", orgId: "org", role: "member" as const };
    for (const viewer of [admin, member]) {
      const body = answer.for(viewer).gzipped();
      expect(gunzipSync(body).toString("utf8")).toBe(writeBookingList(answer.bookings, viewer));
      expect(answer.for(viewer).json()).toBe(writeBookingList(answer.bookings, viewer));
      expect(answer.for(viewer).gzipped()).toBe(body);
    }
  });
});

describe("reads under way", () => {
  it("are shared by screens asking for the same window, unless something changed since", async () => {
    const cache = new CalendarCache(listening());
    let reads = 0;
    const slowRead = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { bookings: [booking("a")], truncated: false };
    };
    const together = await Promise.all(
      Array.from({ length: 10 }, () => cache.answer("org", "day", slowRead)),
    );
    expect(reads).toBe(1);
    expect(new Set(together).size).toBe(1);
    const first = cache.answer("org", "week", slowRead);
    cache.apply(changed("org"));
    await Promise.all([first, cache.answer("org", "week", slowRead)]);
    expect(reads).toBe(3);
    // Another organization's change spoils nothing: the read under way is shared.
    const next = cache.answer("org", "month", slowRead);
    cache.apply(changed("other"));
    await Promise.all([next, cache.answer("org", "month", slowRead)]);
    expect(reads).toBe(4);
  });
});

describe("the queue of reads", () => {
  it("refuses distinct windows beyond its bound at once, with 503 and Retry-After", async () => {
    const cache = new CalendarCache(listening());
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const heldRead = async () => {
      await held;
      return { bookings: [], truncated: false };
    };
    // Four reads run, the queue's places wait: every one a window of its own.
    const accepted = Array.from({ length: 4 + CALENDAR_READS_QUEUE }, (_, day) =>
      cache.answer("org", `day ${day}`, heldRead),
    );
    await expect(cache.answer("org", "one more day", heldRead)).rejects.toMatchObject({
      status: 503,
      code: "SERVER_BUSY",
      message: bookingMessages.busy,
      headers: { "retry-after": String(CALENDAR_RETRY_AFTER_SECONDS) },
    });
    release();
    await Promise.all(accepted);
    // Once drained, a read is taken again.
    await expect(cache.answer("org", "one more day", heldRead)).resolves.toBeDefined();
  });
});
