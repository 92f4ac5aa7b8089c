/**
 * The cast of the permissions matrix: two organizations, each actor signed in through the API,
 * and objects with secret strings that must never reach someone not allowed to see them.
 */
import { expect } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  makeInstructor,
  memberOf,
  profileInput,
  registeredUser,
  slot,
  uniqueEmail,
} from "../support/factories";
import type { ApiClient, TestApp } from "../support/test-app";

export const actors = [
  "anonymous",
  "onboarding",
  "member",
  "admin",
  "otherMember",
  "otherAdmin",
] as const;
export type ActorName = (typeof actors)[number];

/**
 * Strings only the club's admins (and the booking's pilot, or the instructor whose time off it
 * is) may ever receive.
 */
export const secrets = {
  adminPhone: "+1 555 0199 ADMINPHONE",
  adminStreet: "77 Secret Hangar Row",
  adminContact: "EMERGENCYCONTACTNAME",
  bookingTitle: "ADMINS-PRIVATE-FLIGHT",
  bookingNotes: "ADMINS-PRIVATE-NOTES",
  registration: "SECRT-REG1",
  /** The admin teaches: their rate per hour is the admins' to see. */
  instructorRate: "4321.98",
  timeOffReason: "INSTRUCTORS-PRIVATE-REASON",
};

export interface World {
  test: TestApp;
  clients: Record<Exclude<ActorName, "anonymous" | "onboarding">, ApiClient>;
  /** The member teaches; `instructor` is another member of the club who does. */
  ids: { admin: string; member: string; otherAdmin: string; instructor: string };
  /** The club's join code now (a matrix row rotates it). */
  joinCode(): Promise<string>;
  aircraftId: string;
  /** The member's own booking, and the admin's (another member's, to the member). */
  memberBookingId: string;
  adminBookingId: string;
  /** A client for the actor; onboarding users are made anew each time (calls may onboard them). */
  client(actor: ActorName): Promise<ApiClient>;
  newAircraft(): Promise<string>;
  newMemberBooking(): Promise<string>;
  newAdminBooking(): Promise<string>;
  newMember(): Promise<string>;
  /** A time off of the instructor `userId`, added by the club's admin. */
  newTimeOff(userId: string): Promise<string>;
}

let hour = 100;
let timeOffDay = 0;

export async function buildWorld(test: TestApp): Promise<World> {
  const club = await adminOfNewOrganization(test, { name: "Matrix Club" });
  const admin = club.client;
  await admin.put(
    "/api/me/profile",
    profileInput({
      phoneNumber: secrets.adminPhone,
      address: {
        street: secrets.adminStreet,
        city: "X",
        state: "Y",
        postalCode: "1",
        country: "Z",
      },
      emergencyContact: { name: secrets.adminContact },
    }),
  );
  const adminId = (await admin.get("/api/me")).body.user.uid as string;
  const teaching = await admin.put(`/api/members/${adminId}/instructor`, {
    isInstructor: true,
    instructorRate: Number(secrets.instructorRate),
    instructorRatings: "CFI",
  });
  expect(teaching.status).toBe(200);
  const member = await memberOf(test, club.organization.joinCode);
  const other = await adminOfNewOrganization(test, { name: "Other Matrix Club" });
  const otherMember = await memberOf(test, other.organization.joinCode);
  const uid = async (client: ApiClient) => (await client.get("/api/me")).body.user.uid as string;
  const instructor = await uid(await memberOf(test, club.organization.joinCode));
  await makeInstructor(test, instructor);
  await makeInstructor(test, await uid(member));
  const away = await admin.post(`/api/instructors/${instructor}/time-off`, {
    start: new Date(Date.now() + 86_400_000).toISOString(),
    end: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    reason: secrets.timeOffReason,
  });
  expect(away.status).toBe(201);
  const aircraft = await addAircraft(admin, { registration: secrets.registration });

  const bookFor = async (client: ApiClient, title: string, notes?: string) => {
    hour += 3;
    const response = await client.post("/api/bookings", {
      aircraftId: aircraft.id,
      title,
      type: "rental",
      ...(notes ? { notes } : {}),
      ...slot(hour),
    });
    expect(response.status).toBe(201);
    return response.body.booking.id as string;
  };

  const world: World = {
    test,
    clients: { admin, member, otherMember, otherAdmin: other.client },
    ids: {
      admin: await uid(admin),
      member: await uid(member),
      otherAdmin: await uid(other.client),
      instructor,
    },
    joinCode: async () =>
      (await admin.get("/api/organizations/current")).body.organization.joinCode,
    aircraftId: aircraft.id,
    memberBookingId: await bookFor(member, "Members own flight"),
    adminBookingId: await bookFor(admin, secrets.bookingTitle, secrets.bookingNotes),
    async client(actor) {
      if (actor === "anonymous") return test.client();
      if (actor === "onboarding") return registeredUser(test, uniqueEmail("onboarding"));
      return world.clients[actor];
    },
    newAircraft: async () => (await addAircraft(admin)).id,
    newMemberBooking: () => bookFor(member, "Disposable flight"),
    newAdminBooking: () => bookFor(admin, secrets.bookingTitle, secrets.bookingNotes),
    async newMember() {
      const client = await memberOf(test, await world.joinCode());
      return uid(client);
    },
    async newTimeOff(userId) {
      timeOffDay += 1;
      const start = new Date(Date.now() + timeOffDay * 86_400_000);
      const response = await admin.post(`/api/instructors/${userId}/time-off`, {
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
      });
      expect(response.status).toBe(201);
      return response.body.timeOff.id as string;
    },
  };
  return world;
}
