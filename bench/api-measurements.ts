/**
 * Budgets 1, 2 (growth) and 4: the calendar day under load, compared with a bare `select 1`
 * route on the same server; the calendar day read from the database as the history grows; and
 * every other page's calls.
 */
import { type LoadResult, type RequestSpec, runLoad } from "./http-load";
import type { Measurement } from "./measurement";
import { calendarDayPath, type PageName, pageCalls } from "./pages";
import { type Measured, median, roundsNote, stolen } from "./rounds";
import { as, type Session } from "./sessions";

export interface LoadSettings {
  warmupMs: number;
  durationMs: number;
}

export interface ApiBench {
  baseUrl: string;
  /** A full day of the big club's calendar (YYYY-MM-DD). */
  day: string;
  admin: Session;
  members: Session[];
  load: LoadSettings;
}

/** Budget 1's concurrency: a club's members opening the calendar at the same moment. */
export const CALENDAR_CONNECTIONS = 50;
/**
 * Budget 4 names no concurrency: a few people opening pages at the same moment. Pages are
 * opened far less often than the calendar, whose budget is measured at 50.
 */
export const PAGE_CONNECTIONS = 4;

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const figures = (result: LoadResult) =>
  `${result.requests} requests in ${result.seconds} s, p50 ${round(result.p50)} ms, ` +
  `max ${round(result.max)} ms, ${result.errors} errors`;

/** A closed-loop load that must get answers: without any, there is nothing to measure. */
async function load(
  bench: ApiBench,
  connections: number,
  request: (connection: number, sequence: number) => RequestSpec,
): Promise<LoadResult> {
  const result = await runLoad({
    baseUrl: bench.baseUrl,
    connections,
    ...bench.load,
    request,
    expectStatus: 200,
  });
  if (result.requests === 0) {
    throw new Error(`No request succeeded (${request(0, 0).path}): ${result.firstError}`);
  }
  return result;
}

/** The calendar day at 50 connections, as the admin or spread over the members' sessions. */
export function calendarDayLoad(bench: ApiBench, who: "admin" | "member"): Promise<LoadResult> {
  const path = calendarDayPath(bench.day);
  // Made once: the load generator sends each connection's same request again and again.
  const requests = Array.from({ length: CALENDAR_CONNECTIONS }, (_, connection) => {
    const session =
      who === "admin"
        ? bench.admin
        : (bench.members[connection % bench.members.length] ?? bench.admin);
    return as(session, bench.baseUrl, { path });
  });
  return load(bench, CALENDAR_CONNECTIONS, (connection) => requests[connection] as RequestSpec);
}

/**
 * Budget 2: the calendar day as the database answers it. The server keeps calendar answers in
 * memory (CalendarCache); here every request asks for a window no one asked before, the day
 * moved back by one more second, so that every answer is read from the database.
 */
export function uncachedCalendarDayLoad(bench: ApiBench): Promise<LoadResult> {
  let asked = 0;
  return load(bench, CALENDAR_CONNECTIONS, () =>
    as(bench.admin, bench.baseUrl, { path: calendarDayPath(bench.day, ++asked) }),
  );
}

/** The floor: one `select 1` over the same pool, no session (HANGAR_BENCH_ROUTES). */
export function selectOneLoad(bench: ApiBench): Promise<LoadResult> {
  const request = { path: "/api/bench/select-one" };
  return load(bench, CALENDAR_CONNECTIONS, () => request);
}

/** One round of budget 1: the bare route, then the calendar as each viewer, one after the other. */
export interface CalendarRound {
  selectOne: Measured<LoadResult>;
  admin: Measured<LoadResult>;
  member: Measured<LoadResult>;
}

/**
 * Budget 1, from rounds of loads on the same server (rounds.ts): each figure is the median of
 * the rounds', and each throughput ratio compares loads of the same round.
 */
export function calendarBudgets(rounds: readonly CalendarRound[], bookings: number): Measurement[] {
  const selectOne = rounds.map((r) => r.selectOne);
  const rows: Measurement[] = [
    {
      id: "select-one.throughput",
      label: "Bare route (select 1), throughput at 50 connections",
      value: round(median(selectOne.map((r) => r.result.throughput)), 0),
      unit: "req/s",
      notes:
        `median of ${roundsNote(selectOne, (r) => round(r.throughput, 0), "req/s")}; ` +
        selectOne.map((r, index) => `round ${index + 1}: ${figures(r.result)}`).join("; "),
    },
  ];
  for (const who of ["admin", "member"] as const) {
    const loads = rounds.map((r) => r[who]);
    const ratios = rounds.map((r) => r[who].result.throughput / r.selectOne.result.throughput);
    rows.push(
      {
        id: `calendar-day.${who}.p99`,
        label: `Calendar day (${who}), p99 at 50 connections, ${bookings.toLocaleString("en")} bookings`,
        value: round(median(loads.map((r) => r.result.p99))),
        unit: "ms",
        budget: { max: 20 },
        notes:
          `median of ${roundsNote(loads, (r) => round(r.p99), "ms")}; ` +
          loads.map((r, index) => `round ${index + 1}: ${figures(r.result)}`).join("; "),
      },
      {
        id: `calendar-day.${who}.throughput`,
        label: `Calendar day (${who}), throughput`,
        value: round(median(loads.map((r) => r.result.throughput)), 0),
        unit: "req/s",
        notes: `median of ${roundsNote(loads, (r) => round(r.throughput, 0), "req/s")}`,
      },
      {
        id: `calendar-day.${who}.throughput-ratio`,
        label: `Calendar day (${who}) throughput ÷ bare route's`,
        value: round(median(ratios), 2),
        unit: "×",
        budget: { min: 0.5 },
        // Each round's two loads may have lost different shares to the host: both are shown.
        notes:
          `median of the rounds' ${ratios.map((ratio) => round(ratio, 2)).join(" / ")}; ` +
          `host took ${loads.map((r) => stolen(r.steal)).join(" / ")} of the CPU during the ` +
          `calendar's loads, ${selectOne.map((r) => stolen(r.steal)).join(" / ")} during the bare route's`,
      },
    );
  }
  return rows;
}

/** Budget 2: the calendar's p50 at each stage, and the last stage's over the first's. */
export function growthBudget(
  p50ByStage: { bookings: number; result: LoadResult }[],
): Measurement[] {
  const rows: Measurement[] = p50ByStage.map(({ bookings, result }) => ({
    id: `calendar-day.admin.uncached.p50.${bookings}`,
    label: `Calendar day (admin, read from the database), p50 with ${bookings.toLocaleString("en")} bookings`,
    value: round(result.p50, 2),
    unit: "ms",
    notes: figures(result),
  }));
  const first = p50ByStage[0];
  const last = p50ByStage.at(-1);
  if (first && last && first !== last) {
    rows.push({
      id: "calendar-day.growth",
      label: `Calendar day p50 from the database: ${last.bookings.toLocaleString("en")} ÷ ${first.bookings.toLocaleString("en")} bookings`,
      value: round(last.result.p50 / first.result.p50, 2),
      unit: "×",
      budget: { max: 1.5 },
    });
  }
  return rows;
}

const BUDGET_4_PAGES: PageName[] = [
  "dashboard",
  "aircraft list",
  "members list",
  "statistics (a year)",
];

/** Budget 4: each page's calls in turn on every connection; p99 of the slowest call. */
export async function pageBudgets(bench: ApiBench, bookings: number): Promise<Measurement[]> {
  const calls = pageCalls(bench.day);
  const rows: Measurement[] = [];
  for (const page of BUDGET_4_PAGES) {
    const requests = calls[page].map((path) =>
      as(bench.admin, bench.baseUrl, { path, label: path.split("?")[0] }),
    );
    const result = await load(
      bench,
      PAGE_CONNECTIONS,
      (connection, sequence) => requests[(connection + sequence) % requests.length] as RequestSpec,
    );
    const perCall = Object.entries(result.byLabel);
    const slowest = Math.max(...perCall.map(([, call]) => call.p99));
    rows.push({
      id: `page.${page.replace(/\W+/g, "-")}.p99`,
      label: `${page[0]?.toUpperCase()}${page.slice(1)} (admin), slowest call's p99 at ${PAGE_CONNECTIONS} connections, ${bookings.toLocaleString("en")} bookings`,
      value: round(slowest),
      unit: "ms",
      budget: { max: 50 },
      notes: perCall
        .map(
          ([label, call]) =>
            `${label}: p99 ${round(call.p99)} ms (${call.requests}, ${call.errors} errors)`,
        )
        .join("; "),
    });
  }
  return rows;
}

/** Find a Slot's budget: p99 of its answer, as members search the next 14 days. */
export const FIND_SLOT_P99_MS = 50;

/**
 * Find a Slot over 14 days, as members ask it at 4 connections (a few people searching at the
 * same moment): in turn, any aircraft with any instructor, one aircraft (each connection its
 * own, in the club's fully booked days) with any instructor, and one aircraft alone for two
 * hours. Every answer is computed: the server keeps none.
 */
export async function findSlotBudget(
  bench: ApiBench,
  bookings: number,
  aircraftIds: readonly string[],
): Promise<Measurement> {
  const shapes = (connection: number): { label: string; query: string }[] => {
    const aircraftId = aircraftIds[connection % aircraftIds.length] ?? "";
    return [
      { label: "any aircraft, any instructor", query: "instructor=any&durationMinutes=60" },
      {
        label: "one aircraft, any instructor",
        query: `aircraftId=${aircraftId}&instructor=any&durationMinutes=60`,
      },
      { label: "one aircraft, 2 h", query: `aircraftId=${aircraftId}&durationMinutes=120` },
    ];
  };
  const requests = Array.from({ length: PAGE_CONNECTIONS }, (_, connection) => {
    const session = bench.members[connection % bench.members.length] ?? bench.admin;
    return shapes(connection).map(({ label, query }) =>
      as(session, bench.baseUrl, {
        path: `/api/bookings/slots?${query}&from=${bench.day}`,
        label,
      }),
    );
  });
  const result = await load(
    bench,
    PAGE_CONNECTIONS,
    (connection, sequence) => requests[connection]?.[sequence % 3] as RequestSpec,
  );
  return {
    id: "find-slot.p99",
    label: `Find a Slot over 14 days (member), p99 at ${PAGE_CONNECTIONS} connections, ${bookings.toLocaleString("en")} bookings`,
    value: round(result.p99),
    unit: "ms",
    budget: { max: FIND_SLOT_P99_MS },
    notes:
      `${figures(result)}; ` +
      Object.entries(result.byLabel)
        .map(([label, call]) => `${label}: p99 ${round(call.p99)} ms (${call.requests})`)
        .join("; "),
  };
}
