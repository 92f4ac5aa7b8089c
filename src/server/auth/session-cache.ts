/**
 * The sessions this instance has checked, by token, with the member each one acts as: most
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

export class SessionCache implements InvalidatedCache {
  private readonly byToken = new Map<string, CheckedSession>();
  private readonly tokensByUser = new Map<string, Set<string>>();

  constructor(private readonly invalidation: CacheInvalidation) {
    invalidation.register(this);
  }

  /** The session of this token, if it was checked and needs no new check at `now`. */
  get(token: string, now: number): CheckedSession | undefined {
    const session = this.byToken.get(token);
    if (session && now >= session.recheckAt) {
      this.forget(token);
      return undefined;
    }
    return session;
  }

  /** Keeps what was read since `generation`, unless something changed in between. */
  set(token: string, session: CheckedSession, generation: number): void {
    if (!this.invalidation.active || this.invalidation.generation !== generation) return;
    if (!this.byToken.has(token) && this.byToken.size >= MAX_SESSIONS) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.byToken.set(token, session);
    const tokens = this.tokensByUser.get(session.userId) ?? new Set();
    tokens.add(token);
    this.tokensByUser.set(session.userId, tokens);
  }

  forget(token: string): void {
    const session = this.byToken.get(token);
    if (!session) return;
    this.byToken.delete(token);
    const tokens = this.tokensByUser.get(session.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensByUser.delete(session.userId);
  }

  invalidate(key: InvalidationKey): void {
    if (key.scope === "all") this.clear();
    if (key.scope !== "user") return;
    for (const token of this.tokensByUser.get(key.id) ?? []) this.byToken.delete(token);
    this.tokensByUser.delete(key.id);
  }

  clear(): void {
    this.byToken.clear();
    this.tokensByUser.clear();
  }
}
