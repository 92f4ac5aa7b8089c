import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's first recommended parameter set (m=19 MiB, t=2, p=1). */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; a const enum, which verbatimModuleSyntax cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes at once at most: each takes 19 MiB and a core for ~50 ms, so more in parallel would not
 * finish sooner on a small server, only hold more memory (20 members signing in at once took
 * ~70 MB more with libuv's 4 threads). The others wait their turn, in order.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT) running++;
  // A waiter is handed the finishing one's turn.
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string) => inTurn(() => hash(password, ARGON2_OPTIONS));

export async function verifyPassword({
  hash: digest,
  password,
}: {
  hash: string;
  password: string;
}) {
  try {
    return await inTurn(() => verify(digest, password));
  } catch {
    return false;
  }
}
