/**
 * The sessions this instance has checked, by the session cookie's signed value (verified before
 * it is kept, so a value found here needs no new check), with the member each one acts as: most
 * requests then need no query to know their caller. better-auth still decides every session
 * first, and again whenever it would extend one (past its refresh time) or when a copy is
 * dropped; the database's notifications drop a user's copies when their sessions or profile
 * change (sign-out, password change, role, removal): see changes/ and KeptCache.
 */
import type { Role } from "../../shared/profile/user.types";
import { KeptCache } from "../cache/kept-cache";
import type { ChangeNotice } from "../changes/change-notice";
import type { ChangeFollower, Changes } from "../changes/changes";

export interface CheckedSession {
  userId: string;
  createdAt: number;
  /** Past this, better-auth checks the session again (and extends it). */
  recheckAt: number;
  /** The organization and role, once the user is a member who finished onboarding. */
  member?: { orgId: string; role: Role };
}

const MAX_SESSIONS = 20_000;
/** Sessions carry their own expiry (`recheckAt`); this only bounds it. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Told a user's id when their sessions or membership changed, or null when every copy went. */
export type AccessChangeWatcher = (userId: string | null) => void;

export class SessionCache implements ChangeFollower {
  /** By cookie, in groups by user; each weighs 1, so the capacity is a count. */
  private readonly kept: KeptCache<CheckedSession>;
  private readonly watchers = new Set<AccessChangeWatcher>();

  constructor(changes: Pick<Changes, "active" | "follow">) {
    // A check cannot tell its user before it ran: any user's change spoils it.
    this.kept = new KeptCache({
      capacity: MAX_SESSIONS,
      maxAgeMs: MAX_AGE_MS,
      active: () => changes.active,
      generationPer: "cache",
    });
    changes.follow(this);
  }

  /** The session of this cookie value, if it was checked and needs no new check now. */
  get(cookie: string): CheckedSession | undefined {
    return this.kept.get(cookie);
  }

  /**
   * Changes whenever a user's sessions or membership change (or everything goes). Taken before a
   * check and passed to `set`: what was read while one changed is not kept. Other changes
   * (bookings, calendars) leave it alone, so a busy club's writers keep their sessions.
   */
  get generation(): string {
    return this.kept.generation("");
  }

  /** Keeps what was read since `generation`, unless something changed in between. */
  set(cookie: string, session: CheckedSession, generation: string): void {
    this.kept.keep(cookie, session, {
      group: session.userId,
      generation,
      weight: 1,
      expiresAt: session.recheckAt,
    });
  }

  forget(cookie: string): void {
    this.kept.delete(cookie);
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

  /** A user's sessions or account, or a member's profile: their copies go. */
  apply(notice: ChangeNotice): void {
    if (notice.kind === "session" && typeof notice.scope === "object" && "user" in notice.scope) {
      this.drop(notice.scope.user);
    } else if (notice.kind === "session" || notice.kind === "member") {
      if (notice.ids) for (const userId of notice.ids) this.drop(userId);
      else this.clear();
    }
  }

  clear(): void {
    this.kept.clear();
    for (const watcher of this.watchers) watcher(null);
  }

  private drop(userId: string) {
    this.kept.drop(userId);
    for (const watcher of this.watchers) watcher(userId);
  }
}
