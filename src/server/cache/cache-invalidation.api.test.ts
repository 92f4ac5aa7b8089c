/**
 * The database's triggers say what each committed change touched; `sync` returns only once
 * this instance has heard about its own commits; a lost connection empties every cache.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAircraft, adminOfNewOrganization, memberOf, slot } from "../testing/factories";
import { type ApiClient, startTestApp, type TestApp } from "../testing/test-app";
import { CacheInvalidation, type InvalidationKey } from "./cache-invalidation";

let test: TestApp;
let invalidation: CacheInvalidation;
const heard: InvalidationKey[] = [];
let cleared = 0;
let orgId: string;
let memberId: string;
let admin: ApiClient;
let plane: { id: string };

beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  const member = await memberOf(test, club.organization.joinCode);
  admin = club.client;
  plane = await addAircraft(club.client);
  const booked = await member.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Pattern work",
    type: "training",
    ...slot(2),
  });
  expect(booked.status).toBe(201);
  orgId = club.organization.id;
  memberId = (await member.get("/api/me")).body.user.uid;
  invalidation = new CacheInvalidation(test.database.pool, test.database.connectionString);
  invalidation.register({
    invalidate: (key) => heard.push(key),
    clear: () => {
      cleared++;
    },
  });
  await invalidation.start();
});
afterAll(async () => {
  await invalidation.close();
  await test.close();
});

const pool = () => test.database.pool;

describe("the triggers", () => {
  it("name the organization of changed bookings, once per statement", async () => {
    heard.length = 0;
    await pool().query("update bookings set title = title || '.' where org_id = $1", [orgId]);
    await invalidation.sync();
    expect(heard).toEqual([{ scope: "org", id: orgId }]);
  });

  it("name the user and the organization of a changed profile", async () => {
    heard.length = 0;
    await pool().query("update user_profiles set first_name = 'Harriet' where user_id = $1", [
      memberId,
    ]);
    await invalidation.sync();
    expect(heard).toEqual(
      expect.arrayContaining([
        { scope: "user", id: memberId },
        { scope: "org", id: orgId },
      ]),
    );
  });

  it("name the user whose sessions ended", async () => {
    heard.length = 0;
    await pool().query("delete from auth_sessions where user_id = $1", [memberId]);
    await invalidation.sync();
    expect(heard).toEqual([{ scope: "user", id: memberId }]);
  });

  it("say nothing of a transaction that rolled back", async () => {
    heard.length = 0;
    const client = await pool().connect();
    try {
      await client.query("begin");
      await client.query("update bookings set title = 'never' where org_id = $1", [orgId]);
      await client.query("rollback");
    } finally {
      client.release();
    }
    await invalidation.sync();
    expect(heard).toEqual([]);
  });
});

describe("booking writes through the API", () => {
  it("are announced to their organization with their change notice; refused ones are not", async () => {
    const events = new pg.Client({ connectionString: test.database.connectionString });
    const notices: unknown[] = [];
    await events.connect();
    try {
      events.on("notification", (message) => notices.push(JSON.parse(message.payload ?? "")));
      await events.query("listen hangar_events");
      heard.length = 0;
      const body = { aircraftId: plane.id, title: "Announced", type: "rental" };
      const created = await admin.post("/api/bookings", { ...body, ...slot(40) });
      expect(created.status).toBe(201);
      const id = created.body.booking.id;
      expect((await admin.put(`/api/bookings/${id}`, { ...body, ...slot(41) })).status).toBe(200);
      await invalidation.sync();
      // Each write is announced (by the server after its commit, and by the trigger), and only
      // to its organization.
      expect(heard.length).toBeGreaterThanOrEqual(2);
      expect(new Set(heard.map((key) => JSON.stringify(key)))).toEqual(
        new Set([JSON.stringify({ scope: "org", id: orgId })]),
      );
      // Refused writes announce nothing.
      const announced = heard.length;
      expect((await admin.post("/api/bookings", { ...body, ...slot(41) })).status).toBe(409);
      await invalidation.sync();
      expect(heard).toHaveLength(announced);
      await expect.poll(() => notices.length).toBe(2);
      expect(notices).toEqual([
        { orgId, kind: "booking", id, action: "created" },
        { orgId, kind: "booking", id, action: "updated" },
      ]);

      // Other writes are announced by the trigger, once per statement.
      heard.length = 0;
      for (let round = 0; round < 5; round++) {
        await pool().query("update bookings set title = title where id = $1", [id]);
      }
      await invalidation.sync();
      expect(heard).toHaveLength(5);
    } finally {
      await events.end();
    }
  });
});

describe("sync", () => {
  it("returns once the notifications of every commit before it have arrived", async () => {
    for (let round = 1; round <= 30; round++) {
      heard.length = 0;
      await pool().query("update bookings set title = $2 where org_id = $1", [
        orgId,
        `Round ${round}`,
      ]);
      await invalidation.sync();
      expect(heard).toHaveLength(1);
    }
  });
});

describe("a write's answer", () => {
  it("waits for this instance's caches by whatever spelling of the path reached the route", async () => {
    const listener = new pg.Client({ connectionString: test.database.connectionString });
    await listener.connect();
    try {
      const payloads: string[] = [];
      listener.on("notification", (message) => payloads.push(message.payload ?? ""));
      await listener.query("listen hangar_invalidate");
      /** The server's syncs during `write`: heard once a notice sent after it has arrived. */
      const syncsOf = async (write: () => Promise<unknown>) => {
        payloads.length = 0;
        await write();
        const marker = `marker ${Math.random()}`;
        await pool().query("select pg_notify('hangar_invalidate', $1)", [marker]);
        while (!payloads.includes(marker)) await new Promise((r) => setTimeout(r, 10));
        return payloads.filter((payload) => payload.startsWith("sync:")).length;
      };
      const signIn = (path: string) =>
        test.client().post(path, { email: "nobody@example.org", password: "not a password" });
      expect(await syncsOf(() => signIn("/api/auth/login"))).toBe(1);
      expect(await syncsOf(() => signIn("/%61pi/auth/login"))).toBe(1);
      expect(await syncsOf(() => signIn("/api/%61uth/login"))).toBe(1);
      expect(await syncsOf(() => test.client().get("/%61pi/me"))).toBe(0);
    } finally {
      await listener.end();
    }
  });
});

describe("a lost connection", () => {
  it("empties the caches, keeps none until it listens again, and then resumes", async () => {
    const before = cleared;
    await pool().query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'hangar listen hangar_invalidate' and datname = current_database()",
    );
    const lostBy = Date.now() + 2000;
    while (invalidation.active && Date.now() < lostBy) await new Promise((r) => setTimeout(r, 20));
    expect(invalidation.active).toBe(false);
    expect(cleared).toBeGreaterThan(before);
    await invalidation.sync(); // no connection to wait on: returns at once
    const backBy = Date.now() + 5000;
    while (!invalidation.active && Date.now() < backBy) await new Promise((r) => setTimeout(r, 50));
    expect(invalidation.active).toBe(true);
  });
});
