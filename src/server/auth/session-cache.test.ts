import { describe, expect, it } from "vitest";
import type { ChangeNotice } from "../changes/change-notice";
import { type CheckedSession, SessionCache } from "./session-cache";

/** The notices' state as the cache reads it; the real one is tested on PostgreSQL. */
const listening = { active: true, follow: () => {} };

const session = (userId: string): CheckedSession => ({
  userId,
  createdAt: 0,
  recheckAt: Number.MAX_SAFE_INTEGER,
});

const bookings = (org: string | "all"): ChangeNotice => ({
  scope: org === "all" ? "all" : { org },
  kind: "booking",
  action: "updated",
});
const signedOut = (user: string): ChangeNotice => ({
  scope: { user },
  kind: "session",
  action: "deleted",
});
const profiles = (ids?: string[]): ChangeNotice => ({
  scope: { org: "club" },
  kind: "member",
  action: "updated",
  ...(ids ? { ids } : {}),
});

describe("the session cache", () => {
  it("keeps a check that raced a change of bookings or calendars", () => {
    const cache = new SessionCache(listening);
    const generation = cache.generation;
    cache.apply(bookings("club"));
    cache.apply(bookings("all"));
    cache.apply({ scope: "all", kind: "former-member", action: "deleted" });
    cache.set("cookie", session("ann"), generation);
    expect(cache.get("cookie")?.userId).toBe("ann");
  });

  it("keeps no check that raced a change of any user's sessions or membership", () => {
    const cache = new SessionCache(listening);
    for (const change of [
      () => cache.apply(signedOut("bob")),
      () => cache.apply(profiles(["bob"])),
      () => cache.apply({ scope: "all", kind: "session", action: "deleted" }),
      () => cache.clear(),
    ]) {
      const generation = cache.generation;
      change();
      cache.set("cookie", session("ann"), generation);
      expect(cache.get("cookie")).toBeUndefined();
    }
  });

  it("drops a user's sessions when they change, and no one else's", () => {
    const cache = new SessionCache(listening);
    cache.set("a", session("ann"), cache.generation);
    cache.set("b", session("bob"), cache.generation);
    cache.set("c", session("cat"), cache.generation);
    cache.apply(signedOut("ann"));
    cache.apply(profiles(["cat"]));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.userId).toBe("bob");
    expect(cache.get("c")).toBeUndefined();
    // Every profile (a truncate): every session.
    cache.apply(profiles());
    expect(cache.get("b")).toBeUndefined();
  });

  it("checks a session again once it is due", () => {
    const cache = new SessionCache(listening);
    cache.set("a", { ...session("ann"), recheckAt: Date.now() - 1 }, cache.generation);
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps nothing while notices are lost", () => {
    const cache = new SessionCache({ ...listening, active: false });
    cache.set("a", session("ann"), cache.generation);
    expect(cache.get("a")).toBeUndefined();
  });

  it("tells its watchers whose access changed: a user's, or everyone's when all went", () => {
    const cache = new SessionCache(listening);
    const told: (string | null)[] = [];
    const stop = cache.watch((userId) => told.push(userId));
    cache.apply(bookings("club"));
    cache.apply(bookings("all"));
    cache.apply(signedOut("bob"));
    cache.apply(profiles(["cat", "dan"]));
    cache.apply({ scope: "all", kind: "session", action: "deleted" });
    cache.clear();
    stop();
    cache.apply(signedOut("ann"));
    expect(told).toEqual(["bob", "cat", "dan", null, null]);
  });
});
