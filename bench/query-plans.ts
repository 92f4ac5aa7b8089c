/**
 * Budget 2's other half: no page's query reads bookings by a sequential scan. Rather than
 * copying the server's SQL here, the server's own queries are explained as they run: for a
 * moment PostgreSQL's auto_explain logs the plan of every statement on the server's
 * connections, each page's calls are made once, and the plans are read back from the log.
 */
import { open, stat } from "node:fs/promises";
import { BOOKING_WRITE_STATEMENTS } from "../src/server/bookings/booking-write.repository";
import type { Database } from "../src/server/db/database";
import { LoadConnection } from "./http-load";
import type { Measurement } from "./measurement";
import type { PageVisit } from "./pages";
import { as } from "./sessions";

export interface PlanCheck {
  baseUrl: string;
  database: Database;
  postgresLog: string;
  visits: PageVisit[];
}

interface LoggedPlan {
  query: string;
  plan: string;
}

const SEQ_SCAN_ON_BOOKINGS = /Seq Scan on bookings\b/;

/** Makes the server's pool open new connections, which pick up the database's settings. */
async function reconnectServer(database: Database) {
  await database.pool.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and backend_type = 'client backend'`,
  );
  // The pool learns of the closed connections from their error events.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

async function setAutoExplain(database: Database, on: boolean) {
  // Loading it here first lets PostgreSQL check the settings' names and values.
  await database.pool.query("load 'auto_explain'");
  const statements = on
    ? [
        "alter database hangar set session_preload_libraries = 'auto_explain'",
        "alter database hangar set auto_explain.log_min_duration = 0",
        "alter database hangar set auto_explain.log_format = 'text'",
      ]
    : [
        "alter database hangar reset session_preload_libraries",
        "alter database hangar reset auto_explain.log_min_duration",
        "alter database hangar reset auto_explain.log_format",
      ];
  for (const statement of statements) await database.pool.query(statement);
  await reconnectServer(database);
}

async function readFrom(file: string, offset: number): Promise<string> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.max(0, size - offset));
    await handle.read(buffer, 0, buffer.length, offset);
    return buffer.toString("utf8");
  } finally {
    await handle.close();
  }
}

/** auto_explain's entries: "LOG:  duration: … plan:", "Query Text: …", then the plan. */
function parsePlans(log: string): LoggedPlan[] {
  return log
    .split(/^(?=\S.*LOG:\s+duration: [\d.]+ ms\s+plan:)/m)
    .filter((entry) => /LOG:\s+duration: [\d.]+ ms\s+plan:/.test(entry))
    .map((entry) => {
      const query = /Query Text: ([^\n]*)/.exec(entry)?.[1] ?? "";
      return { query, plan: entry.slice(entry.indexOf("Query Text:")) };
    });
}

/**
 * How each plan reaches bookings: "Index Scan using bookings_org_starts_idx", "Bitmap Index Scan
 * on bookings_no_overlap", "Seq Scan" (the bitmap heap scans above index scans add nothing).
 */
function bookingsAccess(plan: string): string[] {
  const scans = plan.matchAll(/(\w[\w ]*? Scan)(?: using (\w+))? on (bookings\w*)/g);
  return [...scans]
    .filter(([, scan, , target]) => target !== "bookings" || scan !== "Bitmap Heap Scan")
    .map(([, scan, index, target]) => {
      if (index) return `${scan?.trim()} using ${index}`;
      return target === "bookings" ? (scan?.trim() ?? "") : `${scan?.trim()} on ${target}`;
    });
}

export async function checkQueryPlans(check: PlanCheck): Promise<Measurement> {
  await setAutoExplain(check.database, true);
  const connection = new LoadConnection(check.baseUrl);
  const seqScans: string[] = [];
  const accesses = new Map<string, number>();
  let plans = 0;
  try {
    for (const visit of check.visits) {
      const offset = (await stat(check.postgresLog)).size;
      for (const path of visit.paths) {
        const answer = await connection.send(as(visit.session, check.baseUrl, { path }));
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      }
      for (const logged of parsePlans(await readFrom(check.postgresLog, offset))) {
        plans += 1;
        for (const access of bookingsAccess(logged.plan)) {
          accesses.set(access, (accesses.get(access) ?? 0) + 1);
        }
        if (SEQ_SCAN_ON_BOOKINGS.test(logged.plan)) {
          seqScans.push(`${visit.page} (${visit.who}): ${logged.query.slice(0, 160)}`);
        }
      }
    }
  } finally {
    connection.close();
    await setAutoExplain(check.database, false);
  }
  if (plans === 0) throw new Error("auto_explain logged no plans; is it available?");
  const used = [...accesses].map(([access, count]) => `${access} ×${count}`).join(", ");
  return {
    id: "query-plans.bookings-seq-scans",
    label: "Page queries reading bookings by a sequential scan (EXPLAIN)",
    value: seqScans.length,
    unit: "count",
    budget: { max: 0 },
    notes:
      `${plans} plans of ${check.visits.length} page visits; bookings read by: ${used || "nothing"}` +
      (seqScans.length > 0 ? `. Sequential scans: ${seqScans.join(" | ")}` : ""),
  };
}

/**
 * The booking writes run as named statements, so that PostgreSQL may keep one generic plan for
 * them (booking-write.repository.ts): none may scan bookings, and the plan of their facts, made
 * without the organization, aircraft and slot, must still find a slot's overlaps through the
 * exclusion constraint's index, on the club of a million bookings as on any other.
 */
export async function checkWritePlans(database: Database): Promise<Measurement> {
  const wrong: string[] = [];
  const used: string[] = [];
  for (const [kind, text] of Object.entries(BOOKING_WRITE_STATEMENTS)) {
    const { rows } = await database.pool.query<{ "QUERY PLAN": string }>(
      `explain (generic_plan) ${text}`,
    );
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    const access = bookingsAccess(plan);
    used.push(`${kind}: ${access.join(", ")}`);
    const throughConstraint =
      kind !== "facts" || access.some((scan) => scan.endsWith("bookings_no_overlap"));
    if (SEQ_SCAN_ON_BOOKINGS.test(plan) || !throughConstraint) wrong.push(kind);
  }
  return {
    id: "query-plans.booking-write-generic",
    label: "Booking writes whose generic plan misses the exclusion index (EXPLAIN)",
    value: wrong.length,
    unit: "count",
    budget: { max: 0 },
    notes: `bookings read by: ${used.join("; ")}`,
  };
}
