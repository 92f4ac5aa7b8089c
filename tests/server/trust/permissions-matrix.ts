/**
 * The expected answer of every API route for every kind of caller. The test fails when the
 * server registers a route that has no row here, so a new route cannot ship unchecked.
 */
import { slot, uniqueEmail } from "../support/factories";
import type { ActorName, World } from "./permissions-world";

export interface MatrixRequest {
  path: string;
  body?: unknown;
}

export interface MatrixRow {
  /** `METHOD /url` as the server registers it. */
  route: string;
  /** Which object of whose, for the report. */
  what: string;
  request(world: World, actor: ActorName): MatrixRequest | Promise<MatrixRequest>;
  expect: Record<ActorName, number>;
  /** An event stream: only the status is read. */
  stream?: boolean;
  /** Public routes that act on the session run with a fresh anonymous client. */
  anonymousClient?: boolean;
}

/** anonymous, onboarding, member, admin, otherMember, otherAdmin */
const e = (...s: [number, number, number, number, number, number]): Record<ActorName, number> => ({
  anonymous: s[0],
  onboarding: s[1],
  member: s[2],
  admin: s[3],
  otherMember: s[4],
  otherAdmin: s[5],
});

const day = () => {
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString();
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
};

const aircraftBody = () => ({
  registration: `M${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  model: "PA-28",
  manufacturer: "Piper",
  year: 2001,
  baseAirportICAO: "KPAO",
  category: "Single Engine",
  avionics: [],
  fuelType: "100LL",
  hourlyRate: 150,
  bookingEnabled: true,
  isArchived: false,
  color: "#3174ad",
  type: "rental",
  status: "available",
});

let hour = 400;
const bookingBody = (world: World) => {
  hour += 3;
  return { aircraftId: world.aircraftId, title: "Matrix flight", type: "rental", ...slot(hour) };
};

let timeOffDay = 200;
const timeOffBody = () => {
  timeOffDay += 1;
  const start = new Date(Date.now() + timeOffDay * 86_400_000);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + 86_400_000).toISOString(),
    reason: "Matrix time off",
  };
};

export const matrix: MatrixRow[] = [
  {
    route: "GET /api/health",
    what: "health",
    request: () => ({ path: "/api/health" }),
    expect: e(200, 200, 200, 200, 200, 200),
  },
  {
    route: "GET /api/openapi.json",
    what: "API description",
    request: () => ({ path: "/api/openapi.json" }),
    expect: e(200, 200, 200, 200, 200, 200),
  },
  {
    route: "POST /api/auth/register",
    what: "a new account",
    anonymousClient: true,
    request: () => ({
      path: "/api/auth/register",
      body: { email: uniqueEmail("matrix"), password: "long enough password" },
    }),
    expect: e(201, 201, 201, 201, 201, 201),
  },
  {
    route: "POST /api/auth/login",
    what: "unknown account",
    anonymousClient: true,
    request: () => ({
      path: "/api/auth/login",
      body: { email: uniqueEmail("nobody"), password: "whatever it is" },
    }),
    expect: e(401, 401, 401, 401, 401, 401),
  },
  {
    route: "POST /api/auth/logout",
    what: "a session",
    anonymousClient: true,
    request: () => ({ path: "/api/auth/logout" }),
    expect: e(204, 204, 204, 204, 204, 204),
  },
  {
    route: "GET /api/me",
    what: "own user",
    request: () => ({ path: "/api/me" }),
    expect: e(401, 200, 200, 200, 200, 200),
  },
  {
    route: "PUT /api/me/profile",
    what: "own profile",
    request: () => ({
      path: "/api/me/profile",
      body: {
        firstName: "Same",
        lastName: "Person",
        phoneNumber: "1",
        address: { street: "s", city: "c", state: "s", postalCode: "1", country: "c" },
      },
    }),
    expect: e(401, 200, 200, 200, 200, 200),
  },
  {
    route: "POST /api/me/password",
    what: "own password, with a wrong current one",
    request: () => ({
      path: "/api/me/password",
      body: { currentPassword: "not my password", newPassword: "another long password" },
    }),
    expect: e(401, 400, 400, 400, 400, 400),
  },
  {
    route: "POST /api/me/delete",
    what: "own account, with a wrong password",
    request: () => ({ path: "/api/me/delete", body: { password: "not my password" } }),
    expect: e(401, 400, 400, 400, 400, 400),
  },
  {
    route: "PATCH /api/me/profile",
    what: "own profile",
    request: () => ({ path: "/api/me/profile", body: { lastName: "Person" } }),
    expect: e(401, 200, 200, 200, 200, 200),
  },
  {
    route: "POST /api/organizations",
    what: "a new organization",
    request: () => ({
      path: "/api/organizations",
      body: {
        name: "New Club",
        icaoCode: "KPAO",
        airportName: "A",
        city: "C",
        country: "US",
        contactEmail: "a@b.co",
      },
    }),
    expect: e(401, 201, 409, 409, 409, 409),
  },
  {
    route: "POST /api/organizations/join",
    what: "a wrong code",
    request: () => ({ path: "/api/organizations/join", body: { code: "NOPE1234" } }),
    expect: e(401, 400, 400, 400, 400, 400),
  },
  {
    route: "POST /api/organizations/join",
    what: "the club's code",
    request: async (w) => ({ path: "/api/organizations/join", body: { code: await w.joinCode() } }),
    expect: e(401, 200, 409, 409, 409, 409),
  },
  {
    route: "GET /api/installation",
    what: "whether it takes an import",
    request: () => ({ path: "/api/installation" }),
    expect: e(200, 200, 200, 200, 200, 200),
  },
  {
    route: "POST /api/organizations/import",
    what: "the club's own export, on an installation in use",
    anonymousClient: true,
    request: async (w) => {
      const file = (await w.clients.admin.get("/api/organizations/current/export")).body;
      const restorer = file.members.find((m: { role: string }) => m.role === "admin");
      return {
        path: "/api/organizations/import",
        body: { email: restorer.email, password: "a new password", file },
      };
    },
    expect: e(409, 409, 409, 409, 409, 409),
  },
  {
    route: "GET /api/organizations/current/export",
    what: "own organization's data",
    request: () => ({ path: "/api/organizations/current/export" }),
    expect: e(401, 403, 403, 200, 403, 200),
  },
  {
    route: "GET /api/organizations/current",
    what: "own organization",
    request: () => ({ path: "/api/organizations/current" }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "PATCH /api/organizations/current",
    what: "own organization",
    request: () => ({ path: "/api/organizations/current", body: { description: "Edited" } }),
    expect: e(401, 403, 403, 200, 403, 200),
  },
  {
    route: "POST /api/organizations/current/join-code",
    what: "own organization's code",
    request: () => ({ path: "/api/organizations/current/join-code" }),
    expect: e(401, 403, 403, 200, 403, 200),
  },
  {
    route: "GET /api/members",
    what: "own organization's members",
    request: () => ({ path: "/api/members" }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/members/:id",
    what: "a member of the club",
    request: (w) => ({ path: `/api/members/${w.ids.member}` }),
    expect: e(401, 403, 403, 200, 403, 404),
  },
  {
    route: "GET /api/members/:id",
    what: "the club's admin",
    request: (w) => ({ path: `/api/members/${w.ids.admin}` }),
    expect: e(401, 403, 403, 200, 403, 404),
  },
  {
    route: "POST /api/members/:id/remove",
    what: "a member of the club",
    request: async (w) => ({ path: `/api/members/${await w.newMember()}/remove` }),
    expect: e(401, 403, 403, 204, 403, 404),
  },
  {
    route: "POST /api/members/:id/role",
    what: "a member of the club (kept a member)",
    request: async (w) => ({
      path: `/api/members/${await w.newMember()}/role`,
      body: { role: "member" },
    }),
    expect: e(401, 403, 403, 200, 403, 404),
  },
  {
    route: "POST /api/members/:id/role",
    what: "the club's only admin, made a member",
    request: (w) => ({ path: `/api/members/${w.ids.admin}/role`, body: { role: "member" } }),
    expect: e(401, 403, 403, 409, 403, 404),
  },
  {
    route: "PUT /api/members/:id/instructor",
    what: "a member of the club (made no instructor)",
    request: async (w) => ({
      path: `/api/members/${await w.newMember()}/instructor`,
      body: { isInstructor: false, instructorRate: null, instructorRatings: "" },
    }),
    expect: e(401, 403, 403, 200, 403, 404),
  },
  {
    route: "PUT /api/members/:id/instructor",
    what: "the other club's admin (made no instructor)",
    request: (w) => ({
      path: `/api/members/${w.ids.otherAdmin}/instructor`,
      body: { isInstructor: false, instructorRate: null, instructorRatings: "" },
    }),
    expect: e(401, 403, 403, 404, 403, 200),
  },
  {
    route: "POST /api/members/:id/sign-in-link",
    what: "a member of the club who has a password",
    request: async (w) => ({ path: `/api/members/${await w.newMember()}/sign-in-link` }),
    expect: e(401, 403, 403, 409, 403, 404),
  },
  {
    route: "POST /api/auth/sign-in-link",
    what: "a made-up link",
    anonymousClient: true,
    request: () => ({
      path: "/api/auth/sign-in-link",
      body: { token: "bm90IGEgcmVhbCB0b2tlbiBhdCBhbGwgbm90IGF0IGFsbA", password: "whatever it is" },
    }),
    expect: e(400, 400, 400, 400, 400, 400),
  },
  {
    route: "GET /api/aircraft",
    what: "own fleet",
    request: () => ({ path: "/api/aircraft" }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/aircraft/:id",
    what: "the club's aircraft",
    request: (w) => ({ path: `/api/aircraft/${w.aircraftId}` }),
    expect: e(401, 403, 200, 200, 404, 404),
  },
  {
    route: "POST /api/aircraft",
    what: "a new aircraft",
    request: () => ({ path: "/api/aircraft", body: aircraftBody() }),
    expect: e(401, 403, 403, 201, 403, 201),
  },
  {
    route: "PUT /api/aircraft/:id",
    what: "the club's aircraft",
    request: async (w) => ({
      path: `/api/aircraft/${await w.newAircraft()}`,
      body: aircraftBody(),
    }),
    expect: e(401, 403, 403, 200, 403, 404),
  },
  {
    route: "POST /api/aircraft/:id/archive",
    what: "the club's aircraft",
    request: async (w) => ({ path: `/api/aircraft/${await w.newAircraft()}/archive` }),
    expect: e(401, 403, 403, 200, 403, 404),
  },
  {
    route: "GET /api/bookings",
    what: "own organization's calendar",
    request: () => ({ path: `/api/bookings?${day()}` }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/bookings",
    what: "one aircraft's week of the calendar",
    request: (w) => ({ path: `/api/bookings?${day()}&aircraftId=${w.aircraftId}` }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/bookings/upcoming",
    what: "own bookings",
    request: () => ({ path: "/api/bookings/upcoming" }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/bookings/lessons",
    what: "the lessons one teaches",
    request: () => ({ path: "/api/bookings/lessons" }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/bookings/slots",
    what: "free slots of the own organization's fleet",
    request: () => ({ path: "/api/bookings/slots?durationMinutes=60" }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/bookings/slots",
    what: "free slots of the club's aircraft with the club's instructor",
    request: (w) => ({
      path: `/api/bookings/slots?aircraftId=${w.aircraftId}&instructor=${w.ids.instructor}`,
    }),
    expect: e(401, 403, 200, 200, 404, 404),
  },
  {
    route: "GET /api/bookings/mine",
    what: "own bookings, a page at a time",
    request: () => ({ path: "/api/bookings/mine?when=past&limit=5" }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/bookings/recent",
    what: "own organization's bookings",
    request: () => ({ path: "/api/bookings/recent" }),
    expect: e(401, 403, 403, 200, 403, 200),
  },
  {
    route: "GET /api/bookings/statistics",
    what: "own organization's statistics",
    request: () => ({ path: `/api/bookings/statistics?${day()}` }),
    expect: e(401, 403, 403, 200, 403, 200),
  },
  {
    route: "GET /api/bookings/:id",
    what: "the member's own booking",
    request: (w) => ({ path: `/api/bookings/${w.memberBookingId}` }),
    expect: e(401, 403, 200, 200, 404, 404),
  },
  {
    route: "GET /api/bookings/:id",
    what: "another member's booking",
    request: (w) => ({ path: `/api/bookings/${w.adminBookingId}` }),
    expect: e(401, 403, 200, 200, 404, 404),
  },
  {
    route: "POST /api/bookings",
    what: "a booking of the club's aircraft",
    request: (w) => ({ path: "/api/bookings", body: bookingBody(w) }),
    expect: e(401, 403, 201, 201, 400, 400),
  },
  {
    route: "PUT /api/bookings/:id",
    what: "the member's own booking",
    request: async (w) => ({
      path: `/api/bookings/${await w.newMemberBooking()}`,
      body: bookingBody(w),
    }),
    expect: e(401, 403, 200, 200, 404, 404),
  },
  {
    route: "PUT /api/bookings/:id",
    what: "another member's booking",
    request: async (w) => ({
      path: `/api/bookings/${await w.newAdminBooking()}`,
      body: bookingBody(w),
    }),
    expect: e(401, 403, 403, 200, 404, 404),
  },
  {
    route: "POST /api/bookings/:id/cancel",
    what: "the member's own booking",
    request: async (w) => ({ path: `/api/bookings/${await w.newMemberBooking()}/cancel` }),
    expect: e(401, 403, 200, 200, 404, 404),
  },
  {
    route: "POST /api/bookings/:id/cancel",
    what: "another member's booking",
    request: async (w) => ({ path: `/api/bookings/${await w.newAdminBooking()}/cancel` }),
    expect: e(401, 403, 403, 200, 404, 404),
  },
  {
    route: "GET /api/instructors",
    what: "the club's instructors and their hours",
    request: () => ({ path: "/api/instructors" }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/instructors",
    what: "the club's instructors and their time off over a window of days",
    request: () => ({ path: `/api/instructors?${day()}` }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/instructors/:userId/availability",
    what: "an instructor of the club",
    request: (w) => ({ path: `/api/instructors/${w.ids.instructor}/availability` }),
    expect: e(401, 403, 200, 200, 404, 404),
  },
  {
    route: "GET /api/instructors/:userId/availability",
    what: "a member of the club who does not teach",
    request: async (w) => ({ path: `/api/instructors/${await w.newMember()}/availability` }),
    expect: e(401, 403, 404, 404, 404, 404),
  },
  {
    route: "PUT /api/instructors/:userId/availability/hours",
    what: "the member's own hours, who teaches",
    request: (w) => ({
      path: `/api/instructors/${w.ids.member}/availability/hours`,
      body: { hours: [{ weekday: 1, start: "08:00", end: "18:00" }] },
    }),
    expect: e(401, 403, 200, 200, 404, 404),
  },
  {
    route: "PUT /api/instructors/:userId/availability/hours",
    what: "another instructor's hours",
    request: (w) => ({
      path: `/api/instructors/${w.ids.instructor}/availability/hours`,
      body: { hours: [{ weekday: 2, start: "09:00", end: "17:00" }] },
    }),
    expect: e(401, 403, 403, 200, 404, 404),
  },
  {
    route: "POST /api/instructors/:userId/time-off",
    what: "the member's own time off, who teaches",
    request: (w) => ({
      path: `/api/instructors/${w.ids.member}/time-off`,
      body: timeOffBody(),
    }),
    expect: e(401, 403, 201, 201, 404, 404),
  },
  {
    route: "POST /api/instructors/:userId/time-off",
    what: "another instructor's time off",
    request: (w) => ({
      path: `/api/instructors/${w.ids.instructor}/time-off`,
      body: timeOffBody(),
    }),
    expect: e(401, 403, 403, 201, 404, 404),
  },
  {
    route: "DELETE /api/instructors/:userId/time-off/:id",
    what: "the member's own time off, who teaches",
    request: async (w) => ({
      path: `/api/instructors/${w.ids.member}/time-off/${await w.newTimeOff(w.ids.member)}`,
    }),
    expect: e(401, 403, 200, 200, 404, 404),
  },
  {
    route: "DELETE /api/instructors/:userId/time-off/:id",
    what: "another instructor's time off",
    request: async (w) => ({
      path: `/api/instructors/${w.ids.instructor}/time-off/${await w.newTimeOff(w.ids.instructor)}`,
    }),
    expect: e(401, 403, 403, 200, 404, 404),
  },
  {
    route: "GET /api/events",
    what: "own organization's events",
    stream: true,
    request: () => ({ path: "/api/events" }),
    expect: e(401, 403, 200, 200, 200, 200),
  },
  {
    route: "GET /api/weather/metar/:icao",
    what: "a station (provider unreachable here)",
    request: () => ({ path: "/api/weather/metar/KPAO" }),
    expect: e(401, 403, 502, 502, 502, 502),
  },
];
