import { expect, signInAsNewAdmin, test } from "./support/fixtures";

/** Holds a request until `release` is called, then lets it through to the real server. */
async function hold(page: import("@playwright/test").Page, path: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

test("'Loading...' while the sign-in state loads, then the page", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const release = await hold(page, "/api/me");
  await page.goto("/dashboard");
  await expect(page.getByText("Loading...")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Welcome back, Amelia!" })).toBeVisible();
});

test("'Loading dashboard...' while the organization loads", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const release = await hold(page, "/api/organizations/current");
  await page.goto("/dashboard");
  await expect(page.getByText("Loading dashboard...")).toBeVisible();
  release();
  await expect(
    page.getByText("You are logged in as an Administrator of Bay Area Flying Club"),
  ).toBeVisible();
});

test("an organization that cannot be loaded: retried, then the spec's error text and a toast", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  let attempts = 0;
  // The network fails on every attempt (the server is never reached).
  await page.route("**/api/organizations/current", async (route) => {
    attempts += 1;
    await route.abort("connectionrefused");
  });
  await page.goto("/dashboard");
  await expect(
    page.getByText(
      "Unable to load dashboard data. Please try refreshing the page or contact support.",
    ),
  ).toBeVisible();
  // Spec section 7: three attempts in all.
  expect(attempts).toBe(3);
  const toast = page.getByText("Failed to fetch organization data");
  await expect(toast).toBeVisible();
  // Toasts close by themselves after 5 seconds.
  await expect(toast).toBeHidden({ timeout: 8000 });
});
