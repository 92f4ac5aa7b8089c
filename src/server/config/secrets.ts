import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

const secretsSchema = z.object({
  authSecret: z.string().min(32),
  embeddedDatabasePassword: z.string().min(16),
});
export type Secrets = z.infer<typeof secretsSchema>;

/**
 * Secrets the server makes for itself, generated once and kept in DATA_DIR (never in git), so
 * that sessions survive a restart.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, "secrets.json");
  try {
    return secretsSchema.parse(JSON.parse(await readFile(file, "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new Error(`${file} is unreadable or damaged; move it away to generate new secrets`, {
        cause: error,
      });
    }
  }
  const secrets: Secrets = {
    authSecret: randomBytes(32).toString("base64url"),
    embeddedDatabasePassword: randomBytes(24).toString("base64url"),
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
