import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

const secretsSchema = z.object({
  authSecret: z.string().min(32),
  /** The embedded PostgreSQL's superuser's, used at start only. */
  embeddedDatabasePassword: z.string().min(16),
  /** The embedded PostgreSQL's role for the app, which owns Hangar's database. */
  embeddedDatabaseAppPassword: z.string().min(16),
});
export type Secrets = z.infer<typeof secretsSchema>;

/**
 * Files written before a secret existed lack it: it is added at the next start, and whatever
 * else the file holds is kept.
 */
const storedSecretsSchema = secretsSchema.partial({ embeddedDatabaseAppPassword: true }).loose();

const newPassword = () => randomBytes(24).toString("base64url");

/**
 * Secrets the server makes for itself, generated once and kept in DATA_DIR (never in git), so
 * that sessions survive a restart.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, "secrets.json");
  let stored: z.infer<typeof storedSecretsSchema> | undefined;
  try {
    stored = storedSecretsSchema.parse(JSON.parse(await readFile(file, "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new Error(`${file} is unreadable or damaged; move it away to generate new secrets`, {
        cause: error,
      });
    }
  }
  if (stored?.embeddedDatabaseAppPassword) return secretsSchema.parse(stored);
  if (stored) {
    const completed = { ...stored, embeddedDatabaseAppPassword: newPassword() };
    await replaceFile(file, completed);
    return secretsSchema.parse(completed);
  }
  const secrets: Secrets = {
    authSecret: randomBytes(32).toString("base64url"),
    embeddedDatabasePassword: newPassword(),
    embeddedDatabaseAppPassword: newPassword(),
  };
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    return secrets;
  } catch (error) {
    // Another server sharing this DATA_DIR wrote them first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return secretsSchema.parse(JSON.parse(await readFile(file, "utf8")));
  }
}

/** Rewrites the file whole, by a rename, so that no reader ever meets half of it. */
async function replaceFile(file: string, content: object): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  await rename(temporary, file);
}
