import { createAircraft, expect, hold, signInAsNewAdmin, test } from "./support/fixtures";

const thisYear = new Date().getFullYear();

test("an admin adds an aircraft: the documented defaults, 'Saving...', the new row", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/aircrafts");
  await expect(page.getByRole("heading", { level: 1, name: "Aircraft" })).toBeVisible();
  await expect(page.getByText("No aircraft found.")).toBeVisible();

  await page.getByRole("button", { name: "Add Aircraft" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Aircraft" });
  await expect(dialog.getByLabel("Registration")).toHaveValue("");
  await expect(dialog.getByLabel("Manufacturer")).toHaveValue("");
  await expect(dialog.getByLabel("Model")).toHaveValue("");
  await expect(dialog.getByLabel("Year")).toHaveValue(String(thisYear));
  await expect(dialog.getByLabel("Base Airport")).toHaveValue("KPAO");
  await expect(dialog.getByLabel("Category")).toHaveValue("Single Engine");
  await expect(dialog.getByLabel("Fuel Type")).toHaveValue("100LL");
  await expect(dialog.getByLabel("Hourly Rate")).toHaveValue("");
  await expect(dialog.getByLabel("Hourly Rate")).toHaveAttribute("step", "0.01");
  await expect(dialog.getByLabel("Color")).toHaveValue("#3174ad");
  await expect(dialog.getByText("#3174ad")).toBeVisible();
  await expect(dialog.getByLabel("Type", { exact: true }).locator("option:checked")).toHaveText(
    "Training",
  );
  await expect(dialog.getByLabel("Status").locator("option:checked")).toHaveText("Available");
  await expect(dialog.getByLabel("Booking Enabled")).toBeChecked();
  await expect(dialog.getByLabel("Archived")).not.toBeChecked();

  await dialog.getByLabel("Registration").fill("N172SP");
  await dialog.getByLabel("Manufacturer").fill("Cessna");
  await dialog.getByLabel("Model").fill("172S Skyhawk");
  await dialog.getByLabel("Year").fill("2004");
  await dialog.getByLabel("Hourly Rate").fill("165.5");
  await dialog.getByLabel("Type", { exact: true }).selectOption({ label: "Rental" });
  const sent = page.waitForRequest(
    (r) => r.url().endsWith("/api/aircraft") && r.method() === "POST",
  );
  const release = await hold(page, "/api/aircraft", "POST");
  await dialog.getByRole("button", { name: "Add Aircraft" }).click();
  await expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
  expect((await sent).postDataJSON()).toMatchObject({
    registration: "N172SP",
    year: 2004,
    hourlyRate: 165.5,
    type: "rental",
    color: "#3174ad",
    bookingEnabled: true,
    isArchived: false,
    status: "available",
    baseAirportICAO: "KPAO",
  });
  release();

  await expect(dialog).toBeHidden();
  await expect(page.getByText("Aircraft added successfully")).toBeVisible();
  const row = page.getByRole("row", { name: /N172SP/ });
  await expect(row.getByRole("cell")).toHaveText([
    "N172SP",
    /^Cessna 172S Skyhawk/,
    "2004",
    "Single Engine",
    "$165.50/hr",
  ]);
});

test("the form's validation messages; an emptied year comes back as this year", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/aircrafts");
  await page.getByRole("button", { name: "Add Aircraft" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Aircraft" });
  await dialog.getByLabel("Base Airport").fill("");
  await dialog.getByLabel("Year").fill("1899");
  await dialog.getByLabel("Hourly Rate").fill("-0.01");
  await dialog.getByRole("button", { name: "Add Aircraft" }).click();
  for (const [label, message] of [
    ["Registration", "Registration is required"],
    ["Manufacturer", "Manufacturer is required"],
    ["Model", "Model is required"],
    ["Base Airport", "Base airport is required"],
    ["Year", `Year must be between 1900 and ${thisYear + 1}`],
    ["Hourly Rate", "Hourly rate must be a number of at least 0"],
  ] as const) {
    await expect(dialog.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByLabel("Registration")).toBeFocused();

  await dialog.getByLabel("Registration").fill("D-EA-BC");
  await dialog.getByLabel("Base Airport").fill("K1P2");
  await dialog.getByRole("button", { name: "Add Aircraft" }).click();
  await expect(dialog.getByLabel("Registration")).toHaveAccessibleDescription(
    "Registration must be 2 to 10 letters or digits, with at most one hyphen between them",
  );
  await expect(dialog.getByLabel("Base Airport")).toHaveAccessibleDescription(
    "Base airport must be a 4-letter ICAO code",
  );

  await dialog.getByLabel("Year").fill(String(thisYear + 2));
  await dialog.getByLabel("Year").fill(String(thisYear + 1));
  await expect(dialog.getByText(/^Year must be between/)).toBeHidden();
  await dialog.getByLabel("Year").fill("");
  await dialog.getByLabel("Year").blur();
  await expect(dialog.getByLabel("Year")).toHaveValue(String(thisYear));

  // Escape leaves without adding anything.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No aircraft found.")).toBeVisible();
});

test("a duplicate registration is refused with a clear message, and the modal stays open", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP" });
  await page.goto("/aircrafts");
  await page.getByRole("button", { name: "Add Aircraft" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Aircraft" });
  await dialog.getByLabel("Registration").fill("n172sp");
  await dialog.getByLabel("Manufacturer").fill("Cessna");
  await dialog.getByLabel("Model").fill("172");
  await dialog.getByRole("button", { name: "Add Aircraft" }).click();

  const alert = dialog.getByRole("alert");
  await expect(alert).toHaveText("Failed to add aircraft.");
  await expect(alert.locator("p")).toHaveClass(/text-red-/);
  await expect(dialog.getByLabel("Registration")).toHaveAccessibleDescription(
    "An aircraft with this registration already exists.",
  );
  await expect(dialog.getByLabel("Registration")).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Add Aircraft" })).toBeEnabled();

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row")).toHaveCount(2);
});

test("a failed add says 'Failed to add aircraft.' and keeps what was typed", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/aircrafts");
  await page.getByRole("button", { name: "Add Aircraft" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Aircraft" });
  await dialog.getByLabel("Registration").fill("N28PA");
  await dialog.getByLabel("Manufacturer").fill("Piper");
  await dialog.getByLabel("Model").fill("PA-28 Warrior");
  await page.route("**/api/aircraft", (route) =>
    route.request().method() === "POST" ? route.abort("connectionrefused") : route.fallback(),
  );
  await dialog.getByRole("button", { name: "Add Aircraft" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to add aircraft.");
  await expect(dialog.getByLabel("Registration")).toHaveValue("N28PA");
});

test("opened before the organization has loaded, the form still starts at its base airport", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const release = await hold(page, "/api/organizations/current", "GET");
  await page.goto("/aircrafts");
  await page.getByRole("button", { name: "Add Aircraft" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Aircraft" });
  await expect(dialog.getByLabel("Base Airport")).toHaveValue("");
  release();
  await expect(dialog.getByLabel("Base Airport")).toHaveValue("KPAO");
});
