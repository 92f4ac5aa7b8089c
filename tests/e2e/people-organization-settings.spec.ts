import { expect, signInAsNewAdmin, signInAsNewMember, test } from "./support/fixtures";
import { dismissToasts, expectToast, send } from "./support/people";

test("the organization edit sends only what changed and persists across a reload", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Organization Information" });
  await expect(section).toContainText("Bay Area Flying Club");
  await section.getByRole("button", { name: "Edit" }).click();

  await section.getByLabel("Name", { exact: true }).fill("Sky Riders");
  await section.getByLabel("Organization Type").selectOption("school");
  await section.getByLabel("Latitude").fill("37.461");
  await section.getByLabel("Longitude").fill("-122.115");
  await section.getByLabel("Timezone").selectOption("America/Los_Angeles");
  await section.getByLabel("Currency").selectOption("EUR");
  await section.getByLabel("Enable dispatch").uncheck();
  await section.getByLabel("Require flight plan").uncheck();
  await section.getByLabel("Hourly Rate").fill("165.5");
  await section.getByLabel("Minimum Hours").fill("1");
  await section.getByLabel("Notify on booking").check();
  await section.getByLabel("Description").fill("A friendly club.");
  await expect(section.getByText("16/1000")).toBeVisible();
  await section.getByLabel("Twitter").fill("https://x.com/skyriders");

  const request = page.waitForRequest(
    (r) => r.method() === "PATCH" && r.url().endsWith("/api/organizations/current"),
  );
  await section.getByRole("button", { name: "Save Changes" }).click();
  expect((await request).postDataJSON()).toEqual({
    name: "Sky Riders",
    type: "school",
    baseAirport: { coordinates: { latitude: 37.461, longitude: -122.115 } },
    settings: {
      timezone: "America/Los_Angeles",
      currency: "EUR",
      enableDispatch: false,
      preflightRequirements: { requireFlightPlan: false },
      billingSettings: { hourlyRate: 165.5, minimumHours: 1, requireDeposit: false },
      notificationSettings: {
        emailNotifications: false,
        smsNotifications: false,
        notifyOnBooking: true,
        notifyOnMaintenance: false,
      },
    },
    description: "A friendly club.",
    socialMedia: { twitter: "https://x.com/skyriders" },
  });
  await expectToast(page, "Organization updated successfully");
  await expect(section.getByRole("button", { name: "Edit" })).toBeFocused();

  await page.reload();
  for (const text of [
    "Sky Riders",
    "Flight School",
    "37.461",
    "America/Los_Angeles",
    "EUR",
    "A friendly club.",
    "https://x.com/skyriders",
  ]) {
    await expect(section).toContainText(text);
  }
  // The rest of the settings were kept (merged, not replaced).
  const { body } = await send(page, test.info(), "GET", "/api/organizations/current");
  expect(body.organization.settings.preflightRequirements).toEqual({
    requireWeatherCheck: true,
    requireWeightBalance: true,
    requireFlightPlan: false,
    requireMaintenanceCheck: true,
  });
  expect(body.organization.settings.enableFlightSharing).toBe(true);
});

test("organization field errors show under the fields, and nothing is sent", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Organization Information" });
  await section.getByRole("button", { name: "Edit" }).click();
  let sent = false;
  page.on("request", (r) => {
    if (r.method() === "PATCH") sent = true;
  });
  await section.getByLabel("ICAO Code").fill("KP");
  await section.getByLabel("Latitude").fill("91");
  await section.getByLabel("Website").fill("club.example");
  await section.getByRole("button", { name: "Save Changes" }).click();
  await expect(section.getByLabel("ICAO Code")).toHaveAccessibleDescription(
    /ICAO code must be 4 letters/,
  );
  await expect(section.getByLabel("Latitude")).toHaveAccessibleDescription(
    /Latitude must be between -90 and 90/,
  );
  await expect(section.getByLabel("Website")).toHaveAccessibleDescription(
    /Enter a valid URL, such as https:\/\/example.com/,
  );
  expect(sent).toBe(false);
});

test("the server's refusals: field messages under the fields, 'Invalid organization settings'", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Organization Information" });
  await section.getByRole("button", { name: "Edit" }).click();
  // Answers the server gives for rules only it can check (e.g. settings changed meanwhile).
  await page.route("**/api/organizations/current", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: "VALIDATION_FAILED",
              message: "Invalid organization settings",
              fields: { settings: "Invalid organization settings" },
            },
          },
        })
      : route.fallback(),
  );
  await section.getByLabel("Currency").selectOption("GBP");
  await section.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Invalid organization settings");
  await expect(section.getByRole("alert")).toContainText("Invalid organization settings");

  await page.unroute("**/api/organizations/current");
  await page.route("**/api/organizations/current", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: "VALIDATION_FAILED",
              message: "Enter a valid email address",
              fields: { "contact.email": "Enter a valid email address" },
            },
          },
        })
      : route.fallback(),
  );
  await section.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Failed to update organization");
  await expect(section.getByLabel("Contact Email")).toHaveAccessibleDescription(
    "Enter a valid email address",
  );
  await dismissToasts(page);
});

test("a member reads the organization and cannot edit it", async ({ page, api }) => {
  const { organization } = await signInAsNewAdmin(api);
  await signInAsNewMember(api, organization.joinCode);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Organization Information" });
  await expect(section).toContainText("Bay Area Flying Club");
  await expect(section).toContainText("KPAO");
  await expect(section).toContainText("Only administrators can change");
  await expect(section.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(section.getByRole("textbox")).toHaveCount(0);
  // Their own profile stays theirs to edit.
  await expect(
    page.getByRole("region", { name: "Profile Information" }).getByRole("button", { name: "Edit" }),
  ).toBeVisible();
});
