/**
 * The embedded PostgreSQL's role for the app: it logs in, owns Hangar's database and everything
 * in it, and may do nothing beyond (no superuser, no roles, no databases). The superuser makes
 * it at each start, and hands it what an older installation made as the superuser.
 */
import pg from "pg";

export interface DatabaseOwner {
  role: string;
  password: string;
}

const ROLE_ATTRIBUTES = "login nosuperuser nocreaterole nocreatedb noreplication nobypassrls";

/**
 * The superuser's connections name PostgreSQL's own functions and operators only: the app's
 * role owns the `public` schema, and an operator or function it planted there (`!~~` for `name`
 * matches more exactly than the catalog's) would otherwise run as the superuser at the next start.
 * A session setting, so that no `alter database … set search_path` by the owner can undo it.
 */
const superuserClient = (connectionString: string) =>
  new pg.Client({ connectionString, options: "-c search_path=pg_catalog,pg_temp" });

/**
 * Makes `owner` (its password is set again, so the secrets file stays the truth), creates
 * `database` owned by it or gives it an existing one, and then hands it every object in it.
 * `adminUrl` is the superuser's connection to any database of the cluster.
 */
export async function handOverDatabase(
  adminUrl: string,
  database: string,
  owner: DatabaseOwner,
): Promise<void> {
  const client = superuserClient(adminUrl);
  await client.connect();
  try {
    const role = client.escapeIdentifier(owner.role);
    const password = client.escapeLiteral(owner.password);
    const found = await client.query("select 1 from pg_roles where rolname = $1", [owner.role]);
    await client.query(
      `${found.rowCount === 0 ? "create" : "alter"} role ${role} ${ROLE_ATTRIBUTES} password ${password}`,
    );
    const name = client.escapeIdentifier(database);
    const exists = await client.query("select 1 from pg_database where datname = $1", [database]);
    await client.query(
      exists.rowCount === 0
        ? `create database ${name} owner ${role}`
        : `alter database ${name} owner to ${role}`,
    );
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  await handOverObjects(url.toString(), owner.role);
}

/**
 * `reassign owned by postgres` is refused for the bootstrap superuser (the system's objects are
 * its own), so each of Hangar's objects is given over by name: the schemas but PostgreSQL's
 * own, and the tables, views, sequences, functions and types in them. What belongs to an
 * extension stays the superuser's, as PostgreSQL makes it even for a trusted extension; a
 * sequence that a column owns follows its table. Idempotent: what the role owns is left alone.
 */
async function handOverObjects(databaseUrl: string, role: string): Promise<void> {
  const client = superuserClient(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ statement: string }>(HAND_OVER_STATEMENTS, [role]);
    if (rows.length === 0) return;
    await client.query("begin");
    for (const { statement } of rows) await client.query(statement);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** `alter … owner to $1` for every object of this database that $1 does not own yet. */
const HAND_OVER_STATEMENTS = `
  with owner as (select oid from pg_roles where rolname = $1),
  schemas as (
    select n.oid, n.nspname, n.nspowner from pg_namespace n
    where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
  ),
  from_extension as (
    select classid, objid from pg_depend where deptype = 'e'
  ),
  relations as (
    select c.oid, c.relkind, c.relowner, format('%I.%I', s.nspname, c.relname) as name
    from pg_class c join schemas s on s.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
      and not exists (select from from_extension e
        where e.classid = 'pg_class'::regclass and e.objid = c.oid)
      -- Serial and identity sequences: their table takes them along.
      and not (c.relkind = 'S' and exists (select from pg_depend d
        where d.classid = 'pg_class'::regclass and d.objid = c.oid
          and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')))
  )
  select format('alter schema %I owner to %I', s.nspname, $1) as statement, 1 as step
  from schemas s, owner where s.nspowner <> owner.oid
  union all
  select format('alter %s %s owner to %I',
      case r.relkind when 'v' then 'view' when 'm' then 'materialized view'
        when 'f' then 'foreign table' when 'S' then 'sequence' else 'table' end,
      r.name, $1), 2
  from relations r, owner where r.relowner <> owner.oid
  union all
  select format('alter %s %s owner to %I',
      case p.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end,
      p.oid::regprocedure, $1), 3
  from pg_proc p join schemas s on s.oid = p.pronamespace, owner
  where p.proowner <> owner.oid
    and not exists (select from from_extension e
      where e.classid = 'pg_proc'::regclass and e.objid = p.oid)
  union all
  select format('alter %s %s owner to %I',
      case t.typtype when 'd' then 'domain' else 'type' end, t.oid::regtype, $1), 4
  from pg_type t join schemas s on s.oid = t.typnamespace, owner
  where t.typowner <> owner.oid and t.typtype in ('c', 'd', 'e', 'r')
    -- A table's row type follows its table.
    and (t.typrelid = 0 or (select relkind from pg_class where oid = t.typrelid) = 'c')
    and not exists (select from from_extension e
      where e.classid = 'pg_type'::regclass and e.objid = t.oid)
  order by step, statement`;
