import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { link, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
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

/**
 * As typed or pasted: any case, spaces or dashes anywhere, and the letters the alphabet leaves
 * out read as the digits they look like (O as 0, I and L as 1).
 */
const normalized = (code: string) =>
  code
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
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
  if (stored !== undefined && FORMAT.test(stored.trim())) return { code: stored.trim(), file };
  const code = generateSetupCode();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Written whole under another name first: a crash halfway leaves no empty code behind.
  const draft = `${file}.${process.pid}.${randomInt(1e9)}.tmp`;
  await writeFile(draft, `${code}\n`, { mode: 0o600 });
  try {
    if (stored === undefined) {
      // `link` fails if the file is there: another server sharing DATA_DIR wrote one first.
      await link(draft, file);
    } else {
      // A code that is not one (cut short, edited by hand) is replaced, not a reason to stop.
      await rename(draft, file);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return loadOrCreateSetupCode(dataDir);
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
