import {
  aircraftRow,
  book,
  browserDate,
  browserInstant,
  grid,
  joinAs,
  newClient,
  showDay,
} from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

const DAYS_AHEAD = 3;

/** A club with one aircraft, made by an admin of its own; the page is not signed in yet. */
async function club(baseURL: string) {
  const admin = await newClient(baseURL);
  const { organization } = await signInAsNewAdmin(admin);
  const aircraft = await createAircraft(admin, {
    registration: "N172SP",
    manufacturer: "Cessna",
    model: "172S Skyhawk",
  });
  return { admin, joinCode: organization.joinCode, aircraft };
}

test("a member books from a free cell and sees it in the grid and in 'Your Upcoming Bookings'", async ({
  page,
  api,
  baseURL,
}) => {
  const { aircraft } = await club(baseURL ?? "").then(async (made) => {
    await joinAs(api, made.joinCode, "Bessie", "Coleman");
    return made;
  });
  const date = browserDate(DAYS_AHEAD);

  await page.goto("/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  await expect(page.getByText("View your personal bookings")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add My Booking" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Booking for User" })).toHaveCount(0);
  await showDay(page, DAYS_AHEAD, 8);

  await page.getByRole("button", { name: "Book N172SP at 10:00" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await expect(dialog.getByLabel("Aircraft")).toHaveValue(aircraft.id);
  await expect(dialog.getByLabel("Aircraft").locator("option:checked")).toHaveText(
    "N172SP - 172S Skyhawk",
  );
  await expect(dialog.getByLabel("Start Time")).toHaveValue(`${date}T10:00`);
  await expect(dialog.getByLabel("End Time")).toHaveValue(`${date}T11:00`);
  await expect(dialog.getByLabel("Booking Type").locator("option:checked")).toHaveText("Rental");
  await expect(dialog.getByLabel("User")).toHaveCount(0);
  await expect(dialog.getByLabel("Purpose")).toHaveAttribute(
    "placeholder",
    "e.g. Training flight, Maintenance check",
  );

  // A new start moves the end to one hour later.
  await dialog.getByLabel("Start Time").fill(`${date}T12:00`);
  await expect(dialog.getByLabel("End Time")).toHaveValue(`${date}T13:00`);
  await dialog.getByLabel("Start Time").fill(`${date}T10:00`);
  await expect(dialog.getByLabel("End Time")).toHaveValue(`${date}T11:00`);

  await dialog.getByLabel("Purpose").fill("Pattern work");
  await dialog.getByLabel("Booking Type").selectOption({ label: "Training" });
  await dialog.getByLabel("Notes").fill("Touch and goes");
  const sent = page.waitForRequest(
    (r) => r.url().endsWith("/api/bookings") && r.method() === "POST",
  );
  await dialog.getByRole("button", { name: "Create" }).click();
  expect((await sent).postDataJSON()).toEqual({
    aircraftId: aircraft.id,
    type: "training",
    title: "Pattern work",
    start: browserInstant(date, 10).toISOString(),
    end: browserInstant(date, 11).toISOString(),
    notes: "Touch and goes",
    instructorId: null,
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Booking created successfully")).toBeVisible();

  const mine = aircraftRow(page, "N172SP").getByRole("button", {
    name: "Bessie Coleman — Pattern work",
  });
  await expect(mine).toBeVisible();
  await expect(page.getByRole("button", { name: "Book N172SP at 10:00" })).toHaveCount(0);
  await mine.hover();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toContainText("Pattern work");
  await expect(tooltip).toContainText("10:00 – 11:00");
  await expect(tooltip).toContainText("Pilot: Bessie Coleman");
  await expect(tooltip).toContainText("Notes: Touch and goes");
  await expect(tooltip).toContainText("Type: Training");

  // Her own booking opens for editing.
  await mine.click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(edit.getByLabel("Purpose")).toHaveValue("Pattern work");
  await expect(edit.getByRole("button", { name: "Cancel Booking" })).toBeVisible();
  await edit.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(edit).toBeHidden();

  await page.goto("/dashboard");
  const upcoming = page.getByRole("region", { name: "Your Upcoming Bookings" });
  await expect(upcoming.getByRole("listitem")).toHaveText([/^N172SP — Pattern work/]);
});

test("a second member is refused an overlap and sees only 'Booked' of it", async ({
  page,
  api,
  baseURL,
}) => {
  const { admin, joinCode, aircraft } = await club(baseURL ?? "");
  const first = await newClient(baseURL ?? "");
  await joinAs(first, joinCode, "Bessie", "Coleman");
  const date = browserDate(DAYS_AHEAD);
  await book(first, {
    aircraftId: aircraft.id,
    date,
    from: 10,
    to: 12,
    title: "Secret errand",
    type: "training",
  });
  await joinAs(api, joinCode, "Wilbur", "Wright");
  // Without the live stream, this screen cannot learn of the next booking before it saves.
  await page.route("**/api/events", (route) => route.abort());

  await page.goto("/bookings");
  await showDay(page, DAYS_AHEAD, 8);
  const row = aircraftRow(page, "N172SP");
  const busy = row.getByRole("button", { name: "Booked", exact: true });
  await expect(busy).toBeVisible();
  await expect(grid(page)).not.toContainText("Bessie");
  await expect(grid(page)).not.toContainText("Secret errand");
  // The busy block spans its two hours; they cannot be booked.
  const busyCell = row
    .getByRole("cell")
    .filter({ has: page.getByRole("button", { name: "Booked", exact: true }) });
  await expect(busyCell).toHaveAttribute("colspan", "2");
  await expect(page.getByRole("button", { name: /^Book N172SP at 1[01]:00$/ })).toHaveCount(0);
  await busy.hover();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toContainText("Booked");
  await expect(tooltip).toContainText("10:00 – 12:00");
  await expect(tooltip).toContainText("Pilot Info Hidden");
  await expect(tooltip).toContainText("Type: Training");
  await expect(tooltip).not.toContainText("Bessie");
  // Busy blocks are focusable but do nothing.
  await expect(busy).toHaveAttribute("aria-disabled", "true");
  await busy.click({ force: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The live check: moving the start into the booked time.
  await page.getByRole("button", { name: "Book N172SP at 12:00" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await dialog.getByLabel("Purpose").fill("Sunset flight");
  await dialog.getByLabel("Start Time").fill(`${date}T11:00`);
  await expect(dialog.getByText("This time slot conflicts with an existing booking")).toBeVisible();
  let posted = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/bookings") && r.method() === "POST") posted = true;
  });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeVisible();
  expect(posted).toBe(false);

  // The server's refusal: someone takes 14:00 while the form is open on it.
  await dialog.getByLabel("Start Time").fill(`${date}T14:00`);
  await expect(dialog.getByRole("status")).toHaveText("");
  await book(admin, { aircraftId: aircraft.id, date, from: 14, to: 15, title: "Admin hop" });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "This time slot conflicts with an existing booking",
  );
  await expect(page.getByText("Failed to create booking")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create" })).toBeEnabled();
  // The refusal refreshed the day: the grid and the live check now know of it.
  await expect(dialog.getByRole("status")).toHaveText(
    "This time slot conflicts with an existing booking",
  );
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(row.getByRole("button", { name: "Booked", exact: true })).toHaveCount(2);
  await first.dispose();
  await admin.dispose();
});
