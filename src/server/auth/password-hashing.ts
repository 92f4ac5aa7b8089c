import { AsyncLocalStorage } from "node:async_hooks";
import { hash, verify } from "@node-rs/argon2";
import { authMessages } from "../../shared/auth/auth.schemas";
import { Turns, TurnsFull } from "../concurrency/turns";
import { serviceBusy } from "../http/errors";

/** argon2id with OWASP's first recommended parameter set (m=19 MiB, t=2, p=1). */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; a const enum, which verbatimModuleSyntax cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Two hashes at once at most: each takes 19 MiB and a core for ~41 ms, so more in parallel
 * would not finish sooner on a small server, only hold more memory (20 members signing in at
 * once took ~70 MB more with libuv's 4 threads).
 *
 * Exported for tests, which hold its turns to fill the queue as a flood would.
 */
export const passwordHashing = new Turns(2);

/**
 * At most 64 wait (~1.3 s of hashing at ~41 ms, two at once): beyond that the caller is told to
 * come back rather than queued behind a flood. New passwords (sign-ups, links, restores) may
 * take only half of the places, so sign-ins always find room. See
 * docs/decisions/0022-accounts-under-load.md.
 */
export const HASHING_QUEUE = { signIn: 64, newPassword: 32 } as const;
/** What a refused caller is told: about the time the full queue takes to drain. */
export const HASHING_RETRY_AFTER_SECONDS = 2;

const signingIn = new AsyncLocalStorage<true>();

/** Runs `work` (a sign-in or a check of the current password) with sign-ins' share of the queue. */
export const asSignIn = <T>(work: () => Promise<T>): Promise<T> => signingIn.run(true, work);

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const limit = signingIn.getStore() ? HASHING_QUEUE.signIn : HASHING_QUEUE.newPassword;
  try {
    return await passwordHashing.run(work, limit);
  } catch (error) {
    if (error instanceof TurnsFull) {
      throw serviceBusy(authMessages.busy, HASHING_RETRY_AFTER_SECONDS);
    }
    throw error;
  }
}

/** When the queue is full these throw the 503 error of `serviceBusy`: no attempt was made. */
export const hashPassword = (password: string) => inTurn(() => hash(password, ARGON2_OPTIONS));

export function verifyPassword({ hash: digest, password }: { hash: string; password: string }) {
  return inTurn(async () => {
    try {
      return await verify(digest, password);
    } catch {
      // A stored hash that cannot be read matches no password.
      return false;
    }
  });
}
