/**
 * Hostile input, derived from each route's own schema: a valid body with fields replaced by
 * wrong types, nulls, huge or odd strings, enormous numbers, malformed dates and ids, SQL and
 * HTML; fields dropped; extra fields; bodies that are not objects. At least 10,000 requests
 * (FUZZ_RUNS sets more): never a 5xx or a stack trace; whatever the schema refuses gets 400
 * with the schema's own message for each field, and stores nothing.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ZodType } from "zod";
import { aircraftInputSchema } from "../../../src/shared/aircraft/aircraft.schemas";
import {
  changePasswordInputSchema,
  deleteAccountInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from "../../../src/shared/auth/auth.schemas";
import { useSignInLinkInputSchema } from "../../../src/shared/auth/sign-in-link";
import { bookingInputSchema } from "../../../src/shared/bookings/booking.schemas";
import {
  timeOffInputSchema,
  weeklyHoursInputSchema,
} from "../../../src/shared/instructors/availability.schemas";
import { instructorInputSchema } from "../../../src/shared/members/instructor.schemas";
import { changeRoleInputSchema } from "../../../src/shared/members/member.types";
import {
  createOrganizationInputSchema,
  joinOrganizationInputSchema,
  organizationUpdateSchema,
} from "../../../src/shared/organizations/organization.schemas";
import {
  importRequestSchema,
  SETUP_CODE_HEADER,
} from "../../../src/shared/portability/organization-export";
import {
  profileInputSchema,
  profileUpdateSchema,
} from "../../../src/shared/profile/profile.schemas";
import { organizationInput, PASSWORD, profileInput, slot, uniqueEmail } from "../support/factories";
import { type ApiClient, startTestApp, TEST_SETUP_CODE, type TestApp } from "../support/test-app";
import { hostileBody, hostileValue } from "./hostile-values";
import { buildWorld, type World } from "./permissions-world";

/** At least 10,000 in `npm test`; FUZZ_RUNS sets more for a longer manual run. */
const TOTAL_RUNS = Math.max(10_000, Number(process.env.FUZZ_RUNS ?? 10_200));

let test: TestApp;
let world: World;
/** The club's own export, for import bodies. */
let exportFile: { members: { email: string; role: string }[] };
/**
 * An installation nobody uses: the only kind that reads an import's body (one in use refuses it
 * before reading, 409). Its imports name no administrator of the file, so none succeeds.
 */
let fresh: TestApp;
beforeAll(async () => {
  test = await startTestApp();
  fresh = await startTestApp();
  world = await buildWorld(test);
  exportFile = (await world.clients.admin.get("/api/organizations/current/export")).body;
}, 120_000);
afterAll(async () => {
  await test.close();
  await fresh.close();
});

interface Target {
  method: string;
  path: () => Promise<string> | string;
  schema: ZodType;
  valid: () => Record<string, unknown>;
  client: () => ApiClient;
  /** The installation the requests go to, when not `test`. */
  app?: () => TestApp;
  /** Headers a valid request carries besides its body's type. */
  headers?: Record<string, string>;
}

const aircraftBody = () => ({
  registration: `F${Math.random().toString(36).slice(2, 8)}`,
  model: "PA-28",
  manufacturer: "Piper",
  year: 2001,
  baseAirportICAO: "KPAO",
  category: "Single Engine",
  avionics: ["GNS 430"],
  fuelType: "100LL",
  hourlyRate: 150,
  bookingEnabled: true,
  isArchived: false,
  color: "#3174ad",
  type: "rental",
  status: "available",
});
let hour = 1000;
const bookingBody = () => {
  hour += 2;
  return { aircraftId: world.aircraftId, title: "Fuzz", type: "rental", notes: "n", ...slot(hour) };
};

const targets = (): Target[] => [
  {
    method: "POST",
    path: () => "/api/auth/sign-in-link",
    schema: useSignInLinkInputSchema,
    valid: () => ({ token: "bm90IGEgcmVhbCB0b2tlbg", password: "a long new password" }),
    client: () => test.client(),
  },
  {
    method: "POST",
    path: () => "/api/organizations/import",
    schema: importRequestSchema,
    valid: () => ({
      email: "not-in-the-file@example.org",
      password: "a long new password",
      file: structuredClone(exportFile),
    }),
    client: () => fresh.client(),
    app: () => fresh,
    // With the installation's setup code: the body is what is under test.
    headers: { [SETUP_CODE_HEADER]: TEST_SETUP_CODE },
  },
  {
    method: "POST",
    path: () => "/api/me/password",
    schema: changePasswordInputSchema,
    valid: () => ({ currentPassword: "not the password", newPassword: "another long password" }),
    client: () => world.clients.otherMember,
  },
  {
    method: "POST",
    path: () => "/api/me/delete",
    schema: deleteAccountInputSchema,
    valid: () => ({ password: "not the password" }),
    client: () => world.clients.otherMember,
  },
  {
    method: "POST",
    path: () => "/api/auth/register",
    schema: signUpInputSchema,
    valid: () => ({ email: uniqueEmail("fuzz"), password: PASSWORD }),
    client: () => test.client(),
  },
  {
    method: "POST",
    path: () => "/api/auth/login",
    schema: signInInputSchema,
    valid: () => ({ email: uniqueEmail("fuzz"), password: PASSWORD }),
    client: () => test.client(),
  },
  {
    method: "PUT",
    path: () => "/api/me/profile",
    schema: profileInputSchema,
    valid: () => ({ ...profileInput(), emergencyContact: { name: "E" } }),
    client: () => world.clients.member,
  },
  {
    method: "PATCH",
    path: () => "/api/me/profile",
    schema: profileUpdateSchema,
    valid: () => ({ firstName: "F", address: { city: "C", apartment: "" } }),
    client: () => world.clients.member,
  },
  {
    method: "POST",
    path: () => "/api/organizations",
    schema: createOrganizationInputSchema,
    valid: () => ({ ...organizationInput(), website: "https://x.example" }),
    client: () => world.clients.member,
  },
  {
    method: "POST",
    path: () => "/api/organizations/join",
    schema: joinOrganizationInputSchema,
    valid: () => ({ code: "ABCDEFGH" }),
    client: () => world.clients.otherMember,
  },
  {
    method: "PATCH",
    path: () => "/api/organizations/current",
    schema: organizationUpdateSchema,
    valid: () => ({
      description: "d",
      contact: { phone: "1" },
      baseAirport: { coordinates: { latitude: 1, longitude: 2 } },
      settings: { currency: "EUR" },
    }),
    client: () => world.clients.otherAdmin,
  },
  {
    method: "POST",
    path: () => `/api/members/${world.ids.member}/role`,
    schema: changeRoleInputSchema,
    // Kept a member: a valid body changes nothing the other targets rely on.
    valid: () => ({ role: "member" }),
    client: () => world.clients.admin,
  },
  {
    method: "PUT",
    path: () => `/api/members/${world.ids.member}/instructor`,
    schema: instructorInputSchema,
    valid: () => ({ isInstructor: false, instructorRate: 40, instructorRatings: "CFI" }),
    client: () => world.clients.admin,
  },
  {
    method: "POST",
    path: () => "/api/aircraft",
    schema: aircraftInputSchema,
    valid: aircraftBody,
    client: () => world.clients.admin,
  },
  {
    method: "PUT",
    path: () => `/api/aircraft/${world.aircraftId}`,
    schema: aircraftInputSchema,
    valid: () => ({ ...aircraftBody(), registration: "SECRT-REG1" }),
    client: () => world.clients.admin,
  },
  {
    method: "POST",
    path: () => "/api/bookings",
    schema: bookingInputSchema,
    valid: bookingBody,
    client: () => world.clients.member,
  },
  {
    method: "PUT",
    path: () => `/api/bookings/${world.memberBookingId}`,
    schema: bookingInputSchema,
    valid: bookingBody,
    client: () => world.clients.member,
  },
  {
    method: "POST",
    path: () => "/api/bookings",
    schema: bookingInputSchema,
    valid: () => ({ ...bookingBody(), pilotId: world.ids.member }),
    client: () => world.clients.admin,
  },
  {
    method: "PUT",
    path: () => `/api/instructors/${world.ids.member}/availability/hours`,
    schema: weeklyHoursInputSchema,
    valid: () => ({
      hours: [
        { weekday: 1, start: "08:00", end: "12:00" },
        { weekday: 1, start: "12:00", end: "24:00" },
      ],
    }),
    client: () => world.clients.member,
  },
  {
    method: "POST",
    path: () => `/api/instructors/${world.ids.member}/time-off`,
    schema: timeOffInputSchema,
    valid: () => {
      hour += 2;
      return { ...slot(hour), reason: "Fuzz" };
    },
    client: () => world.clients.member,
  },
];

/** Every key path of a body: "a", "b", "b.c", ... */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    [...prefix, key],
    ...paths(inner, [...prefix, key]),
  ]);
}

type Mutation =
  | { kind: "set"; path: string[]; value: unknown }
  | { kind: "drop"; path: string[] }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "replace"; body: unknown };

function apply(body: unknown, mutation: Mutation): unknown {
  if (mutation.kind === "replace") return mutation.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const copy = structuredClone(body) as Record<string, unknown>;
  if (mutation.kind === "extra") {
    copy[mutation.key] = mutation.value;
    return copy;
  }
  let parent: Record<string, unknown> = copy;
  for (const key of mutation.path.slice(0, -1)) {
    const next = parent[key];
    if (typeof next !== "object" || next === null || Array.isArray(next)) return copy;
    parent = next as Record<string, unknown>;
  }
  const last = mutation.path.at(-1) as string;
  if (mutation.kind === "drop") delete parent[last];
  else parent[last] = mutation.value;
  return copy;
}

async function fingerprint(app: TestApp = test): Promise<string> {
  const { rows } = await app.database.pool.query(`
    select (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from organizations t)
        || (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from user_profiles t)
        || (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from aircraft t)
        || (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from bookings t)
        || (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from auth_users t)
        || (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from instructor_hours t)
        || (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from instructor_time_off t) as print`);
  return rows[0].print;
}

/** The first message the schema gives for each path, keyed as the server keys its fields. */
function schemaFields(schema: ZodType, body: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "body";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

let requests = 0;
const defects: string[] = [];

it(`survives ${TOTAL_RUNS} hostile requests`, async () => {
  const all = targets();
  const runsPerTarget = Math.ceil(TOTAL_RUNS / all.length);
  for (const target of all) {
    const sample = target.valid();
    const keyPaths = paths(sample);
    const mutation: fc.Arbitrary<Mutation> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant("set" as const),
          path: fc.constantFrom(...keyPaths),
          value: hostileValue,
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant("drop" as const),
          path: fc.constantFrom(...keyPaths),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("extra" as const),
          key: fc.string({ minLength: 1, maxLength: 12 }),
          value: hostileValue,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant("replace" as const), body: hostileBody }),
      },
    );
    await fc
      .assert(
        fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
          requests += 1;
          const body = JSON.parse(JSON.stringify(mutations.reduce(apply, target.valid()) ?? null));
          const expected = schemaFields(target.schema, body);
          const app = target.app?.() ?? test;
          const before = expected ? await fingerprint(app) : "";
          const response = await target
            .client()
            .request(target.method, await target.path(), JSON.stringify(body), {
              "content-type": "application/json",
              ...target.headers,
            });
          const text = JSON.stringify(response.body);
          const label = `${target.method} ${await target.path()} ${text.slice(0, 300)} for ${JSON.stringify(body).slice(0, 300)}`;
          expect(response.status, label).toBeLessThan(500);
          expect(text, label).not.toMatch(/\.ts:\d+|node_modules|\bat async\b|stack/i);
          if (expected) {
            if (response.status === 413) return;
            // Fastify refuses prototype keys before the schema sees the body.
            const poisoned = /"(__proto__|constructor)"/.test(JSON.stringify(body));
            if (poisoned && response.body?.error?.code === "BAD_REQUEST") {
              expect(response.status, label).toBe(400);
              expect(await fingerprint(app), label).toBe(before);
              return;
            }
            expect(response.status, label).toBe(400);
            expect(response.body.error.fields, label).toEqual(expected);
            expect(await fingerprint(app), label).toBe(before);
          }
        }),
        { numRuns: runsPerTarget, endOnFailure: true },
      )
      .catch((error: Error) => {
        defects.push(
          `${target.method} ${target.schema.description ?? ""}: ${error.message.slice(0, 2000)}`,
        );
      });
  }
  expect(defects).toEqual([]);
  expect(requests).toBeGreaterThanOrEqual(TOTAL_RUNS);
}, 600_000);
