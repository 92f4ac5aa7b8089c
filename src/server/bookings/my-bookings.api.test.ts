import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  addBooking,
  adminOfNewOrganization,
  memberOf,
  slot,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { bookingMessages } from "../../shared/bookings/booking.constants";

let test: TestApp;
let admin: ApiClient;
let member: ApiClient;
let memberId: string;
let aircraftId: string;
/** The member's own bookings: 5 ahead, 4 behind (one cancelled ahead, never listed). */
const upcomingIds: string[] = [];
const pastIds: string[] = [];
let othersBookingId: string;
let otherClubsBookingId: string;

const HOUR_MS = 3_600_000;

/** A booking that already ended: only the database can hold one made in the past. */
async function pastBooking(pilotId: string, orgId: string, hoursAgo: number): Promise<string> {
  const startsAt = new Date(Date.now() - hoursAgo * HOUR_MS);
  const { rows } = await test.database.pool.query(
    `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, type, user_id, pilot_id)
     values ($1, $2, 'Flown', $3, $4, 'rental', $5, $5) returning id`,
    [orgId, aircraftId, startsAt, new Date(startsAt.getTime() + HOUR_MS), pilotId],
  );
  return rows[0].id;
}

async function allPages(client: ApiClient, when: "upcoming" | "past", limit: number) {
  const ids: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const query: string = `when=${when}&limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ""}`;
    const response = await client.get(`/api/bookings/mine?${query}`);
    expect(response.status).toBe(200);
    expect(response.body.bookings.length).toBeLessThanOrEqual(limit);
    ids.push(...response.body.bookings.map((booking: { id: string }) => booking.id));
    after = response.body.next;
    pages++;
  } while (after && pages < 20);
  return { ids, pages };
}

beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  member = await memberOf(test, club.organization.joinCode);
  memberId = (await member.get("/api/me")).body.user.uid;
  aircraftId = (await addAircraft(admin)).id;
  for (const hours of [2, 4, 6, 8, 10]) {
    upcomingIds.push((await addBooking(member, aircraftId, slot(hours))).id);
  }
  const cancelled = await addBooking(member, aircraftId, slot(12));
  expect((await member.post(`/api/bookings/${cancelled.id}/cancel`)).status).toBe(200);
  othersBookingId = (await addBooking(admin, aircraftId, slot(14))).id;
  for (const hoursAgo of [3, 27, 51, 75]) {
    pastIds.push(await pastBooking(memberId, club.organization.id, hoursAgo));
  }

  // Another club whose member has bookings too: none of them is ever on this member's list.
  const other = await adminOfNewOrganization(test, { name: "Other Club" });
  const otherAircraft = await addAircraft(other.client);
  otherClubsBookingId = (await addBooking(other.client, otherAircraft.id, slot(2))).id;
});
afterAll(async () => {
  await test.close();
});

describe("GET /api/bookings/mine", () => {
  it("pages through the member's upcoming bookings, soonest first, each once", async () => {
    const { ids, pages } = await allPages(member, "upcoming", 2);
    expect(ids).toEqual(upcomingIds);
    expect(pages).toBe(3);
  });

  it("pages through the member's past bookings, latest first, each once", async () => {
    const { ids } = await allPages(member, "past", 3);
    expect(ids).toEqual(pastIds);
  });

  it("lists only the caller's own bookings, with their details", async () => {
    const upcoming = await member.get("/api/bookings/mine");
    expect(upcoming.status).toBe(200);
    const ids = upcoming.body.bookings.map((b: { id: string }) => b.id);
    expect(ids).not.toContain(othersBookingId);
    expect(ids).not.toContain(otherClubsBookingId);
    expect(upcoming.body.bookings.every((b: { isOwn: boolean }) => b.isOwn)).toBe(true);
    expect(upcoming.body.bookings[0].details.title).toBe("Booked through the API");
    expect(upcoming.body.next).toBeNull();

    // The admin's own list holds their booking and none of the member's.
    const admins = await admin.get("/api/bookings/mine");
    expect(admins.body.bookings.map((b: { id: string }) => b.id)).toEqual([othersBookingId]);
    expect((await admin.get("/api/bookings/mine?when=past")).body.bookings).toEqual([]);
  });

  it.each([
    ["limit=0"],
    ["limit=101"],
    ["limit=ten"],
    ["when=someday"],
    ["after=nonsense"],
    ["after=9999-01-01T00:00:00.000Z_00000000-0000-0000-0000-000000000000"],
  ])("refuses %s with a 400 that says so", async (query) => {
    const response = await member.get(`/api/bookings/mine?${query}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(bookingMessages.invalidPage);
  });

  it("takes a page of up to 100", async () => {
    const response = await member.get("/api/bookings/mine?limit=100");
    expect(response.status).toBe(200);
    expect(response.body.bookings).toHaveLength(5);
  });
});
