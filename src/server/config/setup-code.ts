import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const SETUP_CODE_FILE = "setup-code.txt";

/** Letters and digits no one misreads (no I, L, O or U): the code is read off a log and typed. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 16 characters of 32: 80 bits, far beyond guessing at the throttled rate. */
const GROUPS = 4;
const GROUP_LENGTH = 4;
const FORMAT = new RegExp(
  `^[${ALPHABET}]{${GROUP_LENGTH}}(?:-[${ALPHABET}]{${GROUP_LENGTH}}){${GROUPS - 1}}$`,
);

export function generateSetupCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

/** As typed or pasted: any case, spaces or dashes anywhere. */
const normalized = (code: string) => code.toUpperCase().replace(/[\s-]+/g, "");
const digest = (code: string) => createHash("sha256").update(normalized(code)).digest();

/** Compared through digests of equal length, in constant time. */
export function setupCodeMatches(typed: string, expected: string): boolean {
  return timingSafeEqual(digest(typed), digest(expected));
}

/**
 * The one-time code that lets its holder restore an organization while nobody uses this
 * installation. Made on the first start and kept in DATA_DIR, readable by the server's user only,
 * so whoever runs the server (and nobody who merely reaches it) can find it again.
 */
export async function loadOrCreateSetupCode(
  dataDir: string,
): Promise<{ code: string; file: string }> {
  const file = path.join(dataDir, SETUP_CODE_FILE);
  const stored = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (stored !== undefined) {
    const code = stored.trim();
    if (!FORMAT.test(code)) {
      throw new Error(`${file} is damaged; move it away to generate a new setup code`);
    }
    return { code, file };
  }
  const code = generateSetupCode();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${code}\n`, { mode: 0o600, flag: "wx" });
    return { code, file };
  } catch (error) {
    // Another server sharing this DATA_DIR wrote one first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return loadOrCreateSetupCode(dataDir);
  }
}

/** What `npm start` prints while the installation takes an import. */
export function setupCodeNotice(code: string, file: string): string[] {
  return [
    "Nobody has signed up yet. To restore an organization from a backup file",
    '("Restore an organization" on the sign-in page), enter this setup code:',
    "",
    `    ${code}`,
    "",
    `It is kept in ${file}. It stops working once anyone has signed up.`,
  ];
}
