import { aircraftRow, joinAs, newClient, showDay } from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

const DAYS_AHEAD = 3;

test("a student books a Ground lesson: no aircraft, an instructor required; it shows in 'My Bookings', not on the aircraft's row", async ({
  page,
  api,
  baseURL,
}) => {
  const admin = await newClient(baseURL ?? "");
  const { organization } = await signInAsNewAdmin(admin);
  await createAircraft(admin, { registration: "N172SP" });
  // Jane teaches (every day 08:00–18:00, a new instructor's hours).
  const jane = await newClient(baseURL ?? "");
  const { id: janeId } = await joinAs(jane, organization.joinCode, "Jane", "Smith");
  const made = await admin.put(`/api/members/${janeId}/instructor`, {
    isInstructor: true,
    instructorRate: null,
    instructorRatings: "CFI",
  });
  expect(made.status).toBe(200);
  await joinAs(api, organization.joinCode, "Bessie", "Coleman");

  await page.goto("/bookings");
  await showDay(page, DAYS_AHEAD, 8);
  await page.getByRole("button", { name: "Book N172SP at 10:00" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  const aircraft = dialog.getByLabel("Aircraft");
  await expect(aircraft.locator("option:checked")).toHaveText(/^N172SP/);
  await dialog.getByLabel("Booking Type").selectOption({ label: "Ground" });
  // A Ground lesson has no aircraft: the select offers that alone.
  await expect(aircraft.locator("option")).toHaveText(["No aircraft"]);
  const instructor = dialog.getByLabel("Instructor");
  await expect(instructor).toBeVisible();
  await dialog.getByLabel("Purpose").fill("Weather briefing");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Please select an instructor")).toBeVisible();
  await instructor.selectOption({ value: janeId });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Booking created successfully")).toBeVisible();
  // Not on any aircraft's row: it holds none.
  await expect(
    aircraftRow(page, "N172SP").getByRole("button", { name: /Weather briefing/ }),
  ).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "My Bookings" })
    .click();
  const item = page.getByRole("button", { name: /No aircraft — Weather briefing/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText("Ground");
  await item.click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(edit.getByLabel("Booking Type").locator("option:checked")).toHaveText("Ground");
  await expect(edit.getByLabel("Aircraft").locator("option:checked")).toHaveText("No aircraft");
  await expect(edit.getByLabel("Instructor").locator("option:checked")).toHaveText("Jane Smith");
  // Back to a flight, the aircraft is to be chosen again.
  await edit.getByLabel("Booking Type").selectOption({ label: "Training" });
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(edit.getByText("Please select an aircraft", { exact: true })).toBeVisible();
  await admin.dispose();
  await jane.dispose();
});
