import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's first recommended parameter set (m=19 MiB, t=2, p=1). */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; a const enum, which verbatimModuleSyntax cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword({
  hash: digest,
  password,
}: {
  hash: string;
  password: string;
}) {
  try {
    return await verify(digest, password);
  } catch {
    return false;
  }
}
