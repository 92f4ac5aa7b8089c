import {
  aircraftRow,
  browserDate,
  browserInstant,
  joinAs,
  newClient,
  showDay,
} from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

const DAYS_AHEAD = 3;

/** 'Tue 3 Dec' of a 'yyyy-MM-dd' date, as Find a Slot lists it. */
function dayLabel(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    noon.toLocaleDateString("en-US", { ...options, timeZone: "UTC" });
  return `${part({ weekday: "short" })} ${noon.getUTCDate()} ${part({ month: "short" })}`;
}

test("Find a Slot proposes the earliest time the aircraft and the instructor are free, and the slot books", async ({
  page,
  api,
  baseURL,
}) => {
  const admin = await newClient(baseURL ?? "");
  const { organization } = await signInAsNewAdmin(admin);
  const plane = await createAircraft(admin, { registration: "N172SP" });
  // Jane teaches every day 08:00–18:00 (a new instructor's hours); Bob flies with her at 08:00.
  const jane = await newClient(baseURL ?? "");
  const { id: janeId } = await joinAs(jane, organization.joinCode, "Jane", "Smith");
  const made = await admin.put(`/api/members/${janeId}/instructor`, {
    isInstructor: true,
    instructorRate: null,
    instructorRatings: "CFI",
  });
  expect(made.status).toBe(200);
  // Zed teaches too, but has no hours at all.
  const zed = await newClient(baseURL ?? "");
  const { id: zedId } = await joinAs(zed, organization.joinCode, "Zed", "Zulu");
  await admin.put(`/api/members/${zedId}/instructor`, {
    isInstructor: true,
    instructorRate: null,
    instructorRatings: "",
  });
  expect(
    (await admin.put(`/api/instructors/${zedId}/availability/hours`, { hours: [] })).status,
  ).toBe(200);
  const bob = await newClient(baseURL ?? "");
  await joinAs(bob, organization.joinCode, "Bob", "Hoover");
  const date = browserDate(DAYS_AHEAD);
  const lesson = await bob.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Bob's lesson",
    type: "training",
    start: browserInstant(date, 8).toISOString(),
    end: browserInstant(date, 9).toISOString(),
    instructorId: janeId,
  });
  expect(lesson.status).toBe(201);
  await joinAs(api, organization.joinCode, "Bessie", "Coleman");

  await page.goto("/bookings");
  await page.getByRole("button", { name: "Find a Slot" }).click();
  const finder = page.getByRole("dialog", { name: "Find a Slot" });
  await expect(finder.getByLabel("Duration").locator("option:checked")).toHaveText("1 h");
  await finder.getByLabel("Aircraft").selectOption({ label: "N172SP - 172S Skyhawk" });
  await finder.getByLabel("Instructor").selectOption({ label: "Zed Zulu" });
  await expect(finder.getByText("No free slot in the next 14 days")).toBeVisible();
  await finder.getByLabel("Instructor").selectOption({ label: "Jane Smith" });
  await finder.getByLabel("From").fill(date);
  const slots = finder
    .getByRole("region", { name: "Free slots, earliest first" })
    .getByRole("button");
  await expect(slots).toHaveCount(10);
  await expect(slots.first()).toHaveText(`${dayLabel(date)}, 09:00–10:00 · N172SP · Jane Smith`);
  await expect(slots.nth(1)).toHaveText(`${dayLabel(date)}, 09:30–10:30 · N172SP · Jane Smith`);

  await slots.first().click();
  await expect(finder).toBeHidden();
  const booking = page.getByRole("dialog", { name: "New Booking" });
  await expect(booking.getByLabel("Start Time")).toHaveValue(`${date}T09:00`);
  await expect(booking.getByLabel("End Time")).toHaveValue(`${date}T10:00`);
  await expect(booking.getByLabel("Aircraft").locator("option:checked")).toHaveText(/N172SP/);
  await expect(booking.getByLabel("Instructor").locator("option:checked")).toHaveText("Jane Smith");
  await expect(booking.getByLabel("Booking Type").locator("option:checked")).toHaveText("Training");
  await booking.getByLabel("Purpose").fill("Circuits");
  await booking.getByRole("button", { name: "Create" }).click();
  await expect(booking).toBeHidden();
  await expect(page.getByText("Booking created successfully")).toBeVisible();
  await showDay(page, DAYS_AHEAD, 8);
  await expect(aircraftRow(page, "N172SP").getByRole("button", { name: /Circuits/ })).toBeVisible();

  // Asked again, the time just booked is no longer proposed.
  await page.getByRole("button", { name: "Find a Slot" }).click();
  await expect(slots.first()).toHaveText(`${dayLabel(date)}, 10:00–11:00 · N172SP · Jane Smith`);
  await admin.dispose();
  await jane.dispose();
  await zed.dispose();
  await bob.dispose();
});
