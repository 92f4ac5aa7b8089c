/**
 * The organization export and its import on a new installation: two servers on two
 * databases, the file carried between them over HTTP, and everything compared.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  PASSWORD,
  registeredUser,
  slot,
} from "../../../tests/server/support/factories";
import {
  type ApiClient,
  startTestApp,
  TEST_SETUP_CODE,
  type TestApp,
} from "../../../tests/server/support/test-app";
import { signInLinkMessages } from "../../shared/auth/sign-in-link";
import {
  EXPORT_VERSION,
  portabilityMessages,
  SETUP_CODE_HEADER,
} from "../../shared/portability/organization-export";

const NEW_PASSWORD = "restored and well";
/** More than one page of the export's stream (2,000 bookings). */
const HISTORY_BOOKINGS = 2_300;

let source: TestApp;
let admin: ApiClient;
let adminEmail: string;
let member: ApiClient;
let memberId: string;
// biome-ignore lint/suspicious/noExplicitAny: the file is compared as plain JSON.
let file: any;

async function countRows(test: TestApp) {
  const { rows } = await test.database.pool.query<Record<string, string>>(`
    select (select count(*) from auth_users) as users, (select count(*) from organizations) as orgs,
           (select count(*) from aircraft) as aircraft, (select count(*) from bookings) as bookings,
           (select count(*) from user_profiles) as profiles`);
  return rows[0];
}

/** Past flights, written straight into the database: the API only books the future. */
async function addHistory(test: TestApp, orgId: string, aircraftId: string, pilotIds: string[]) {
  await test.database.pool.query(
    `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, type, user_id, pilot_id,
                           status, cancelled_at)
     select $1, $2, 'Flight ' || n, timestamptz '2024-01-01 08:00Z' + n * interval '3 hours',
            timestamptz '2024-01-01 09:30Z' + n * interval '3 hours',
            (array['rental','training','maintenance'])[1 + n % 3],
            ($3::text[])[1 + n % cardinality($3::text[])], ($3::text[])[1 + n % cardinality($3::text[])],
            case when n % 7 = 0 then 'cancelled' else 'active' end,
            case when n % 7 = 0 then timestamptz '2023-12-01Z' end
     from generate_series(1, $4) as n`,
    [orgId, aircraftId, pilotIds, HISTORY_BOOKINGS],
  );
}

/** A lesson ahead, written straight into the database: no route sets an instructor yet. */
async function addLesson(test: TestApp, aircraftId: string, pilotId: string, instructorId: string) {
  const when = slot(50, 2);
  await test.database.pool.query(
    `insert into bookings (org_id, aircraft_id, title, type, starts_at, ends_at, user_id, pilot_id,
                           instructor_id)
     select org_id, $1, 'Lesson', 'training', $2, $3, $4, $4, $5 from aircraft where id = $1`,
    [aircraftId, when.start, when.end, pilotId, instructorId],
  );
}

/** A Ground lesson ahead (no aircraft), written straight into the database as `addLesson`. */
async function addGroundLesson(
  test: TestApp,
  orgId: string,
  pilotId: string,
  instructorId: string,
) {
  const when = slot(60, 1);
  await test.database.pool.query(
    `insert into bookings (org_id, aircraft_id, title, type, starts_at, ends_at, user_id, pilot_id,
                           instructor_id)
     values ($1, null, 'Briefing', 'ground', $2, $3, $4, $4, $5)`,
    [orgId, when.start, when.end, pilotId, instructorId],
  );
}

beforeAll(async () => {
  source = await startTestApp();
  const created = await adminOfNewOrganization(source, {
    name: "Export Flying Club",
    website: "https://export.example",
  });
  admin = created.client;
  adminEmail = (await admin.get("/api/me")).body.user.email;
  expect(
    (
      await admin.patch("/api/organizations/current", {
        description: "Gliders and <b>tugs</b> — ünïcode ✈",
        logo: "https://export.example/logo.png",
        socialMedia: { facebook: "https://facebook.com/export-club" },
        settings: { timezone: "Europe/Paris", currency: "EUR" },
      })
    ).status,
  ).toBe(200);
  member = await memberOf(source, created.organization.joinCode);
  memberId = (await member.get("/api/me")).body.user.uid;
  expect(
    (
      await member.patch("/api/me/profile", {
        emergencyContact: { name: "Jo", relationship: "Sister", phone: "+33 6 00 00 00 00" },
      })
    ).status,
  ).toBe(200);
  const leaver = await memberOf(source, created.organization.joinCode);
  const leaverId = (await leaver.get("/api/me")).body.user.uid;
  const deleted = await memberOf(source, created.organization.joinCode);
  const deletedId = (await deleted.get("/api/me")).body.user.uid;

  const plane = await addAircraft(admin, { avionics: ["G1000", "GTN 650"], hourlyRate: 142.5 });
  const retired = await addAircraft(admin);
  expect((await admin.post(`/api/aircraft/${retired.id}/archive`)).status).toBe(200);
  const future = await member.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Cross-country",
    type: "rental",
    notes: "Fuel stop at LFOB",
    ...slot(30, 2),
  });
  expect(future.status).toBe(201);
  const cancelled = await admin.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Checkride",
    type: "training",
    pilotId: memberId,
    ...slot(40),
  });
  expect((await admin.post(`/api/bookings/${cancelled.body.booking.id}/cancel`)).status).toBe(200);
  const adminId = (await admin.get("/api/me")).body.user.uid;
  await addHistory(source, created.organization.id, plane.id, [
    adminId,
    memberId,
    leaverId,
    deletedId,
  ]);
  // A booking that overlapped its pilot's flight before pilots were kept to one booking at a
  // time: the admin's flight 4 (20:00–21:30) on the other aircraft, as a migrated
  // installation holds it (grandfathered).
  await source.database.pool.query(
    `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, type, user_id, pilot_id,
                           pilot_overlap_grandfathered)
     values ($1, $2, 'Legacy overlap', '2024-01-01 20:30Z', '2024-01-01 21:30Z', 'rental', $3, $3,
             true)`,
    [created.organization.id, retired.id, adminId],
  );
  // The member teaches: a lesson ahead, and past ones with them and with the one who leaves.
  expect(
    (
      await admin.put(`/api/members/${memberId}/instructor`, {
        isInstructor: true,
        instructorRate: 58.25,
        instructorRatings: "CFI, CFII — ünïcode",
      })
    ).status,
  ).toBe(200);
  await addLesson(source, plane.id, adminId, memberId);
  await addGroundLesson(source, created.organization.id, adminId, memberId);
  await source.database.pool.query(
    `update bookings set instructor_id = case when title like '%0' then $2 else $3 end
      where org_id = $1 and title ~ '^Flight [0-9]*[05]$' and pilot_id <> $2 and pilot_id <> $3`,
    [created.organization.id, memberId, leaverId],
  );
  // A removed member and a deleted account stay in the history.
  expect((await admin.post(`/api/members/${leaverId}/remove`)).status).toBe(204);
  expect((await deleted.post("/api/me/delete", { password: PASSWORD })).status).toBe(204);

  const exported = await admin.get("/api/organizations/current/export");
  expect(exported.status).toBe(200);
  file = exported.body;
});

afterAll(async () => {
  await source?.close();
});

describe("the export", () => {
  it("is a JSON download with the organization, its members, aircraft and whole history", async () => {
    const response = await admin.get("/api/organizations/current/export");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="hangar-export-flying-club-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(file.format).toBe("hangar.organization-export");
    expect(file.version).toBe(EXPORT_VERSION);
    expect(file.organization.name).toBe("Export Flying Club");
    expect(file.organization.settings.timezone).toBe("Europe/Paris");
    expect(file.members).toHaveLength(2);
    expect(file.formerPeople).toHaveLength(2);
    expect(file.aircraft).toHaveLength(2);
    expect(file.bookings).toHaveLength(HISTORY_BOOKINGS + 5);
    expect(file.bookings.filter((b: { status: string }) => b.status === "cancelled").length).toBe(
      Math.floor(HISTORY_BOOKINGS / 7) + 1,
    );
  });

  it("holds who teaches, their rate and ratings, and every lesson's instructor", () => {
    expect(file.members.find((m: { id: string }) => m.id === memberId)).toMatchObject({
      isInstructor: true,
      instructorRate: 58.25,
      instructorRatings: "CFI, CFII — ünïcode",
    });
    expect(file.members.find((m: { id: string }) => m.id !== memberId)).toMatchObject({
      isInstructor: false,
      instructorRate: null,
      instructorRatings: "",
    });
    const instructors = file.bookings.map((b: { instructorId: string | null }) => b.instructorId);
    const taughtBy = (id: string | null) => instructors.filter((i: string | null) => i === id);
    expect(taughtBy(memberId).length).toBeGreaterThan(1);
    // One who left taught too: they are among the former people the history names.
    const formerInstructor = instructors.find(
      (id: string | null) => id !== null && id !== memberId,
    );
    expect(file.formerPeople.map((p: { id: string }) => p.id)).toContain(formerInstructor);
    expect(taughtBy(null).length).toBeGreaterThan(HISTORY_BOOKINGS / 2);
  });

  it("holds Ground lessons, without an aircraft", () => {
    const ground = file.bookings.filter((b: { type: string }) => b.type === "ground");
    expect(ground).toEqual([
      expect.objectContaining({ aircraftId: null, title: "Briefing", instructorId: memberId }),
    ]);
  });

  it("holds no password, session or other organization's data", async () => {
    const text = JSON.stringify(file);
    expect(text).not.toMatch(/argon2|password|session|token/i);
    const other = await adminOfNewOrganization(source, { name: "Another Club" });
    await addAircraft(other.client, { registration: "G-OTHR" });
    const again = await admin.get("/api/organizations/current/export");
    expect(JSON.stringify(again.body)).not.toContain("G-OTHR");
    expect(JSON.stringify(again.body)).not.toContain("Another Club");
  });

  it("is for administrators only", async () => {
    expect((await member.get("/api/organizations/current/export")).status).toBe(403);
    expect((await source.client().get("/api/organizations/current/export")).status).toBe(401);
  });
});

describe("the setup code of a new installation", () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await startTestApp();
  });
  afterAll(async () => {
    await fresh?.close();
  });

  /** A restore with a sound file and administrator, and the given headers. */
  const attempt = (headers: Record<string, string>, body: unknown = undefined) =>
    fetch(`${fresh.url}/api/organizations/import`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: fresh.origin, ...headers },
      body:
        body === undefined
          ? JSON.stringify({ email: adminEmail, password: NEW_PASSWORD, file })
          : String(body),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));

  it("is asked for before anything else, and a missing or wrong one stores nothing", async () => {
    const before = await countRows(fresh);
    const missing = await attempt({});
    expect(missing.status).toBe(403);
    expect(missing.body.error.fields.setupCode).toBe(portabilityMessages.setupCodeRequired);
    const blank = await attempt({ [SETUP_CODE_HEADER]: "  " });
    expect(blank.body.error.fields.setupCode).toBe(portabilityMessages.setupCodeRequired);
    const wrong = await attempt({ [SETUP_CODE_HEADER]: TEST_SETUP_CODE.replace("E000", "E001") });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.fields.setupCode).toBe(portabilityMessages.setupCodeWrong);
    // Refused before the body is read: it is not even JSON, and the answer is the same.
    const unread = await attempt({ [SETUP_CODE_HEADER]: "WRONG" }, `{"file": ${"[".repeat(1000)}`);
    expect(unread.status).toBe(403);
    expect(unread.body.error.fields.setupCode).toBe(portabilityMessages.setupCodeWrong);
    expect(await countRows(fresh)).toEqual(before);
    expect((await fresh.client().get("/api/installation")).body).toEqual({
      acceptsImport: true,
      supportEmail: null,
    });
  });

  it("takes a few wrong guesses per address, then none for a while, not even the right one", async () => {
    // Two wrong ones were made above; the throttle allows ten in 15 minutes.
    for (let i = 0; i < 8; i++) {
      expect((await attempt({ [SETUP_CODE_HEADER]: `GUESS-${i}` })).status).toBe(403);
    }
    const throttled = await attempt({ [SETUP_CODE_HEADER]: "GUESS-9" });
    expect(throttled.status).toBe(429);
    expect(throttled.body.error.message).toBe(portabilityMessages.tooManySetupCodes);
    expect((await attempt({ [SETUP_CODE_HEADER]: TEST_SETUP_CODE })).status).toBe(429);
    expect(await countRows(fresh)).toMatchObject({ users: "0", orgs: "0" });
  });
});

describe("importing on a new installation", () => {
  let target: TestApp;
  beforeAll(async () => {
    target = await startTestApp();
  });
  afterAll(async () => {
    await target?.close();
  });

  const restore = (client: ApiClient, body: Record<string, unknown>) =>
    client.request(
      "POST",
      "/api/organizations/import",
      { email: adminEmail, password: NEW_PASSWORD, file, ...body },
      { [SETUP_CODE_HEADER]: TEST_SETUP_CODE },
    );

  it("refuses what is not an export, a newer one, or a damaged one, and stores nothing", async () => {
    const before = await countRows(target);
    const client = target.client();
    const foreign = await restore(client, { file: { hello: "world" } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.file).toBe(portabilityMessages.notAnExport);
    const newer = await restore(client, { file: { ...file, version: EXPORT_VERSION + 1 } });
    expect(newer.body.error.fields.file).toBe(portabilityMessages.newerVersion);
    const [first, second] = file.bookings.filter((b: { status: string }) => b.status === "active");
    const overlapping = {
      ...file,
      bookings: [
        ...file.bookings,
        {
          ...second,
          id: crypto.randomUUID(),
          startsAt: first.startsAt,
          endsAt: first.endsAt,
          aircraftId: first.aircraftId,
        },
      ],
    };
    const damaged = await restore(client, { file: overlapping });
    expect(damaged.status).toBe(400);
    expect(damaged.body.error.fields.file).toBe(portabilityMessages.invalidFile);
    const dangling = await restore(client, {
      file: { ...file, bookings: [{ ...first, aircraftId: crypto.randomUUID() }] },
    });
    expect(dangling.body.error.fields.file).toBe(portabilityMessages.invalidFile);
    const notAdmin = await restore(client, {
      email: file.members.find((m: { role: string }) => m.role === "member").email,
    });
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.body.error.fields.email).toBe(portabilityMessages.notAnAdministrator);
    expect(await countRows(target)).toEqual(before);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("refuses fields the API would refuse (links, slug, logo, colours), and stores nothing", async () => {
    const before = await countRows(target);
    const client = target.client();
    const edited = (edit: (copy: typeof file) => void) => {
      const copy = structuredClone(file);
      edit(copy);
      return copy;
    };
    const files = {
      "a slug with a line break": edited((f) => {
        f.organization.slug = "export\r\nSet-Cookie: x=1";
      }),
      "a javascript: website": edited((f) => {
        f.organization.contact.website = "javascript:alert(document.cookie)";
      }),
      "a colour that is no colour": edited((f) => {
        f.aircraft[0].color = "red;background:url(https://evil.example)";
      }),
      "a javascript: social link": edited((f) => {
        f.organization.socialMedia = { twitter: "javascript:alert(1)" };
      }),
      "a social link that is no URL": edited((f) => {
        f.organization.socialMedia = { facebook: "export club" };
      }),
      "a logo that is no web address": edited((f) => {
        f.organization.logo = "data:image/svg+xml,<svg onload=alert(1)>";
      }),
      "a Ground booking with an aircraft": edited((f) => {
        const ground = f.bookings.find((b: { type: string }) => b.type === "ground");
        ground.aircraftId = f.aircraft[0].id;
      }),
      "a Ground booking without an instructor": edited((f) => {
        const ground = f.bookings.find((b: { type: string }) => b.type === "ground");
        ground.instructorId = null;
      }),
      "a flight without an aircraft": edited((f) => {
        const flight = f.bookings.find((b: { type: string }) => b.type === "rental");
        flight.aircraftId = null;
      }),
    };
    for (const [what, edit] of Object.entries(files)) {
      const refused = await restore(client, { file: edit });
      expect(refused.status, what).toBe(400);
      expect(refused.body.error.fields.file, what).toBe(portabilityMessages.invalidFile);
    }
    expect(await countRows(target)).toEqual(before);
    expect((await client.get("/api/installation")).body).toEqual({
      acceptsImport: true,
      supportEmail: null,
    });
  });

  it("brings everything back identical, and signs the restorer in as its administrator", async () => {
    const restorer = target.client();
    expect((await restorer.get("/api/installation")).body).toEqual({
      acceptsImport: true,
      supportEmail: null,
    });
    const restored = await restore(restorer, {});
    expect(restored.status).toBe(201);
    expect(restored.body.user).toMatchObject({ email: adminEmail, role: "admin" });

    // The booking that overlapped its pilot's is grandfathered again, nothing else is.
    const { rows: grandfathered } = await target.database.pool.query(
      "select title from bookings where pilot_overlap_grandfathered",
    );
    expect(grandfathered).toEqual([{ title: "Legacy overlap" }]);

    const again = await restorer.get("/api/organizations/current/export");
    expect(again.status).toBe(200);
    expect({ ...again.body, exportedAt: undefined }).toEqual({ ...file, exportedAt: undefined });

    // And what people see through the API is the same on both installations.
    const range = "from=2024-01-01T00:00:00Z&to=2024-12-31T00:00:00Z";
    // The calendar a month at a time: its widest window.
    const months = Array.from({ length: 12 }, (_, month) => {
      const from = new Date(Date.UTC(2024, month, 1)).toISOString();
      const to = new Date(Date.UTC(2024, month + 1, 1)).toISOString();
      return `/api/bookings?from=${from}&to=${to}`;
    });
    for (const path of [
      "/api/organizations/current",
      "/api/aircraft",
      "/api/members",
      `/api/members/${memberId}`,
      ...months,
      `/api/bookings/statistics?${range}`,
    ]) {
      const [before, after] = [await admin.get(path), await restorer.get(path)];
      expect(after.status, path).toBe(200);
      const withoutSignInState = (body: { member?: { hasPassword?: boolean } }) =>
        body.member ? { ...body, member: { ...body.member, hasPassword: undefined } } : body;
      expect(withoutSignInState(after.body), path).toEqual(withoutSignInState(before.body));
    }
    expect((await restorer.get("/api/installation")).body).toEqual({
      acceptsImport: false,
      supportEmail: null,
    });
  });

  it("takes no second import, nor one after anyone signed up", async () => {
    const late = await restore(target.client(), {});
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(portabilityMessages.notFresh);
    // Refused before the body is even read: not JSON, and still the same answer.
    const unread = await fetch(`${target.url}/api/organizations/import`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: target.origin },
      body: `{"file": ${"[".repeat(1000)}`,
    });
    expect(unread.status).toBe(409);
    expect((await unread.json()).error.message).toBe(portabilityMessages.notFresh);
  });

  it("lets members in through a one-time sign-in link from their administrator", async () => {
    const restorer = target.client();
    expect(
      (await restorer.post("/api/auth/login", { email: adminEmail, password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    const details = await restorer.get(`/api/members/${memberId}`);
    expect(details.body.member.hasPassword).toBe(false);
    const memberEmail = details.body.member.email;
    expect(
      (await target.client().post("/api/auth/login", { email: memberEmail, password: PASSWORD }))
        .status,
    ).toBe(401);

    const created = await restorer.post(`/api/members/${memberId}/sign-in-link`);
    expect(created.status).toBe(201);
    const { url, expiresAt } = created.body.link;
    expect(url).toMatch(new RegExp(`^${target.origin}/set-password#[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const token = url.split("#")[1];
    // A newer link replaces the older one.
    const newer = await restorer.post(`/api/members/${memberId}/sign-in-link`);
    const newerToken = newer.body.link.url.split("#")[1];
    const old = await target
      .client()
      .post("/api/auth/sign-in-link", { token, password: "mine at last" });
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe(signInLinkMessages.invalid);

    const pilot = target.client();
    const used = await pilot.post("/api/auth/sign-in-link", {
      token: newerToken,
      password: "mine at last",
    });
    expect(used.status).toBe(200);
    expect(used.body.user).toMatchObject({ uid: memberId, role: "member" });
    expect((await pilot.get("/api/bookings/upcoming")).status).toBe(200);
    const twice = await target
      .client()
      .post("/api/auth/sign-in-link", { token: newerToken, password: "someone else's" });
    expect(twice.status).toBe(400);
    expect(
      (
        await target
          .client()
          .post("/api/auth/login", { email: memberEmail, password: "mine at last" })
      ).status,
    ).toBe(200);
    const refused = await restorer.post(`/api/members/${memberId}/sign-in-link`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(signInLinkMessages.memberHasPassword);
    expect((await pilot.post(`/api/members/${memberId}/sign-in-link`)).status).toBe(403);
  });

  it("gives no link for someone outside the organization", async () => {
    const restorer = target.client();
    await restorer.post("/api/auth/login", { email: adminEmail, password: NEW_PASSWORD });
    const outsider = await registeredUser(target);
    const outsiderId = (await outsider.get("/api/me")).body.user.uid;
    expect((await restorer.post(`/api/members/${outsiderId}/sign-in-link`)).status).toBe(404);
    const formerId = file.formerPeople[0].id;
    expect((await restorer.post(`/api/members/${formerId}/sign-in-link`)).status).toBe(404);
  });
});
