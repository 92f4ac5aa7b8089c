/**
 * The sessions this instance has checked, by the session cookie's signed value (verified before
 * it is kept, so a value found here needs no new check), with the member each one acts as: most
 * requests then need no query to know their caller. better-auth still decides every session
 * first, and again whenever it would extend one (past its refresh time) or when a copy is
 * dropped; the database's notifications drop a user's copies when their sessions or profile
 * change (sign-out, password change, role, removal), see CacheInvalidation.
 */
import type { Role } from "../../shared/profile/user.types";
import type {
  CacheInvalidation,
  InvalidatedCache,
  InvalidationKey,
} from "../cache/cache-invalidation";

export interface CheckedSession {
  userId: string;
  createdAt: number;
  /** Past this, better-auth checks the session again (and extends it). */
  recheckAt: number;
  /** The organization and role, once the user is a member who finished onboarding. */
  member?: { orgId: string; role: Role };
}

const MAX_SESSIONS = 20_000;

/** Told a user's id when their sessions or membership changed, or null when every copy went. */
export type AccessChangeWatcher = (userId: string | null) => void;

export class SessionCache implements InvalidatedCache {
  private readonly byCookie = new Map<string, CheckedSession>();
  private readonly cookiesByUser = new Map<string, Set<string>>();
  private changes = 0;
  private readonly watchers = new Set<AccessChangeWatcher>();

  constructor(private readonly invalidation: CacheInvalidation) {
    invalidation.register(this);
  }

  /** The session of this cookie value, if it was checked and needs no new check at `now`. */
  get(cookie: string, now: number): CheckedSession | undefined {
    const session = this.byCookie.get(cookie);
    if (session && now >= session.recheckAt) {
      this.forget(cookie);
      return undefined;
    }
    return session;
  }

  /**
   * Changes whenever a user's sessions or membership change (or everything goes). Taken before a
   * check and passed to `set`: what was read while one changed is not kept. Other changes
   * (bookings, calendars) leave it alone, so a busy club's writers keep their sessions.
   */
  get generation(): number {
    return this.changes;
  }

  /** Keeps what was read since `generation`, unless something changed in between. */
  set(cookie: string, session: CheckedSession, generation: number): void {
    if (!this.invalidation.active || this.changes !== generation) return;
    if (!this.byCookie.has(cookie) && this.byCookie.size >= MAX_SESSIONS) {
      const oldest = this.byCookie.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.byCookie.set(cookie, session);
    const cookies = this.cookiesByUser.get(session.userId) ?? new Set();
    cookies.add(cookie);
    this.cookiesByUser.set(session.userId, cookies);
  }

  forget(cookie: string): void {
    const session = this.byCookie.get(cookie);
    if (!session) return;
    this.byCookie.delete(cookie);
    const cookies = this.cookiesByUser.get(session.userId);
    cookies?.delete(cookie);
    if (cookies?.size === 0) this.cookiesByUser.delete(session.userId);
  }

  /**
   * Calls `watcher` once a user's copies went (or all of them), so that what relies on a user's
   * access for a long time (an open event stream) checks it again; returns the function that
   * stops it.
   */
  watch(watcher: AccessChangeWatcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  invalidate(key: InvalidationKey): void {
    if (key.scope === "all") this.clear();
    if (key.scope !== "user") return;
    this.changes++;
    for (const cookie of this.cookiesByUser.get(key.id) ?? []) this.byCookie.delete(cookie);
    this.cookiesByUser.delete(key.id);
    for (const watcher of this.watchers) watcher(key.id);
  }

  clear(): void {
    this.changes++;
    this.byCookie.clear();
    this.cookiesByUser.clear();
    for (const watcher of this.watchers) watcher(null);
  }
}
