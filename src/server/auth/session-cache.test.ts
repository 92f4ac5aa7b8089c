import { describe, expect, it } from "vitest";
import type { CacheInvalidation } from "../cache/cache-invalidation";
import { type CheckedSession, SessionCache } from "./session-cache";

/** The invalidation's state as the cache reads it; the real one is tested on PostgreSQL. */
const listening = { active: true, register: () => {} } as unknown as CacheInvalidation;

const session = (userId: string): CheckedSession => ({
  userId,
  createdAt: 0,
  recheckAt: Number.MAX_SAFE_INTEGER,
});

describe("the session cache", () => {
  it("keeps a check that raced a change of bookings or calendars", () => {
    const cache = new SessionCache(listening);
    const generation = cache.generation;
    cache.invalidate({ scope: "org", id: "club" });
    cache.invalidate({ scope: "all-orgs" });
    cache.set("cookie", session("ann"), generation);
    expect(cache.get("cookie", 0)?.userId).toBe("ann");
  });

  it("keeps no check that raced a change of any user's sessions or membership", () => {
    const cache = new SessionCache(listening);
    for (const change of [
      () => cache.invalidate({ scope: "user", id: "bob" }),
      () => cache.invalidate({ scope: "all" }),
      () => cache.clear(),
    ]) {
      const generation = cache.generation;
      change();
      cache.set("cookie", session("ann"), generation);
      expect(cache.get("cookie", 0)).toBeUndefined();
    }
  });

  it("drops a user's sessions when they change, and no one else's", () => {
    const cache = new SessionCache(listening);
    cache.set("a", session("ann"), cache.generation);
    cache.set("b", session("bob"), cache.generation);
    cache.invalidate({ scope: "user", id: "ann" });
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.get("b", 0)?.userId).toBe("bob");
  });

  it("tells its watchers whose access changed: a user's, or everyone's when all went", () => {
    const cache = new SessionCache(listening);
    const told: (string | null)[] = [];
    const stop = cache.watch((userId) => told.push(userId));
    cache.invalidate({ scope: "org", id: "club" });
    cache.invalidate({ scope: "all-orgs" });
    cache.invalidate({ scope: "user", id: "bob" });
    cache.invalidate({ scope: "all" });
    cache.clear();
    stop();
    cache.invalidate({ scope: "user", id: "ann" });
    expect(told).toEqual(["bob", null, null]);
  });
});
