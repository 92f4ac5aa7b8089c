/**
 * 200 people click the same slot at once, spread over two server processes on one database:
 * exactly one booking, every other answer a 409 with the conflict message; as many lessons of
 * one instructor on different aircraft at once: exactly one lesson.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  addAircraft,
  organizationInput,
  PASSWORD,
  profileInput,
  slot,
  uniqueEmail,
} from "../../../tests/server/support/factories";
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../../tests/server/support/server-process";
import { ApiClient } from "../../../tests/server/support/test-app";
import { createTestDatabase } from "../../../tests/server/support/test-database";
import { bookingMessages } from "../../shared/bookings/booking.constants";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // One DATA_DIR for both: they share the generated session secret, as instances behind one
  // load balancer share their configuration.
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hangar-race-"));
  for (let i = 0; i < 2; i++) {
    const server = spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PORT: String(await freePort()),
    });
    servers.push(server);
    await waitForHealth(server);
  }
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    server.child.kill("SIGINT");
    await server.exited;
  }
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

it("lets exactly one of 200 simultaneous overlapping requests book the slot", async () => {
  const [first, second] = servers as [ServerProcess, ServerProcess];
  const admin = new ApiClient(first.url);
  expect(
    (await admin.post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD })).status,
  ).toBe(201);
  expect((await admin.post("/api/organizations", organizationInput())).status).toBe(201);
  expect((await admin.put("/api/me/profile", profileInput())).status).toBe(200);
  const plane = await addAircraft(admin);

  // The admin's session works on both servers: the same person, through two front doors.
  const onSecond = new ApiClient(second.url).withCookiesOf(admin);
  const times = slot(3, 2);
  const requests = Array.from({ length: 200 }, (_, i) => {
    const client = i % 2 === 0 ? admin : onSecond;
    // Every request overlaps every other: they all contain the middle hour.
    const shift = (i % 3) * 15 * 60 * 1000;
    return client.post("/api/bookings", {
      aircraftId: plane.id,
      title: `Racer ${i}`,
      type: "rental",
      start: new Date(Date.parse(times.start) + shift).toISOString(),
      end: new Date(Date.parse(times.end) + shift).toISOString(),
    });
  });
  const results = await Promise.all(requests);
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(199);
  // The service's own check names the winner (the admin may see it); a race lost at the
  // exclusion constraint gets the generic text. Nothing else.
  const winner = results.find((r) => r.status === 201)?.body.booking.details.title;
  for (const result of results.filter((r) => r.status === 409)) {
    expect([bookingMessages.conflict, bookingMessages.conflictWithTitles([winner])]).toContain(
      result.body.error.message,
    );
  }
  const { rows } = await database.pool.query(
    "select count(*)::int as n from bookings where aircraft_id = $1 and status = 'active'",
    [plane.id],
  );
  expect(rows[0].n).toBe(1);
}, 120_000);

/** An admin signed up through `server`, with a club and one aircraft. */
async function clubOn(server: ServerProcess, name: string) {
  const admin = new ApiClient(server.url);
  expect(
    (await admin.post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD })).status,
  ).toBe(201);
  expect((await admin.post("/api/organizations", organizationInput({ name }))).status).toBe(201);
  expect((await admin.put("/api/me/profile", profileInput())).status).toBe(200);
  return { admin, plane: await addAircraft(admin) };
}

it("delivers a change made through one server to screens connected to the other", async () => {
  const [first, second] = servers as [ServerProcess, ServerProcess];
  const { admin, plane } = await clubOn(first, "Live Club");

  const controller = new AbortController();
  const stream = await fetch(`${second.url}/api/events`, {
    headers: { cookie: admin.cookieHeader },
    signal: controller.signal,
  });
  let received = "";
  const reader = stream.body?.getReader();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        received += new TextDecoder().decode(chunk.value);
      }
    } catch {
      // aborted
    }
  })();
  // The stream's first bytes arrive once the second server listens.
  await expect.poll(() => received, { timeout: 5000 }).toContain("retry:");
  const created = await admin.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Seen elsewhere",
    type: "rental",
    ...slot(7),
  });
  await expect.poll(() => received, { timeout: 5000 }).toContain(created.body.booking.id);
  controller.abort();
});

it("delivers every notice, once, to screens on both servers, whichever server wrote", async () => {
  const [first, second] = servers as [ServerProcess, ServerProcess];
  const { admin, plane } = await clubOn(first, "Busy Club");
  const onSecond = new ApiClient(second.url).withCookiesOf(admin);
  const screens = await Promise.all(
    [first, second].map(async (server) => {
      const controller = new AbortController();
      const stream = await fetch(`${server.url}/api/events`, {
        headers: { cookie: admin.cookieHeader },
        signal: controller.signal,
      });
      let received = "";
      const reader = stream.body?.getReader();
      void (async () => {
        try {
          for (;;) {
            const chunk = await reader?.read();
            if (!chunk || chunk.done) return;
            received += new TextDecoder().decode(chunk.value);
          }
        } catch {
          // aborted
        }
      })();
      await expect.poll(() => received, { timeout: 5000 }).toContain("retry:");
      return { received: () => received, close: () => controller.abort() };
    }),
  );
  // Writers on both servers at once, then a cancellation of each.
  const created = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      (i % 2 === 0 ? admin : onSecond).post("/api/bookings", {
        aircraftId: plane.id,
        title: `Lesson ${i}`,
        type: "rental",
        ...slot(100 + 2 * i),
      }),
    ),
  );
  const ids = created.map((response) => {
    expect(response.status).toBe(201);
    return response.body.booking.id as string;
  });
  await Promise.all(
    ids.map((id, i) => (i % 2 === 0 ? onSecond : admin).post(`/api/bookings/${id}/cancel`)),
  );
  const events = (text: string) =>
    [...text.matchAll(/data: (\{.*\})\n/g)].map(([, data]) => JSON.parse(data ?? "{}"));
  for (const screen of screens) {
    await expect
      .poll(() => events(screen.received()).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(60);
    const heard = events(screen.received());
    expect(heard).toHaveLength(60);
    for (const id of ids) {
      expect(heard.filter((event) => event.id === id).map((event) => event.action)).toEqual([
        "created",
        "cancelled",
      ]);
    }
    screen.close();
  }
});

it("holds the sign-in limits across both servers", async () => {
  const [first, second] = servers as [ServerProcess, ServerProcess];
  const email = uniqueEmail();
  expect(
    (await new ApiClient(first.url).post("/api/auth/register", { email, password: PASSWORD }))
      .status,
  ).toBe(201);
  for (let i = 0; i < 10; i++) {
    const server = i % 2 === 0 ? first : second;
    const response = await new ApiClient(server.url).post("/api/auth/login", {
      email,
      password: `wrong-${i}-guess`,
    });
    expect(response.status).toBe(401);
  }
  for (const server of [first, second]) {
    const response = await new ApiClient(server.url).post("/api/auth/login", {
      email,
      password: PASSWORD,
    });
    expect(response.status).toBe(429);
  }
});

it("keeps the other server's calendar and sessions true within moments", async () => {
  const [first, second] = servers as [ServerProcess, ServerProcess];
  const { admin, plane } = await clubOn(first, "Twin Club");
  const onSecond = new ApiClient(second.url).withCookiesOf(admin);
  const times = slot(40);
  const day = `/api/bookings?${new URLSearchParams({
    from: new Date(Date.parse(times.start) - 86_400_000).toISOString(),
    to: new Date(Date.parse(times.end) + 86_400_000).toISOString(),
  })}`;
  const titlesOnSecond = async () => {
    const response = await onSecond.get(day);
    expect(response.status).toBe(200);
    return response.body.bookings.map((b: { details: { title: string } }) => b.details.title);
  };
  // The second server keeps the (empty) day, asked for twice, then hears of the booking made
  // on the first.
  expect(await titlesOnSecond()).toEqual([]);
  expect(await titlesOnSecond()).toEqual([]);
  const created = await admin.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Made on the first",
    type: "rental",
    ...times,
  });
  expect(created.status).toBe(201);
  await expect.poll(titlesOnSecond, { timeout: 2000 }).toEqual(["Made on the first"]);

  // Signed out on the first server: the second refuses the session too.
  expect((await admin.post("/api/auth/logout")).status).toBe(204);
  await expect.poll(async () => (await onSecond.get(day)).status, { timeout: 2000 }).toBe(401);
});

// Last: the tests of live delivery above count every event their screens hear, and right after
// this burst of 200 writes, on a loaded machine, they were seen to hear one more.
it("lets exactly one of 200 simultaneous lessons of one instructor, on 200 different free slots of 20 aircraft, book", async () => {
  const [first, second] = servers as [ServerProcess, ServerProcess];
  const admin = new ApiClient(first.url);
  expect(
    (await admin.post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD })).status,
  ).toBe(201);
  const created = await admin.post("/api/organizations", organizationInput({ name: "School" }));
  expect(created.status).toBe(201);
  const { id: orgId, joinCode } = created.body.organization;
  expect((await admin.put("/api/me/profile", profileInput())).status).toBe(200);
  const planes = await Promise.all(Array.from({ length: 20 }, () => addAircraft(admin)));

  // The instructor signs up and joins; the admin marks them and opens every hour of the week.
  const teacher = new ApiClient(second.url);
  expect(
    (await teacher.post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD })).status,
  ).toBe(201);
  expect((await teacher.post("/api/organizations/join", { code: joinCode })).status).toBe(200);
  const teacherName = { firstName: "Jane", lastName: "Smith" };
  expect((await teacher.put("/api/me/profile", profileInput(teacherName))).status).toBe(200);
  const teacherId = (await teacher.get("/api/me")).body.user.uid as string;
  expect(
    (
      await admin.put(`/api/members/${teacherId}/instructor`, {
        isInstructor: true,
        instructorRate: null,
        instructorRatings: "CFI",
      })
    ).status,
  ).toBe(200);
  const allWeek = Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    start: "00:00",
    end: "24:00",
  }));
  expect(
    (await admin.put(`/api/instructors/${teacherId}/availability/hours`, { hours: allWeek }))
      .status,
  ).toBe(200);

  // 200 students, each a member of the club: written straight in, as signing up 200 people
  // through the API would be the test's whole time. Each asks once, so no student is on two
  // lessons at once.
  const { rows: students } = await database.pool.query<{ id: string }>(
    `with made as (
       insert into auth_users (id, name, email)
       select 'racestudent' || n || substr(md5(random()::text), 1, 12), 'Student ' || n,
         'race-student-' || n || '-' || substr(md5(random()::text), 1, 8) || '@example.org'
       from generate_series(1, 200) n
       returning id, name
     )
     insert into user_profiles (user_id, org_id, role, first_name, last_name, joined_org_at)
     select id, $1, 'member', 'Student', name, now() from made
     returning user_id as id`,
    [orgId],
  );
  expect(students).toHaveLength(200);

  // 20 aircraft by 10 windows: every slot is free and different, and every window contains the
  // instant 54 minutes after the first one starts, so any two lessons meet there.
  const base = Date.parse(slot(24 * 5).start);
  const MINUTE = 60_000;
  const onSecond = new ApiClient(second.url).withCookiesOf(admin);
  const results = await Promise.all(
    students.map((student, i) => {
      const plane = planes[i % 20] as { id: string };
      const window = Math.floor(i / 20);
      const start = base + window * 6 * MINUTE;
      return (i % 2 === 0 ? admin : onSecond).post("/api/bookings", {
        aircraftId: plane.id,
        pilotId: student.id,
        instructorId: teacherId,
        title: `Lesson ${i}`,
        type: "training",
        start: new Date(start).toISOString(),
        end: new Date(start + 60 * MINUTE).toISOString(),
      });
    }),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(199);
  // Losers are told the instructor is booked, by the service's check or by the instructor's
  // exclusion constraint; one whose aircraft's constraint refused first hears of the aircraft.
  for (const result of results.filter((r) => r.status === 409)) {
    expect([bookingMessages.instructorBooked(teacherName), bookingMessages.conflict]).toContain(
      result.body.error.message,
    );
  }
  const { rows } = await database.pool.query(
    `select count(*)::int as n from bookings
     where org_id = $1 and instructor_id = $2 and status = 'active'
       and tstzrange(starts_at, ends_at, '[)') @> $3::timestamptz`,
    [orgId, teacherId, new Date(base + 54 * MINUTE).toISOString()],
  );
  expect(rows[0].n).toBe(1);
  const { rows: all } = await database.pool.query(
    "select count(*)::int as n from bookings where org_id = $1",
    [orgId],
  );
  expect(all[0].n).toBe(1);
}, 120_000);
