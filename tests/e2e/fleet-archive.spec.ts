import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

const QUESTION = "Are you sure you want to archive this aircraft? This action cannot be undone.";

test("archiving asks first: Cancel changes nothing, confirming archives for good", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const skyhawk = await createAircraft(api, { registration: "N172SP" });
  await page.goto("/aircrafts");
  await page.getByRole("link", { name: "N172SP" }).click();

  await page.getByRole("button", { name: "Archive Aircraft" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Archive Aircraft" });
  await expect(confirm).toContainText(QUESTION);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("region", { name: "Current Status" })).toContainText(
    "Ready for booking",
  );
  const stored = await page.request.get(`/api/aircraft/${skyhawk.id}`);
  expect((await stored.json()).aircraft.isArchived).toBe(false);

  await page.getByRole("button", { name: "Archive Aircraft" }).click();
  await confirm.getByRole("button", { name: "Archive Aircraft" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Aircraft archived successfully")).toBeVisible();
  const status = page.getByRole("region", { name: "Current Status" });
  await expect(status).toContainText("This aircraft is archived and cannot be booked.");
  await expect(page.getByRole("main").getByText("Archived", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Organization Details" })).toContainText(
    "Booking EnabledNo",
  );
  // Archiving is final: no more changes are offered.
  await expect(page.getByRole("button", { name: "Archive Aircraft" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Edit Aircraft" })).toBeHidden();

  // Admins still see it in the list, marked.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/aircrafts$/);
  await expect(page.getByRole("row", { name: /N172SP/ })).toContainText("Archived");
});

test("a failed archive says so", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const skyhawk = await createAircraft(api, { registration: "N172SP" });
  await page.goto(`/aircrafts/${skyhawk.id}`);
  await page.route(`**/api/aircraft/${skyhawk.id}/archive`, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: "INTERNAL_ERROR", message: "Something went wrong." } },
    }),
  );
  await page.getByRole("button", { name: "Archive Aircraft" }).click();
  await page
    .getByRole("alertdialog", { name: "Archive Aircraft" })
    .getByRole("button", { name: "Archive Aircraft" })
    .click();
  await expect(page.getByText("An error occurred while archiving the aircraft")).toBeVisible();
  await expect(page.getByRole("region", { name: "Current Status" })).toContainText(
    "Ready for booking",
  );
});

test("an unknown aircraft: 'Aircraft not found' and 'Back to Aircraft'", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await page.goto("/aircrafts/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Aircraft not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Aircraft" }).click();
  await expect(page).toHaveURL(/\/aircrafts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Aircraft" })).toBeVisible();
});
