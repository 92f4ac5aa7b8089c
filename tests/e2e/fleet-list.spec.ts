import { createAircraft, expect, hold, signInAsNewAdmin, test } from "./support/fixtures";

test("search by registration, model, manufacturer and 'manufacturer model'", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP", manufacturer: "Cessna", model: "172S" });
  await createAircraft(api, {
    registration: "N28PA",
    manufacturer: "Piper",
    model: "PA-28 Warrior",
    hourlyRate: null,
  });
  await createAircraft(api, { registration: "D-EABC", manufacturer: "Diamond", model: "DA40" });
  await page.goto("/aircrafts");

  const search = page.getByRole("searchbox", { name: "Search aircraft" });
  await expect(search).toHaveAttribute(
    "placeholder",
    "Search aircraft by registration, model, or manufacturer...",
  );
  const links = page.getByRole("table").getByRole("link");
  // Ordered by registration.
  await expect(links).toHaveText(["D-EABC", "N172SP", "N28PA"]);
  await expect(page.getByRole("row", { name: /N28PA/ }).getByRole("cell").last()).toHaveText(
    "—Not provided",
  );

  for (const [text, expected] of [
    ["n172", ["N172SP"]],
    ["WARRIOR", ["N28PA"]],
    ["diamond", ["D-EABC"]],
    ["Cessna 172", ["N172SP"]],
    ["a", ["D-EABC", "N172SP", "N28PA"]],
  ] as const) {
    await search.fill(text);
    await expect(links).toHaveText([...expected]);
  }
  await search.fill("Boeing");
  await expect(page.getByText("No aircraft found matching your search.")).toBeVisible();
  await expect(page.getByRole("table")).toBeHidden();
  await search.fill("");
  await expect(links).toHaveCount(3);
});

test("a row opens its aircraft by click anywhere on it, or by keyboard", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const skyhawk = await createAircraft(api, { registration: "N172SP", year: 2004 });
  await page.goto("/aircrafts");
  await page
    .getByRole("row", { name: /N172SP/ })
    .getByRole("cell", { name: "2004" })
    // The row's link lies over the cell, as intended: click where a person would, not the cell.
    .click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/aircrafts/${skyhawk.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "N172SP" })).toBeVisible();

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/aircrafts$/);
  await page.getByRole("link", { name: "N172SP" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/aircrafts/${skyhawk.id}$`));
});

test("'Loading aircrafts...', and the list read again each time the page opens", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP" });
  const release = await hold(page, "/api/aircraft", "GET");
  await page.goto("/aircrafts");
  await expect(page.getByText("Loading aircrafts...")).toBeVisible();
  release();
  await expect(page.getByRole("link", { name: "N172SP" })).toBeVisible();

  // Added elsewhere (here: by the API) while the list is cached; opening the page shows it.
  await page.getByRole("link", { name: "Dashboard" }).click();
  // Shown, so that the list is gone: a link followed while the page's code still loads would
  // not leave the list, and only replace its address.
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome back, Amelia!" }),
  ).toBeVisible();
  await createAircraft(api, { registration: "N28PA" });
  await page.getByRole("navigation").getByRole("link", { name: "Aircrafts" }).click();
  await expect(page.getByRole("link", { name: "N28PA" })).toBeVisible();
});

test("a list that cannot be read: 'Failed to fetch aircraft'", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await page.route("**/api/aircraft", (route) => route.abort("connectionrefused"));
  await page.goto("/aircrafts");
  await expect(
    page.getByRole("listitem").filter({ hasText: "Failed to fetch aircraft" }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Failed to fetch aircraft");
  await page.unroute("**/api/aircraft");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("No aircraft found.")).toBeVisible();
});

test("on a 360-pixel phone the list fits: year and category sit under the name", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP", year: 2004, hourlyRate: 165.5 });
  await page.goto("/aircrafts");
  const row = page.getByRole("row", { name: /N172SP/ });
  await expect(row.getByText("2004 · Single Engine")).toBeVisible();
  await expect(row.getByText("$165.50/hr")).toBeInViewport({ ratio: 1 });
  const overflows = await page
    .getByRole("table")
    .evaluate((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0));
  expect(overflows).toBe(false);
});
