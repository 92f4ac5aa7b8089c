/**
 * The copies kept in memory (sessions, memberships, calendar answers) never show what the
 * database no longer says: not after this instance's own writes, not after a change made
 * straight in the database, and not while the notifications that keep them true are lost.
 * (Two instances on one database: booking-concurrency.api.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  PASSWORD,
  profileInput,
  slot,
} from "../../../tests/server/support/factories";
import { ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { CHANNEL } from "../changes/changes";

let test: TestApp;
let admin: ApiClient;
let alice: ApiClient;
let bob: ApiClient;
let plane: { id: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const window = () => {
  const { start } = slot(0);
  const from = new Date(Date.parse(start) - 24 * 3_600_000).toISOString();
  const to = new Date(Date.parse(start) + 30 * 24 * 3_600_000).toISOString();
  return `/api/bookings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
};
type Listed = { id: string; details: { title: string; pilot: { firstName: string } } | null };
const calendar = async (client: ApiClient) => {
  const response = await client.get<{ bookings: Listed[] }>(window());
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return response.body.bookings;
};
const joinCode = async () =>
  (await admin.get("/api/organizations/current")).body.organization.joinCode as string;
/** Reads the calendar twice: the server keeps an answer from the second time it is asked for. */
const warm = async (client: ApiClient) => {
  await calendar(client);
  await calendar(client);
};
const uid = async (client: ApiClient) => (await client.get("/api/me")).body.user.uid as string;

/** Retries `check` until it passes or two seconds have gone. */
async function eventually(check: () => Promise<void>) {
  const until = Date.now() + 2000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await pause(50);
    }
  }
}

let hour = 0;
async function book(client: ApiClient, title = "Pattern work") {
  hour += 3;
  const response = await client.post("/api/bookings", {
    aircraftId: plane.id,
    title,
    type: "training",
    ...slot(hour),
  });
  expect(response.status).toBe(201);
  return response.body.booking as { id: string };
}

beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  alice = await memberOf(test, club.organization.joinCode);
  bob = await memberOf(test, club.organization.joinCode);
  plane = await addAircraft(admin);
});
afterAll(async () => {
  await test.close();
});

describe("calendar answers", () => {
  it("show this instance's writes to every viewer at once", async () => {
    await warm(admin);
    await warm(bob);
    const booked = await book(alice);
    expect((await calendar(admin)).find((b) => b.id === booked.id)?.details?.title).toBe(
      "Pattern work",
    );
    expect((await calendar(bob)).find((b) => b.id === booked.id)).toMatchObject({
      details: null,
    });
    expect((await alice.post(`/api/bookings/${booked.id}/cancel`)).status).toBe(200);
    expect((await calendar(admin)).some((b) => b.id === booked.id)).toBe(false);
  });

  it("show a pilot's new name at once", async () => {
    const booked = await book(alice);
    await warm(admin);
    const renamed = await alice.put("/api/me/profile", profileInput({ firstName: "Harriet" }));
    expect(renamed.status).toBe(200);
    const seen = (await calendar(admin)).find((b) => b.id === booked.id);
    expect(seen?.details?.pilot.firstName).toBe("Harriet");
  });

  it("are gzipped for clients that take it, and say the same", async () => {
    await book(alice);
    await warm(admin);
    const plain = await admin.request("GET", window(), undefined, {
      "accept-encoding": "identity",
    });
    const gzipped = await admin.request("GET", window(), undefined, { "accept-encoding": "gzip" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(gzipped.body).toEqual(plain.body);
  });

  it("follow a change made straight in the database", async () => {
    const booked = await book(alice);
    await warm(admin);
    await test.database.pool.query("update bookings set title = 'Changed by SQL' where id = $1", [
      booked.id,
    ]);
    await eventually(async () => {
      const seen = (await calendar(admin)).find((b) => b.id === booked.id);
      expect(seen?.details?.title).toBe("Changed by SQL");
    });
  });

  it("are not kept while the notifications are lost", async () => {
    const booked = await book(alice);
    await warm(admin);
    const { rows } = await test.database.pool.query(
      "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1 and datname = current_database()",
      [`hangar listen ${CHANNEL}`],
    );
    expect(rows).toHaveLength(1);
    await pause(300);
    for (const title of ["First while deaf", "Second while deaf"]) {
      await test.database.pool.query("update bookings set title = $2 where id = $1", [
        booked.id,
        title,
      ]);
      const seen = (await calendar(admin)).find((b) => b.id === booked.id);
      expect(seen?.details?.title).toBe(title);
    }
  });
});

describe("sessions", () => {
  it("end at sign-out, for every later request", async () => {
    const client = await memberOf(test, await joinCode());
    await warm(client);
    const stolen = new ApiClient(test.url).withCookiesOf(client);
    expect((await client.post("/api/auth/logout")).status).toBe(204);
    expect((await stolen.get(window())).status).toBe(401);
  });

  it("end at once when the account is deleted", async () => {
    const client = await memberOf(test, await joinCode());
    await warm(client);
    const stolen = new ApiClient(test.url).withCookiesOf(client);
    expect((await client.post("/api/me/delete", { password: PASSWORD })).status).toBe(204);
    expect((await stolen.get(window())).status).toBe(401);
    expect((await stolen.get("/api/me")).status).toBe(401);
  });

  it("end when deleted straight in the database", async () => {
    const client = await memberOf(test, await joinCode());
    await warm(client);
    await test.database.pool.query("delete from auth_sessions where user_id = $1", [
      await uid(client),
    ]);
    await eventually(async () => {
      expect((await client.get(window())).status).toBe(401);
    });
  });

  it("lose the membership at once when an admin removes the member", async () => {
    const client = await memberOf(test, await joinCode());
    await warm(client);
    expect((await admin.post(`/api/members/${await uid(client)}/remove`)).status).toBe(204);
    expect((await client.get(window())).status).toBe(403);
  });
});
