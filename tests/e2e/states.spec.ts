import type { Page } from "@playwright/test";
import { expect, expectAccessible, hold, signInAsNewAdmin, test } from "./support/fixtures";

const ORGANIZATION_TOAST = "Failed to fetch organization data";

/**
 * The dashboard as the app reaches it from "/". Opened at /dashboard, its first view comes from
 * the server with the user and organization already read (src/server/http/first-view.ts):
 * these states are the ones the browser goes through when it reads them itself.
 */
const DASHBOARD_BY_THE_APP = "/";

/** The organization read fails at the network on every attempt; returns the attempt count. */
async function failOrganizationReads(page: Page) {
  const attempts = { count: 0 };
  await page.route("**/api/organizations/current", async (route) => {
    attempts.count += 1;
    await route.abort("connectionrefused");
  });
  return attempts;
}

/** Waits for the toast (frame by frame, so the time is close) and says when it appeared. */
async function shownAt(page: Page, text: string) {
  const toast = page.getByRole("listitem").filter({ hasText: text });
  await toast.waitFor();
  return { toast, at: Date.now() };
}

test("'Loading...' while the sign-in state loads, then the page", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const release = await hold(page, "/api/me");
  await page.goto(DASHBOARD_BY_THE_APP);
  await expect(page.getByText("Loading...")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Welcome back, Amelia!" })).toBeVisible();
});

test("'Loading dashboard...' while the organization loads", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const release = await hold(page, "/api/organizations/current");
  await page.goto(DASHBOARD_BY_THE_APP);
  await expect(page.getByText("Loading dashboard...")).toBeVisible();
  release();
  await expect(
    page.getByText("You are logged in as an Administrator of Bay Area Flying Club"),
  ).toBeVisible();
});

test("an organization that cannot be loaded: retried, then its error text and a toast", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const attempts = await failOrganizationReads(page);
  await page.goto(DASHBOARD_BY_THE_APP);
  const { toast, at } = await shownAt(page, ORGANIZATION_TOAST);
  // How long it stays, timed in the page itself: the checks below take their own time on a
  // busy machine, and the test's clock would count it against the toast.
  const stayed = page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        const shown = performance.now();
        const present = () =>
          [...document.querySelectorAll("[data-sonner-toast]")].some((item) =>
            item.textContent?.includes(text),
          );
        const check = () =>
          present() ? setTimeout(check, 20) : resolve(performance.now() - shown);
        check();
      }),
    ORGANIZATION_TOAST,
  );
  await expect(
    page.getByText(
      "Unable to load dashboard data. Please try refreshing the page or contact support.",
    ),
  ).toBeVisible();
  // Three attempts in all (docs/rules/app.md).
  expect(attempts.count).toBe(3);

  // Top right: the toast lies in the viewport's top-right quarter.
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("the toast or the viewport has no size");
  expect(box.x).toBeGreaterThanOrEqual(viewport.width / 2);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height / 2);

  // Settled after its entry, it reads well (axe). Scanned well before it starts to fade out:
  // a scan that ran into the fade, on a busy machine, read the half-transparent text as low
  // contrast.
  await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - at)));
  await expectAccessible(page, { toasts: true });
  // It stays for its 5 seconds, then closes by itself.
  const lifetime = await stayed;
  expect(lifetime).toBeGreaterThanOrEqual(4500);
  expect(lifetime).toBeLessThanOrEqual(8000);
  await expect(toast).toBeHidden();
});

test("a toast closes by hand, before its 5 seconds are up", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await failOrganizationReads(page);
  await page.goto(DASHBOARD_BY_THE_APP);
  const { toast, at } = await shownAt(page, ORGANIZATION_TOAST);
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toBeHidden({ timeout: 1500 });
  expect(Date.now() - at).toBeLessThan(4500);
});
