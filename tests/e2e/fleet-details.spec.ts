import { createAircraft, expect, hold, signInAsNewAdmin, test } from "./support/fixtures";

test("the details: sections, the Current Status card, 'Not provided' and 'Loading aircraft...'", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const skyhawk = await createAircraft(api, {
    registration: "N172SP",
    manufacturer: "Cessna",
    model: "172S Skyhawk",
    year: 2004,
    hourlyRate: 165.5,
    color: "#aa3300",
    avionics: ["Garmin G1000", "KAP 140 autopilot"],
  });
  const plain = await createAircraft(api, { registration: "N28PA", hourlyRate: null });

  const release = await hold(page, `/api/aircraft/${skyhawk.id}`, "GET");
  await page.goto(`/aircrafts/${skyhawk.id}`);
  await expect(page.getByText("Loading aircraft...")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "N172SP" })).toBeVisible();

  const basic = page.getByRole("region", { name: "Basic Information" });
  await expect(basic).toContainText("RegistrationN172SP");
  await expect(basic).toContainText("ManufacturerCessna");
  await expect(basic).toContainText("Model172S Skyhawk");
  await expect(basic).toContainText("Year2004");
  await expect(basic).toContainText("TypeTraining");
  const technical = page.getByRole("region", { name: "Technical Specifications" });
  await expect(technical).toContainText("CategorySingle Engine");
  await expect(technical).toContainText("Fuel Type100LL");
  await expect(technical).toContainText("Hourly Rate$165.50/hr");
  await expect(technical).toContainText("Color#aa3300");
  await expect(page.getByRole("region", { name: "Avionics" }).getByRole("listitem")).toHaveText([
    "Garmin G1000",
    "KAP 140 autopilot",
  ]);
  const organization = page.getByRole("region", { name: "Organization Details" });
  await expect(organization).toContainText("Base AirportKPAO");
  await expect(organization).toContainText("Booking EnabledYes");
  const year = String(new Date().getFullYear());
  await expect(organization.getByText("Created").locator("xpath=..")).toContainText(year);
  await expect(organization.getByText("Last Updated").locator("xpath=..")).toContainText(year);
  const status = page.getByRole("region", { name: "Current Status" });
  await expect(status).toContainText("Available");
  await expect(status).toContainText("Ready for booking");
  await expect(page.getByRole("button", { name: "Edit Aircraft" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Archive Aircraft" })).toBeVisible();

  await page.goto(`/aircrafts/${plain.id}`);
  await expect(page.getByRole("region", { name: "Avionics" })).toContainText("Not provided");
  await expect(page.getByRole("region", { name: "Technical Specifications" })).toContainText(
    "Hourly RateNot provided",
  );
});

test("an admin edits an aircraft: 'Update Aircraft', the values persist", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const skyhawk = await createAircraft(api, { registration: "N172SP", hourlyRate: 150 });
  await createAircraft(api, { registration: "N28PA" });
  await page.goto(`/aircrafts/${skyhawk.id}`);
  await page.getByRole("button", { name: "Edit Aircraft" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Aircraft" });
  await expect(dialog.getByLabel("Registration")).toHaveValue("N172SP");
  await expect(dialog.getByLabel("Hourly Rate")).toHaveValue("150");

  // A registration another aircraft has: the server's message, the modal stays open.
  await dialog.getByLabel("Registration").fill("N28PA");
  await dialog.getByRole("button", { name: "Update Aircraft" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to update aircraft");
  await expect(dialog.getByLabel("Registration")).toHaveAccessibleDescription(
    "An aircraft with this registration already exists.",
  );

  await dialog.getByLabel("Registration").fill("N172SP");
  await dialog.getByLabel("Model").fill("172S Skyhawk SP");
  await dialog.getByLabel("Hourly Rate").fill("");
  await dialog.getByLabel("Status").selectOption({ label: "Maintenance" });
  await dialog.getByLabel("Type", { exact: true }).selectOption({ label: "Private" });
  await dialog.getByLabel("Booking Enabled").uncheck();
  await dialog.getByRole("button", { name: "Update Aircraft" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Aircraft updated successfully")).toBeVisible();
  await expect(page.getByRole("region", { name: "Current Status" })).toContainText(
    "Under maintenance",
  );

  await page.reload();
  await expect(page.getByRole("region", { name: "Basic Information" })).toContainText(
    "Model172S Skyhawk SP",
  );
  await expect(page.getByRole("region", { name: "Basic Information" })).toContainText(
    "TypePrivate",
  );
  await expect(page.getByRole("region", { name: "Technical Specifications" })).toContainText(
    "Hourly RateNot provided",
  );
  await expect(page.getByRole("region", { name: "Organization Details" })).toContainText(
    "Booking EnabledNo",
  );
  await expect(page.getByRole("region", { name: "Current Status" })).toContainText(
    "Under maintenance",
  );
});

test("a failed edit shows 'Failed to update aircraft' and keeps the modal open", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const skyhawk = await createAircraft(api, { registration: "N172SP" });
  await page.goto(`/aircrafts/${skyhawk.id}`);
  await page.getByRole("button", { name: "Edit Aircraft" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Aircraft" });
  await page.route(`**/api/aircraft/${skyhawk.id}`, (route) =>
    route.request().method() === "PUT" ? route.abort("connectionrefused") : route.fallback(),
  );
  await dialog.getByRole("button", { name: "Update Aircraft" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toHaveText("Failed to update aircraft");
  await expect(alert.locator("p")).toHaveClass(/text-red-/);
  await expect(dialog.getByRole("button", { name: "Update Aircraft" })).toBeEnabled();
});
