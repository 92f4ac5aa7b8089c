import { AsyncLocalStorage } from "node:async_hooks";
import { hash, verify } from "@node-rs/argon2";
import { authMessages } from "../../shared/auth/auth.schemas";
import { Turns, TurnsFull } from "../concurrency/turns";
import { addressKey } from "../http/client-address";
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

/** Who a hash is for: the client's address and, when known, the account (its email). */
export interface HashingClient {
  address: string;
  account?: string;
}

/**
 * One client's share of the queue, on this instance: so many of its hashes at once (waiting in
 * the queue or running), the next few waiting their turn outside it, and beyond those 503 as
 * for a full queue. A success gives its places under the rate limits back at once, so without
 * this one address with a few accounts could keep the queue full of right passwords. Those
 * waiting outside hold no place in the queue; they let a clubhouse's members, who share one
 * address, sign in at the same moment.
 */
export const HASHING_PER_CLIENT = {
  address: { atOnce: 4, waiting: 32 },
  account: { atOnce: 2, waiting: 6 },
} as const;

const asked = new AsyncLocalStorage<HashingClient & { signIn: boolean }>();

/** Runs `work` (a sign-in or a check of the current password) with sign-ins' share of the queue. */
export const asSignIn = <T>(client: HashingClient, work: () => Promise<T>): Promise<T> =>
  asked.run({ ...client, signIn: true }, work);

/** Runs `work` (a sign-up, a password set by a link) within the client's share of the queue. */
export const asNewPassword = <T>(client: HashingClient, work: () => Promise<T>): Promise<T> =>
  asked.run({ ...client, signIn: false }, work);

/** Each client's turns while it has hashes waiting or running; gone when it has none. */
const clients = new Map<string, Turns>();

/** How many hashes of the client at `address` wait or run, in the queue or outside it. */
export const hashesOf = (address: string): number =>
  clients.get(`address:${addressKey(address)}`)?.waitingOrRunning ?? 0;

async function inClientsTurn<T>(
  key: string | undefined,
  share: { atOnce: number; waiting: number },
  work: () => Promise<T>,
): Promise<T> {
  if (key === undefined) return work();
  let turns = clients.get(key);
  if (!turns) {
    turns = new Turns(share.atOnce);
    clients.set(key, turns);
  }
  try {
    return await turns.run(work, share.waiting);
  } finally {
    if (!turns.busy && clients.get(key) === turns) clients.delete(key);
  }
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const client = asked.getStore();
  const limit = client?.signIn ? HASHING_QUEUE.signIn : HASHING_QUEUE.newPassword;
  const { address: perAddress, account: perAccount } = HASHING_PER_CLIENT;
  try {
    // Always in this order (address, account, queue), so no two wait for each other.
    return await inClientsTurn(client && `address:${addressKey(client.address)}`, perAddress, () =>
      inClientsTurn(client?.account && `account:${client.account.toLowerCase()}`, perAccount, () =>
        passwordHashing.run(work, limit),
      ),
    );
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
