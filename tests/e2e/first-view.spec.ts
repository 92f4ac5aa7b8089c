import { expect, signInAsNewAdmin, test } from "./support/fixtures";

// The dashboard's first view comes rendered in the page's HTML (src/server/http/first-view.ts);
// the app then takes that view over instead of painting it again.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dashboard is shown from the server's HTML alone", async ({ page, api }) => {
    await signInAsNewAdmin(api, "Harbor Aero Club");
    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome back, Amelia!" }),
    ).toBeVisible();
    await expect(
      page.getByText("You are logged in as an Administrator of Harbor Aero Club"),
    ).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Bookings" })).toHaveAttribute("href", "/bookings");
    await expect(
      page.getByRole("banner").getByText("Administrator", { exact: true }),
    ).toBeVisible();
    // The clocks wait for the browser's time.
    await expect(page.getByRole("banner").locator("time")).toHaveCount(0);
    // axe needs JavaScript in the page: the view is scanned in the next test, taken over.
    await page.goto("about:blank");
  });
});

test("the app takes the server's view over: the same elements, then clocks, links and buttons work", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  // The heading as the HTML brought it, before any script ran.
  await page.addInitScript(() => {
    // "interactive": the HTML is parsed, and the app's module scripts have not run yet.
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector("h1");
    });
  });
  await page.goto("/dashboard");
  const clocks = page.getByRole("banner").locator("time");
  await expect(clocks).toHaveCount(2);
  await expect(clocks.first()).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const kept = await page.evaluate(() => {
    const { serverHeading } = window as unknown as { serverHeading: Element | null };
    return serverHeading !== null && serverHeading === document.querySelector("h1");
  });
  expect(kept, "the heading is still the element the server's HTML made").toBe(true);
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome back, Amelia!" }),
  ).toBeVisible();

  // A link of the server's HTML now navigates inside the app, without loading a page.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Members" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
