/**
 * The database's triggers say what each committed change touched, in one notice shape on one
 * channel, whoever wrote it; `sync` returns only once this instance has heard of its own
 * commits; a lost connection empties every cache.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  slot,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import type { ChangeNotice } from "./change-notice";
import { CHANNEL, Changes } from "./changes";

let test: TestApp;
let changes: Changes;
const heard: ChangeNotice[] = [];
let cleared = 0;
let orgId: string;
let memberId: string;
let adminId: string;
let admin: ApiClient;
let plane: { id: string };
let bookingId: string;

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
  bookingId = booked.body.booking.id;
  orgId = club.organization.id;
  memberId = (await member.get("/api/me")).body.user.uid;
  adminId = (await admin.get("/api/me")).body.user.uid;
  changes = new Changes(test.database.pool, test.database.connectionString);
  changes.follow({
    apply: (notice) => heard.push(notice),
    clear: () => {
      cleared++;
    },
  });
  await changes.start();
});
afterAll(async () => {
  await changes.close();
  await test.close();
});

const pool = () => test.database.pool;

describe("the triggers", () => {
  it("name the bookings a statement changed, with who may hear of it", async () => {
    heard.length = 0;
    await pool().query("update bookings set title = title || '.' where org_id = $1", [orgId]);
    await changes.sync();
    expect(heard).toEqual([
      {
        scope: { org: orgId },
        kind: "booking",
        ids: [bookingId],
        action: "updated",
        busyBlockChanged: false,
        pilots: [memberId],
      },
    ]);
    heard.length = 0;
    await pool().query("update bookings set pilot_id = $2 where id = $1", [bookingId, adminId]);
    await pool().query(
      "update bookings set ends_at = ends_at + interval '1 minute' where id = $1",
      [bookingId],
    );
    await pool().query("update bookings set pilot_id = $2 where id = $1", [bookingId, memberId]);
    await changes.sync();
    expect(heard.map(({ busyBlockChanged, pilots }) => ({ busyBlockChanged, pilots }))).toEqual([
      { busyBlockChanged: false, pilots: [adminId, memberId].sort() },
      { busyBlockChanged: true, pilots: undefined },
      { busyBlockChanged: false, pilots: [adminId, memberId].sort() },
    ]);
  });

  it("gather a bulk load's rows into a few notices, each within PostgreSQL's payload limit", async () => {
    const bulk = await addAircraft(admin);
    const listener = new pg.Client({ connectionString: test.database.connectionString });
    const payloads: string[] = [];
    await listener.connect();
    try {
      listener.on("notification", (message) => payloads.push(message.payload ?? ""));
      await listener.query(`listen ${CHANNEL}`);
      heard.length = 0;
      // Years ahead, clear of the member's own bookings elsewhere (a pilot flies one at a time).
      await pool().query(
        `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, type, user_id,
           pilot_id, status, editable_by_member)
         select $1, $2, 'Imported', now() + interval '3650 days' + n * interval '1 hour',
           now() + interval '3650 days' + n * interval '1 hour' + interval '30 minutes', 'rental',
           $3, $3, 'active', true
         from generate_series(1, 400) as n`,
        [orgId, bulk.id, memberId],
      );
      await changes.sync();
      expect(heard).toHaveLength(4);
      expect(heard.flatMap((notice) => notice.ids ?? [])).toHaveLength(400);
      expect(heard.every((notice) => notice.action === "created")).toBe(true);
      expect(Math.max(...payloads.map((payload) => Buffer.byteLength(payload)))).toBeLessThan(8000);

      heard.length = 0;
      await pool().query("update bookings set status = 'cancelled' where aircraft_id = $1", [
        bulk.id,
      ]);
      await changes.sync();
      expect(heard).toHaveLength(4);
      expect(heard.every((notice) => notice.action === "cancelled")).toBe(true);

      // User ids as long as an imported export may hold (64 characters) fit too.
      payloads.length = 0;
      await pool().query(
        `select hangar_send_changes('member', jsonb_agg(jsonb_build_object(
           'id', repeat('u', 60) || lpad(n::text, 4, '0'), 'org', $1::text, 'action', 'updated')))
         from generate_series(1, 250) as n`,
        [orgId],
      );
      // This listener hears them in its own time; the sync's notification travels there too.
      const members = () =>
        payloads.filter(
          (payload) => payload.startsWith("{") && JSON.parse(payload).kind === "member",
        );
      await vi.waitFor(() => expect(members()).toHaveLength(3));
      expect(Math.max(...members().map((payload) => Buffer.byteLength(payload)))).toBeLessThan(
        8000,
      );
    } finally {
      await listener.end();
    }
  });

  it("name the users of a changed profile, by organization", async () => {
    heard.length = 0;
    await pool().query("update user_profiles set first_name = 'Harriet' where user_id = $1", [
      memberId,
    ]);
    await changes.sync();
    expect(heard).toEqual([
      { scope: { org: orgId }, kind: "member", ids: [memberId], action: "updated" },
    ]);
    // Without an organization, a profile shows on no calendar: only the user's copies go.
    heard.length = 0;
    await pool().query("update user_profiles set first_name = 'Hal' where org_id is null");
    await changes.sync();
    expect(
      heard.every((notice) => typeof notice.scope === "object" && "user" in notice.scope),
    ).toBe(true);
  });

  it("name the user whose sessions ended", async () => {
    heard.length = 0;
    await pool().query("delete from auth_sessions where user_id = $1", [memberId]);
    await changes.sync();
    expect(heard).toEqual([{ scope: { user: memberId }, kind: "session", action: "deleted" }]);
  });

  it("say that everything went at a truncate", async () => {
    heard.length = 0;
    const client = await pool().connect();
    try {
      await client.query("begin");
      await client.query("truncate former_members");
      await client.query("rollback");
      await client.query("begin");
      await client.query("truncate former_members");
      await client.query("commit");
    } finally {
      client.release();
    }
    await changes.sync();
    expect(heard).toEqual([{ scope: "all", kind: "former-member", action: "deleted" }]);
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
    await changes.sync();
    expect(heard).toEqual([]);
  });
});

describe("booking writes through the API", () => {
  it("are described by the trigger and published after their commit, once each; refused writes announce nothing", async () => {
    heard.length = 0;
    const body = { aircraftId: plane.id, title: "Announced", type: "rental" };
    const created = await admin.post("/api/bookings", { ...body, ...slot(40) });
    expect(created.status).toBe(201);
    const id = created.body.booking.id;
    expect((await admin.put(`/api/bookings/${id}`, { ...body, ...slot(41) })).status).toBe(200);
    expect((await admin.post("/api/bookings", { ...body, ...slot(41) })).status).toBe(409);
    await changes.sync();
    expect(heard.map(({ kind, ids, action }) => ({ kind, ids, action }))).toEqual([
      { kind: "booking", ids: [id], action: "created" },
      { kind: "booking", ids: [id], action: "updated" },
    ]);
  });
});

describe("sync", () => {
  it("returns once the notices of every commit before it have arrived", async () => {
    for (let round = 1; round <= 30; round++) {
      heard.length = 0;
      await pool().query("update bookings set title = $2 where id = $1", [
        bookingId,
        `Round ${round}`,
      ]);
      await changes.sync();
      expect(heard).toHaveLength(1);
    }
  });
});

describe("a write's answer", () => {
  it("waits for this instance's caches, by whatever spelling of the path reached the route, unless its service announced its changes", async () => {
    const listener = new pg.Client({ connectionString: test.database.connectionString });
    await listener.connect();
    try {
      const payloads: string[] = [];
      listener.on("notification", (message) => payloads.push(message.payload ?? ""));
      await listener.query(`listen ${CHANNEL}`);
      /** The server's syncs during `write`: heard once a notice sent after it has arrived. */
      const syncsOf = async (write: () => Promise<unknown>) => {
        payloads.length = 0;
        await write();
        const marker = `marker ${Math.random()}`;
        await pool().query("select pg_notify($1, $2)", [CHANNEL, marker]);
        while (!payloads.includes(marker)) await new Promise((r) => setTimeout(r, 10));
        return payloads.filter((payload) => payload.startsWith("sync:")).length;
      };
      const signIn = (path: string) =>
        test.client().post(path, { email: "nobody@example.org", password: "not a password" });
      expect(await syncsOf(() => signIn("/api/auth/login"))).toBe(1);
      expect(await syncsOf(() => signIn("/%61pi/auth/login"))).toBe(1);
      expect(await syncsOf(() => signIn("/api/%61uth/login"))).toBe(1);
      expect(await syncsOf(() => test.client().get("/%61pi/me"))).toBe(0);
      const booking = { aircraftId: plane.id, title: "No wait", type: "rental", ...slot(60) };
      expect(await syncsOf(() => admin.post("/api/bookings", booking))).toBe(0);
    } finally {
      await listener.end();
    }
  });
});

describe("a lost connection", () => {
  it("empties the caches, keeps none until it listens again, and then resumes", async () => {
    const before = cleared;
    await pool().query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()",
      [`hangar listen ${CHANNEL}`],
    );
    const lostBy = Date.now() + 2000;
    while (changes.active && Date.now() < lostBy) await new Promise((r) => setTimeout(r, 20));
    expect(changes.active).toBe(false);
    expect(cleared).toBeGreaterThan(before);
    await changes.sync(); // no connection to wait on: returns at once
    const backBy = Date.now() + 5000;
    while (!changes.active && Date.now() < backBy) await new Promise((r) => setTimeout(r, 50));
    expect(changes.active).toBe(true);
  });
});

describe("publish", () => {
  it("applies a committed transaction's notices here at once, and tells this instance's streams to read again when they cannot be sent", async () => {
    const closedPool = new pg.Pool({ connectionString: test.database.connectionString });
    await closedPool.end();
    const lonely = new Changes(closedPool, test.database.connectionString, [0, 10]);
    const applied: ChangeNotice[] = [];
    lonely.follow({ apply: (notice) => applied.push(notice), clear: () => {} });
    const told: (ChangeNotice | "resync")[] = [];
    lonely.subscribe(orgId, (notice) => told.push(notice));
    const notice = { scope: { org: orgId }, kind: "booking", ids: [bookingId], action: "updated" };
    lonely.publish([JSON.stringify(notice)]);
    expect(applied).toEqual([notice]);
    await vi.waitFor(() => expect(told).toEqual(["resync"]));
    await lonely.close();
  });
});
