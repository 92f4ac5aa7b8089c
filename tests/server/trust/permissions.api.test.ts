/**
 * The permissions matrix: every route × every kind of caller. Denied calls change nothing and
 * reveal nothing; members never receive what only admins and a booking's pilot may see.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../support/test-app";
import { startTestApp, type TestApp } from "../support/test-app";
import { matrix } from "./permissions-matrix";
import { type ActorName, actors, buildWorld, secrets, type World } from "./permissions-world";

let test: TestApp;
let world: World;
beforeAll(async () => {
  test = await startTestApp();
  world = await buildWorld(test);
}, 120_000);
afterAll(async () => {
  await test.close();
});

/** Everything a request could change, but the throttles' counters. */
async function snapshot() {
  const tables = [
    "organizations",
    "user_profiles",
    "aircraft",
    "bookings",
    "auth_users",
    "auth_accounts",
    "instructor_hours",
    "instructor_time_off",
  ];
  const parts = await Promise.all(
    tables.map(
      async (table) => (await test.database.pool.query(`select * from ${table} order by 1`)).rows,
    ),
  );
  return JSON.stringify(parts);
}

async function send(
  client: ApiClient,
  method: string,
  path: string,
  body: unknown,
  stream: boolean,
) {
  if (!stream)
    return client.request(method, path, body === undefined && method !== "GET" ? {} : body);
  const controller = new AbortController();
  const response = await fetch(`${test.url}${path}`, {
    headers: client.cookieHeader ? { cookie: client.cookieHeader } : {},
    signal: controller.signal,
  });
  const result = {
    status: response.status,
    body: response.status === 200 ? null : await response.json(),
  };
  controller.abort();
  return result;
}

const adminOnly = [
  secrets.adminPhone,
  secrets.adminStreet,
  secrets.adminContact,
  secrets.bookingTitle,
  secrets.bookingNotes,
  secrets.instructorRate,
  secrets.timeOffReason,
];

it("has a row for every route the server registers", () => {
  const covered = new Set(matrix.map((row) => row.route));
  const missing = test.app.apiRoutes
    .map((r) => `${r.method} ${r.url}`)
    .filter((route) => !covered.has(route));
  expect(missing).toEqual([]);
  const stale = [...covered].filter(
    (route) => !test.app.apiRoutes.some((r) => `${r.method} ${r.url}` === route),
  );
  expect(stale).toEqual([]);
});

describe.each(matrix)("$route ($what)", (row) => {
  it.each(actors.map((actor) => [actor]))("as %s", async (actor: ActorName) => {
    const [method] = row.route.split(" ") as [string];
    const client = row.anonymousClient ? test.client() : await world.client(actor);
    const { path, body } = await row.request(world, actor);
    const denied = row.expect[actor] >= 400;
    const before = denied ? await snapshot() : "";
    const response = await send(client, method, path, body, Boolean(row.stream));
    expect(response.status, JSON.stringify(response.body)).toBe(row.expect[actor]);
    const text = JSON.stringify(response.body ?? "");
    if (denied) {
      expect(await snapshot()).toBe(before);
      expect(text).not.toMatch(/\.ts:\d|node_modules|at async/);
    }
    if (actor === "otherMember" || actor === "otherAdmin") {
      // Another organization's data never reaches them, whatever the answer.
      for (const secret of [...adminOnly, secrets.registration]) expect(text).not.toContain(secret);
    }
    if (actor === "member") {
      for (const secret of adminOnly) expect(text).not.toContain(secret);
    }
  });
});
