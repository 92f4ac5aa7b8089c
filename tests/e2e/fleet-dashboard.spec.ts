import type { Locator } from "@playwright/test";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

/** The number shown under a label of the Aircraft Summary. */
const count = (panel: Locator, label: string) =>
  panel.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");

test("the admin dashboard: Aircraft Summary counts, Alerts for maintenance, Show All, Add Aircraft", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/dashboard");
  const summary = page.getByRole("region", { name: "Aircraft Summary" });
  const alerts = page.getByRole("region", { name: "Alerts" });
  await expect(count(summary, "Total Aircraft")).toHaveText("0");
  await expect(alerts).toContainText("No aircraft under maintenance.");

  await createAircraft(api, { registration: "N1AV" });
  await createAircraft(api, { registration: "N2AV" });
  const inShop = await createAircraft(api, {
    registration: "N3MX",
    model: "PA-28 Warrior",
    status: "maintenance",
  });
  await createAircraft(api, { registration: "N4BK", status: "booked" });
  await createAircraft(api, { registration: "N5AR", status: "maintenance", isArchived: true });
  await page.reload();
  for (const [label, value] of [
    ["Total Aircraft", "5"],
    ["Available", "2"],
    ["Maintenance", "1"],
    ["Booked", "1"],
    ["Archived", "1"],
  ] as const) {
    await expect(count(summary, label)).toHaveText(value);
  }
  // The archived one is not an alert, even though its stored status was maintenance.
  await expect(alerts.getByRole("link")).toHaveText(["N3MX – PA-28 Warrior"]);

  await summary.getByRole("button", { name: "Add Aircraft" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Aircraft" });
  await expect(dialog.getByLabel("Base Airport")).toHaveValue("KPAO");
  await dialog.getByLabel("Registration").fill("N6NW");
  await dialog.getByLabel("Manufacturer").fill("Cessna");
  await dialog.getByLabel("Model").fill("152");
  await dialog.getByRole("button", { name: "Add Aircraft" }).click();
  await expect(dialog).toBeHidden();
  await expect(count(summary, "Total Aircraft")).toHaveText("6");
  await expect(count(summary, "Available")).toHaveText("3");

  await alerts.getByRole("link", { name: "N3MX – PA-28 Warrior" }).click();
  await expect(page).toHaveURL(new RegExp(`/aircrafts/${inShop.id}$`));
  await expect(page.getByRole("region", { name: "Current Status" })).toContainText(
    "Under maintenance",
  );

  await page.goto("/dashboard");
  await summary.getByRole("link", { name: "Show All" }).click();
  await expect(page).toHaveURL(/\/aircrafts$/);
  await expect(page.getByRole("table").getByRole("link")).toHaveCount(6);
});

test("the dashboard on a large screen: a right column about 24rem wide", async ({ page, api }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsNewAdmin(api);
  await page.goto("/dashboard");
  const summary = await page.getByRole("region", { name: "Aircraft Summary" }).boundingBox();
  const alerts = await page.getByRole("region", { name: "Alerts" }).boundingBox();
  if (!summary || !alerts) throw new Error("a panel has no size");
  expect(alerts.width).toBe(384);
  expect(alerts.x).toBeGreaterThan(summary.x + summary.width);
});
