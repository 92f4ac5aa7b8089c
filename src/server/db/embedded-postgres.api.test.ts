/**
 * `npm start`'s database lifecycle, on the real server process: first start, restart on the
 * same data, recovery after SIGKILL, a stale lock file, clean Ctrl-C, and DATABASE_URL.
 */

import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../../tests/server/support/server-process";
import { createTestDatabase } from "../../../tests/server/support/test-database";
import { SETUP_CODE_FILE } from "../config/setup-code";
import { applyMigrations, connectDatabase } from "./database";
import { APP_ROLE, startEmbeddedPostgres } from "./embedded-postgres";
import { binaries, initialiseCluster, reachableBinaries, systemUser } from "./postgres-cluster";

const execFileAsync = promisify(execFile);

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hangar-start-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const pidOf = async (dir: string) =>
  Number.parseInt(
    (await readFile(path.join(dir, "pg", "postmaster.pid"), "utf8")).split("\n")[0] ?? "",
    10,
  );

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Registers and returns the session cookie. */
async function register(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: "correct horse battery" }),
  });
  expect(response.status).toBe(201);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const loginKept = (url: string) => login(url, "kept@example.org");

const me = async (url: string, cookie: string) =>
  (await fetch(`${url}/api/me`, { headers: { cookie } })).status;

async function login(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: "correct horse battery" }),
  });
  return response.status;
}

describe("embedded PostgreSQL", () => {
  it("starts, survives a SIGKILL of the server, recovers, keeps the data and stops cleanly", async () => {
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()) };
    const first = spawnServer(env);
    await waitForHealth(first);
    expect(first.output()).toContain(`Hangar is running at http://127.0.0.1:${env.PORT}`);
    // Nobody has signed up: the log shows the setup code that a restore asks for, as kept.
    const setupCodeFile = path.join(dataDir, SETUP_CODE_FILE);
    const setupCode = (await readFile(setupCodeFile, "utf8")).trim();
    expect(first.output()).toContain(`[hangar]     ${setupCode}\n`);
    expect(first.output()).toContain(setupCodeFile);
    const session = await register(first.url, "kept@example.org");
    const orphan = await pidOf(dataDir);

    first.child.kill("SIGKILL");
    await first.exited;
    // The database outlives a killed server: the next start must deal with it.
    expect(isAlive(orphan)).toBe(true);

    const second = spawnServer({ ...env, PORT: String(await freePort()) });
    await waitForHealth(second);
    expect(second.output()).toContain("still running");
    // In use now: the code no longer works, and is no longer shown.
    expect(second.output()).not.toContain(setupCode);
    expect(isAlive(orphan)).toBe(false);
    expect(await login(second.url, "kept@example.org")).toBe(200);
    // The session of before the crash is still valid: sessions and their secret are stored.
    expect(await me(second.url, session)).toBe(200);
    const running = await pidOf(dataDir);

    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain("Stopped.");
    expect(isAlive(running)).toBe(false);
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  });

  it("refuses a second server on the same DATA_DIR, and the first keeps working", async () => {
    const first = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitForHealth(first);
    const second = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Hangar server \(pid \d+\) is running with DATA_DIR/);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await login(first.url, "kept@example.org")).toBe(200);
    first.child.kill("SIGINT");
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "hangar.pid"))).toBe(false);
  });

  it("clears a stale lock file whose process is gone", async () => {
    await writeFile(path.join(dataDir, "pg", "postmaster.pid"), "999999\n/nonexistent\n");
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitForHealth(server);
    expect(server.output()).toContain("stale PostgreSQL lock file");
    expect(await login(server.url, "kept@example.org")).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("uses DATABASE_URL instead, and starts no database of its own", async () => {
    const database = await createTestDatabase();
    const otherDir = await mkdtemp(path.join(os.tmpdir(), "hangar-external-"));
    try {
      const server = spawnServer({
        DATA_DIR: otherDir,
        DATABASE_URL: database.url,
        PORT: String(await freePort()),
      });
      await waitForHealth(server);
      expect(existsSync(path.join(otherDir, "pg"))).toBe(false);
      await register(server.url, "external@example.org");
      const { rows } = await database.pool.query("select email from auth_users");
      expect(rows).toEqual([{ email: "external@example.org" }]);
      server.child.kill("SIGINT");
      expect(await server.exited).toBe(0);
    } finally {
      await database.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it("answers 503 while its database is down, and recovers by itself when it is back", async () => {
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitForHealth(server);
    process.kill(await pidOf(dataDir), "SIGKILL");
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health`)).status, {
        timeout: 20_000,
        interval: 50,
      })
      .toBe(503);
    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health.message).toBe("The database is unavailable. Please try again in a moment.");
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: "kept@example.org", password: "correct horse battery" }),
    });
    expect(login.status).toBe(503);
    expect(JSON.stringify(await login.json())).not.toMatch(/ECONNREFUSED|\.ts:/);
    // The server starts its database again; PostgreSQL recovers from its WAL.
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health`)).status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe(200);
    // The database answers a moment before the watchdog, which waited for its start, says so.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("PostgreSQL is back.");
    await expect.poll(() => loginKept(server.url), { timeout: 10_000 }).toBe(200);
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
  });

  it("refuses to start with a bad setting, naming the variable", async () => {
    const server = spawnServer({ DATA_DIR: dataDir, PORT: "eighty" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="eighty": expected a port number');
  });
});

/** Objects of Hangar's database its role does not own (an extension's stay the superuser's). */
const NOT_OWNED = `
  select kind || ' ' || name as object from (
    select 'database' as kind, datname::text as name, datdba as owner, oid,
      'pg_database'::regclass as catalog
    from pg_database where datname = current_database()
    union all
    select 'schema', nspname, nspowner, oid, 'pg_namespace'::regclass from pg_namespace
    where nspname not like 'pg\\_%' and nspname <> 'information_schema'
    union all
    select 'relation', c.oid::regclass::text, c.relowner, c.oid, 'pg_class'::regclass
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle')
    union all
    select 'function', p.oid::regprocedure::text, p.proowner, p.oid, 'pg_proc'::regclass
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'drizzle')
  ) as objects
  where owner <> (select oid from pg_roles where rolname = current_user)
    and not exists (select from pg_depend d
      where d.classid = objects.catalog and d.objid = objects.oid and d.deptype = 'e')
  order by 1`;

/** What the connection's role is, and whether it owns its database. */
async function whoAmI(client: pg.ClientBase) {
  const { rows } = await client.query(`
    select current_user as role, rolsuper as superuser, rolcreaterole as "createRole",
      rolcreatedb as "createDb",
      (select datdba from pg_database where datname = current_database()) = oid as "ownsDatabase"
    from pg_roles where rolname = current_user`);
  return rows[0];
}

/** Every table of Hangar's may be written, and altered (which only its owner may). */
async function expectToWriteAndAlterEveryTable(client: pg.ClientBase) {
  const { rows } = await client.query<{ name: string }>(`
    select c.oid::regclass::text as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`);
  expect(rows.map((row) => row.name)).toContain("bookings");
  for (const { name } of rows) {
    await client.query("begin");
    try {
      await client.query(`alter table ${name} add column hangar_probe integer`);
      const { rows: rights } = await client.query(
        "select has_table_privilege($1, 'insert, update, delete, truncate') as writes",
        [name],
      );
      expect(rights[0].writes, name).toBe(true);
    } finally {
      await client.query("rollback");
    }
  }
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const APP = { role: APP_ROLE, password: "the app's own password" };

describe("the app's database role", () => {
  it("owns a new database and all in it, is no superuser, and applies the migrations", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "hangar-role-"));
    const postgres = await startEmbeddedPostgres({
      dataDir: dir,
      password: "the superuser's password",
      database: "hangar",
      owner: APP,
      log: () => {},
    });
    try {
      const database = connectDatabase(postgres.connectionString, { max: 1 });
      await applyMigrations(database).finally(() => database.close());
      await withClient(postgres.connectionString, async (client) => {
        expect(await whoAmI(client)).toEqual({
          role: "hangar",
          superuser: false,
          createRole: false,
          createDb: false,
          ownsDatabase: true,
        });
        expect((await client.query(NOT_OWNED)).rows).toEqual([]);
        await expectToWriteAndAlterEveryTable(client);
      });
    } finally {
      await postgres.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("runs nothing the app's role planted when the superuser hands it over again", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "hangar-plant-"));
    const start = () =>
      startEmbeddedPostgres({
        dataDir: dir,
        password: "the superuser's password",
        database: "hangar",
        owner: APP,
        log: () => {},
      });
    let postgres = await start();
    try {
      // The role owns `public`: an operator there that matches `name not like '…'` more exactly
      // than the catalog's would run as the superuser at the next start, and make it one.
      await withClient(postgres.connectionString, async (client) => {
        await client.query(`
          create function public.planted_like(name, name) returns boolean language plpgsql as $$
          begin
            execute 'alter role hangar superuser';
            return not ($1 operator(pg_catalog.~~) $2);
          end $$`);
        await client.query(
          "create operator public.!~~ (leftarg = name, rightarg = name, function = public.planted_like)",
        );
      });
      await postgres.stop();
      postgres = await start();
      await withClient(postgres.connectionString, async (client) => {
        expect((await whoAmI(client)).superuser).toBe(false);
      });
    } finally {
      await postgres.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("takes over a data dir whose tables the superuser made, at the server's next start", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "hangar-upgrade-"));
    const superuserPassword = "an older installation's password";
    let server: ServerProcess | undefined;
    try {
      // As the server made it before: the superuser's database, migrated as the superuser.
      const old = await startEmbeddedPostgres({
        dataDir: dir,
        password: superuserPassword,
        database: "hangar",
        log: () => {},
      });
      const database = connectDatabase(old.connectionString, { max: 1 });
      await applyMigrations(database).finally(() => database.close());
      await withClient(old.connectionString, async (client) => {
        expect((await whoAmI(client)).superuser).toBe(true);
        const { rows } = await client.query(
          "select pg_get_userbyid(relowner) as owner from pg_class where relname = 'bookings'",
        );
        expect(rows).toEqual([{ owner: "postgres" }]);
        await client.query(
          "insert into auth_users (id, name, email) values ('old-user', '', 'old@example.org')",
        );
      });
      await old.stop();
      const authSecret = "a session secret of the older installation";
      await writeFile(
        path.join(dir, "secrets.json"),
        JSON.stringify({ authSecret, embeddedDatabasePassword: superuserPassword }),
      );

      server = spawnServer({ DATA_DIR: dir, PORT: String(await freePort()) });
      await waitForHealth(server);
      await register(server.url, "upgraded@example.org");
      const secrets = JSON.parse(await readFile(path.join(dir, "secrets.json"), "utf8"));
      expect(secrets).toMatchObject({ authSecret, embeddedDatabasePassword: superuserPassword });
      expect(secrets.embeddedDatabaseAppPassword).toMatch(/^[\w-]{32}$/);
      const port = Number.parseInt(
        (await readFile(path.join(dir, "pg", "postmaster.pid"), "utf8")).split("\n")[3] ?? "",
        10,
      );
      const admin = `postgres://postgres:${encodeURIComponent(superuserPassword)}@127.0.0.1:${port}/hangar`;
      const roles = await withClient(admin, async (client) => {
        const { rows } = await client.query(`
          select distinct usename from pg_stat_activity
          where datname = 'hangar' and backend_type = 'client backend' and pid <> pg_backend_pid()`);
        return rows.map((row) => row.usename);
      });
      expect(roles).toEqual(["hangar"]);
      server.child.kill("SIGINT");
      expect(await server.exited).toBe(0);
      server = undefined;

      // Once more: nothing left to hand over, and the role can change every table.
      const again = await startEmbeddedPostgres({
        dataDir: dir,
        password: superuserPassword,
        database: "hangar",
        owner: { role: APP_ROLE, password: secrets.embeddedDatabaseAppPassword },
        log: () => {},
      });
      try {
        await withClient(again.connectionString, async (client) => {
          expect((await whoAmI(client)).superuser).toBe(false);
          expect((await client.query(NOT_OWNED)).rows).toEqual([]);
          await expectToWriteAndAlterEveryTable(client);
          const { rows } = await client.query("select email from auth_users order by email");
          expect(rows.map((row) => row.email)).toEqual(["old@example.org", "upgraded@example.org"]);
        });
      } finally {
        await again.stop();
      }
    } finally {
      server?.child.kill("SIGINT");
      await server?.exited;
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

describe.runIf(asRoot)("a checkout the postgres user cannot enter (as root)", () => {
  it("links the binaries into DATA_DIR once, and creates the cluster with them", async () => {
    const user = await systemUser();
    if (!user) throw new Error("as root, PostgreSQL runs as a system user");
    const checkout = await mkdtemp(path.join(os.tmpdir(), "hangar-private-"));
    const clusterHome = await mkdtemp(path.join(os.tmpdir(), "hangar-reach-"));
    try {
      // `mktemp -d` makes a directory of mode 700, as CI's clone may be.
      await chmod(checkout, 0o700);
      const packageDir = path.dirname(path.dirname(path.dirname((await binaries()).postgres)));
      await execFileAsync("cp", ["-a", "--link", packageDir, path.join(checkout, "package")]);
      const hidden = {
        postgres: path.join(checkout, "package", "native", "bin", "postgres"),
        initdb: path.join(checkout, "package", "native", "bin", "initdb"),
      };
      await chmod(clusterHome, 0o755);
      await expect(
        initialiseCluster(path.join(clusterHome, "refused"), "pw", hidden, user, () => {}),
      ).rejects.toThrow(/EACCES/);

      const reachable = await reachableBinaries(hidden, clusterHome, user);
      expect(reachable.postgres.startsWith(path.join(clusterHome, "pg-binaries"))).toBe(true);
      expect(await reachableBinaries(hidden, clusterHome, user)).toEqual(reachable);
      await initialiseCluster(path.join(clusterHome, "pg"), "pw", reachable, user, () => {});
      expect(existsSync(path.join(clusterHome, "pg", "PG_VERSION"))).toBe(true);
    } finally {
      await rm(checkout, { recursive: true, force: true });
      await rm(clusterHome, { recursive: true, force: true });
    }
  });
});
