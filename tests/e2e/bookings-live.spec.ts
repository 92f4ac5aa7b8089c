import {
  aircraftRow,
  book,
  browserDate,
  clientOf,
  joinAs,
  newClient,
  showDay,
} from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

const DAYS_AHEAD = 5;

test("a booking made in one browser reaches another open one without a reload", async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const admin = await newClient(baseURL ?? "");
  const { organization } = await signInAsNewAdmin(admin);
  const aircraft = await createAircraft(admin, { registration: "N172SP" });
  await joinAs(api, organization.joinCode, "Bessie", "Coleman");

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const wilbur = await joinAs(
    clientOf(other, baseURL ?? ""),
    organization.joinCode,
    "Wilbur",
    "Wright",
  );

  await other.goto("/bookings");
  await showDay(other, DAYS_AHEAD, 8);
  await page.goto("/bookings");
  await showDay(page, DAYS_AHEAD, 8);
  await expect(aircraftRow(other, "N172SP").getByRole("button", { name: "Booked" })).toHaveCount(0);
  let reloaded = false;
  other.on("framenavigated", () => {
    reloaded = true;
  });

  await page.getByRole("button", { name: "Book N172SP at 13:00" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await dialog.getByLabel("Purpose").fill("Cross-country");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();

  // The other member sees the slot taken, as a busy block, within a moment.
  const busy = aircraftRow(other, "N172SP").getByRole("button", { name: "Booked", exact: true });
  await expect(busy).toBeVisible({ timeout: 5_000 });
  await expect(other.getByRole("button", { name: "Book N172SP at 13:00" })).toHaveCount(0);

  // And the admin's change reaches both: a booking made through the API.
  await book(admin, { aircraftId: aircraft.id, date: browserDate(DAYS_AHEAD), from: 15, to: 16 });
  await expect(
    aircraftRow(other, "N172SP").getByRole("button", { name: "Booked", exact: true }),
  ).toHaveCount(2, { timeout: 5_000 });
  await expect(
    aircraftRow(page, "N172SP").getByRole("button", { name: "Booked", exact: true }),
  ).toHaveCount(1, { timeout: 5_000 });
  expect(reloaded).toBe(false);

  // The dashboard's upcoming list follows too.
  await other.goto("/dashboard");
  const upcoming = other.getByRole("region", { name: "Your Upcoming Bookings" });
  await expect(upcoming.getByText("No upcoming bookings")).toBeVisible();
  await book(admin, {
    aircraftId: aircraft.id,
    date: browserDate(DAYS_AHEAD + 1),
    from: 10,
    to: 11,
    title: "Booked for Wilbur",
    pilotId: wilbur.id,
  });
  await expect(upcoming.getByRole("listitem")).toHaveText([/^N172SP — Booked for Wilbur/], {
    timeout: 5_000,
  });
  await otherContext.close();
  await admin.dispose();
});

test("the dashboard's booking panels for members and admins", async ({ page, api, baseURL }) => {
  const admin = await newClient(baseURL ?? "");
  const { organization } = await signInAsNewAdmin(admin);
  const aircraft = await createAircraft(admin, { registration: "N172SP", model: "172S Skyhawk" });
  await joinAs(api, organization.joinCode, "Bessie", "Coleman");
  await book(api, {
    aircraftId: aircraft.id,
    date: browserDate(3),
    from: 10,
    to: 11,
    title: "Later flight",
  });
  await book(api, {
    aircraftId: aircraft.id,
    date: browserDate(2),
    from: 9,
    to: 10,
    title: "Sooner flight",
  });

  await page.goto("/dashboard");
  const upcoming = page.getByRole("region", { name: "Your Upcoming Bookings" });
  await expect(upcoming.getByRole("listitem")).toHaveText([
    /^N172SP — Sooner flight/,
    /^N172SP — Later flight/,
  ]);
  await expect(page.getByRole("region", { name: "Today's Bookings" })).toHaveCount(0);

  // 'New Booking' opens the personal booking dialog.
  await upcoming.getByRole("button", { name: "New Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await expect(dialog.getByLabel("User")).toHaveCount(0);
  await dialog.getByLabel("Aircraft").selectOption({ label: "N172SP - 172S Skyhawk" });
  await dialog.getByLabel("Purpose").fill("Soonest flight");
  await dialog.getByLabel("Start Time").fill(`${browserDate(1)}T08:00`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(upcoming.getByRole("listitem")).toHaveText([
    /^N172SP — Soonest flight/,
    /^N172SP — Sooner flight/,
    /^N172SP — Later flight/,
  ]);

  // Admins also see today's bookings, with the way to the calendar.
  await signInAsNewAdmin(api);
  await page.goto("/dashboard");
  await expect(
    page.getByRole("region", { name: "Your Upcoming Bookings" }).getByText("No upcoming bookings"),
  ).toBeVisible();
  const today = page.getByRole("region", { name: "Today's Bookings" });
  await expect(today.getByText("No bookings scheduled for today")).toBeVisible();
  await today.getByRole("link", { name: "View All Bookings" }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await admin.dispose();
});
