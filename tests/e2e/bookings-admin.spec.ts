import {
  aircraftRow,
  book,
  browserDate,
  browserInstant,
  joinAs,
  newClient,
  showDay,
} from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

const DAYS_AHEAD = 4;

test("an admin books for a user, sees pilot names, updates and cancels a booking", async ({
  page,
  api,
  baseURL,
}) => {
  const { organization } = await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP", model: "172S Skyhawk" });
  await createAircraft(api, { registration: "N99AR", isArchived: true });
  await createAircraft(api, { registration: "N00BE", bookingEnabled: false });
  const members = await newClient(baseURL ?? "");
  const wilbur = await joinAs(members, organization.joinCode, "Wilbur", "Wright");
  const date = browserDate(DAYS_AHEAD);
  await book(members, { aircraftId: aircraft.id, date, from: 9, to: 10, title: "Solo practice" });

  await page.goto("/bookings");
  await expect(page.getByText("Manage all organization bookings")).toBeVisible();
  await page.getByRole("button", { name: "Add Booking for User" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  const user = dialog.getByLabel("User");
  // The admin first (a member of the list, so by name), then the others by first name.
  await expect(user.locator("option")).toHaveText([
    "Select a user",
    "Amelia Earhart",
    "Wilbur Wright",
  ]);
  await expect(user).toHaveValue("");
  // Archived and booking-disabled aircraft are not offered.
  await expect(dialog.getByLabel("Aircraft").locator("option")).toHaveText([
    "Select an aircraft",
    "N172SP - 172S Skyhawk",
  ]);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Please select a user")).toBeVisible();
  await expect(dialog.getByText("Please select an aircraft", { exact: true })).toBeVisible();

  await dialog.getByLabel("Aircraft").selectOption({ label: "N172SP - 172S Skyhawk" });
  await user.selectOption({ label: "Wilbur Wright" });
  await dialog.getByLabel("Purpose").fill("Checkride");
  await dialog.getByLabel("Start Time").fill(`${date}T14:00`);
  await expect(dialog.getByLabel("End Time")).toHaveValue(`${date}T15:00`);
  const sent = page.waitForRequest(
    (r) => r.url().endsWith("/api/bookings") && r.method() === "POST",
  );
  await dialog.getByRole("button", { name: "Create" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    pilotId: wilbur.id,
    start: browserInstant(date, 14).toISOString(),
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Booking created successfully")).toBeVisible();

  await showDay(page, DAYS_AHEAD, 8);
  const row = aircraftRow(page, "N172SP");
  await expect(page.getByRole("rowheader")).toHaveText(["N172SP"]);
  await expect(row.getByRole("button", { name: "Wilbur Wright — Solo practice" })).toBeVisible();
  const checkride = row.getByRole("button", { name: "Wilbur Wright — Checkride" });
  await expect(checkride).toBeVisible();

  // A free cell opens the admin variant with the admin preselected.
  await row.getByRole("button", { name: "Book N172SP at 11:00" }).click();
  const fromCell = page.getByRole("dialog", { name: "New Booking" });
  await expect(fromCell.getByLabel("User").locator("option:checked")).toHaveText("Amelia Earhart");
  await expect(fromCell.getByLabel("Start Time")).toHaveValue(`${date}T11:00`);
  await fromCell.getByRole("button", { name: "Close" }).click();
  await expect(fromCell).toBeHidden();

  // Edit: the booking's values, then 'Update'.
  await checkride.click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(edit.getByLabel("Purpose")).toHaveValue("Checkride");
  await expect(edit.getByLabel("User").locator("option:checked")).toHaveText("Wilbur Wright");
  await expect(edit.getByLabel("Start Time")).toHaveValue(`${date}T14:00`);
  await edit.getByLabel("Purpose").fill("Checkride with examiner");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("Booking updated successfully")).toBeVisible();
  const updated = row.getByRole("button", { name: "Wilbur Wright — Checkride with examiner" });
  await expect(updated).toBeVisible();

  // Cancel, after confirming: the slot is free again.
  await updated.click();
  await edit.getByRole("button", { name: "Cancel Booking" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel Booking" });
  await expect(confirm).toContainText("Are you sure you want to cancel this booking?");
  await confirm.getByRole("button", { name: "Keep Booking" }).click();
  await expect(confirm).toBeHidden();
  await expect(edit).toBeVisible();
  await edit.getByRole("button", { name: "Cancel Booking" }).click();
  await confirm.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(page.getByText("Booking cancelled successfully")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(updated).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Book N172SP at 14:00" })).toBeVisible();
  await members.dispose();
});

test("a failed cancel says 'Failed to delete booking' and keeps the booking", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP" });
  const date = browserDate(DAYS_AHEAD);
  await book(api, { aircraftId: aircraft.id, date, from: 10, to: 11, title: "Ferry" });
  await page.route("**/api/bookings/*/cancel", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL", message: "Something went wrong" } }),
    }),
  );
  await page.goto("/bookings");
  await showDay(page, DAYS_AHEAD, 8);
  await page.getByRole("button", { name: "Amelia Earhart — Ferry" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await edit.getByRole("button", { name: "Cancel Booking" }).click();
  await page
    .getByRole("alertdialog", { name: "Cancel Booking" })
    .getByRole("button", { name: "Cancel Booking" })
    .click();
  await expect(page.getByText("Failed to delete booking")).toBeVisible();
  await expect(edit).toBeVisible();
  await edit.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByRole("button", { name: "Amelia Earhart — Ferry" })).toBeVisible();
});

test("an admin's statistics: totals and a chart per aircraft over the chosen dates", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const skyhawk = await createAircraft(api, { registration: "N172SP" });
  const archer = await createAircraft(api, { registration: "N28PA", model: "PA-28 Archer" });
  await book(api, { aircraftId: skyhawk.id, date: browserDate(2), from: 10, to: 12 });
  await book(api, { aircraftId: archer.id, date: browserDate(3), from: 9, to: 10 });

  await page.goto("/bookings");
  const trigger = page.getByRole("button", { name: "Statistics" });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  const section = page.getByRole("region", { name: "Statistics" });
  await expect(section.getByLabel("From")).toHaveValue(browserDate(-29));
  await expect(section.getByLabel("To")).toHaveValue(browserDate(0));
  // The bookings lie ahead, outside the last 30 days.
  await expect(section.getByText("No bookings in this date range.")).toBeVisible();

  await section.getByLabel("To").fill(browserDate(7));
  await expect(section.getByRole("term")).toHaveText(["Total Bookings", "Total Hours"]);
  await expect(section.getByRole("definition")).toHaveText(["2", "3"]);
  const chart = section.getByRole("table", { name: "Bookings per aircraft" });
  await expect(chart.getByRole("row")).toHaveText(["AircraftBookingsHours", "N172SP12", "N28PA11"]);

  await section.getByLabel("From").fill(browserDate(3));
  await expect(section.getByRole("definition")).toHaveText(["1", "1"]);
  await expect(chart.getByRole("row")).toHaveText(["AircraftBookingsHours", "N28PA11"]);

  await section.getByLabel("From").fill(browserDate(9));
  await expect(
    section.getByText("Choose a date range of at most 400 days, ending after it starts."),
  ).toBeVisible();
});
