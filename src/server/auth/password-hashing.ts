import { hash, verify } from "@node-rs/argon2";
import { Turns } from "../concurrency/turns";

/** argon2id with OWASP's first recommended parameter set (m=19 MiB, t=2, p=1). */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; a const enum, which verbatimModuleSyntax cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Two hashes at once at most: each takes 19 MiB and a core for ~50 ms, so more in parallel
 * would not finish sooner on a small server, only hold more memory (20 members signing in at
 * once took ~70 MB more with libuv's 4 threads).
 */
const hashing = new Turns(2);

export const hashPassword = (password: string) => hashing.run(() => hash(password, ARGON2_OPTIONS));

export async function verifyPassword({
  hash: digest,
  password,
}: {
  hash: string;
  password: string;
}) {
  try {
    return await hashing.run(() => verify(digest, password));
  } catch {
    return false;
  }
}
