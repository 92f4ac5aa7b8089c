import { expect, hold, signInAsNewAdmin, test } from "./support/fixtures";

test("the top bar: title, ticking local and UTC clocks, role badge, Sign Out; the navigation", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/dashboard");
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Hangar")).toBeVisible();
  const clocks = banner.locator("time");
  await expect(clocks).toHaveCount(2);
  const first = await clocks.nth(1).textContent();
  expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  // The UTC clock is UTC, whatever the browser's zone (New York here).
  const utcNow = new Date().toISOString().slice(11, 16);
  expect([utcNow, new Date(Date.now() + 60_000).toISOString().slice(11, 16)]).toContain(
    first?.slice(0, 5),
  );
  await expect(clocks.nth(1)).not.toHaveText(first ?? "", { timeout: 3000 });
  await expect(banner.getByText("Administrator", { exact: true })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Sign Out" })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const [name, path, heading] of [
    ["Members", "/members", "Members"],
    ["Bookings", "/bookings", "Bookings"],
    ["My Bookings", "/my-bookings", "My Bookings"],
    ["Aircrafts", "/aircrafts", "Aircraft"],
    ["Settings", "/settings", "Settings"],
    ["Dashboard", "/dashboard", "Welcome back, Amelia!"],
  ]) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
});

test("on a 360-pixel phone the navigation sits behind a menu button", async ({ page, api }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewAdmin(api);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Amelia!" })).toBeVisible();
  const hasHorizontalScroll = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(hasHorizontalScroll).toBe(false);
  // The menu button's name says what it does: "Open …" or "Close navigation menu".
  const menuButton = page.getByRole("banner").getByRole("button", { name: /navigation menu$/ });
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await menuButton.click();
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  // Following a link closes the menu, which covers the page on phones; so does the link of the
  // page shown.
  await expect(menuButton).toHaveAccessibleName("Open navigation menu");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await menuButton.click();
  await expect(menuButton).toHaveAccessibleName("Close navigation menu");
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(menuButton).toHaveAccessibleName("Open navigation menu");
  await expect(nav).toBeHidden();
  await menuButton.click();
  await expect(nav.getByRole("link", { name: "Members" })).toBeVisible();
  // Any way to another page closes it: here the browser's Back.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(menuButton).toHaveAccessibleName("Open navigation menu");
  await expect(nav).toBeHidden();
  // And a link in the page, below the open menu.
  await menuButton.click();
  await expect(nav).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "View All Bookings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  await expect(menuButton).toHaveAccessibleName("Open navigation menu");
  await expect(nav).toBeHidden();
  // Back to the page it was opened on does not bring it back.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Welcome back, Amelia!" })).toBeVisible();
  await expect(menuButton).toHaveAccessibleName("Open navigation menu");
  await expect(nav).toBeHidden();
  // 'Sign Out' is written out, not only an icon, and fits on the screen.
  const signOut = page.getByRole("banner").getByText("Sign Out", { exact: true });
  await expect(signOut).toBeVisible();
  const box = await signOut.boundingBox();
  expect(box?.width).toBeGreaterThan(30);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
});

test("a phone menu opened while the next page loads stays open when that page arrives", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewAdmin(api);
  // The Settings page's code is held back, so following its link leaves the dashboard on screen
  // for a while: React Router renders a navigation as a transition.
  const release = await hold(page, "/assets/settings-*.js");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Amelia!" })).toBeVisible();
  const menuButton = page.getByRole("banner").getByRole("button", { name: /navigation menu$/ });
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await menuButton.click();
  const chunk = page.waitForRequest(/\/assets\/settings-/);
  await nav.getByRole("link", { name: "Settings" }).click();
  await chunk;
  await expect(page).toHaveURL(/\/settings$/);
  await expect(nav).toBeHidden();
  // The member opens the menu again before Settings is shown, to go on elsewhere.
  await menuButton.click();
  await expect(menuButton).toHaveAccessibleName("Close navigation menu");
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(menuButton).toHaveAccessibleName("Close navigation menu");
  await expect(nav.getByRole("link", { name: "Members" })).toBeVisible();
  await nav.getByRole("link", { name: "Members" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await expect(nav).toBeHidden();
});

test("the calendar's reads start while its page's code is still loading", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const release = await hold(page, "/assets/bookings-*.js");
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const chunk = page.waitForRequest(/\/assets\/bookings-/);
  // Asked while the page's code is held, or never: the layout asks them as the navigation starts.
  const asked = (path: string) =>
    page.waitForRequest((request) => new URL(request.url()).pathname === path, {
      timeout: 10_000,
    });
  const reads = Promise.all([asked("/api/aircraft"), asked("/api/bookings")]);
  await page.getByRole("navigation").getByRole("link", { name: "Bookings", exact: true }).click();
  await chunk;
  await reads;
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
});

test("member and aircraft details have their own pages", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await page.goto("/members/some-member");
  await expect(page.getByRole("heading", { level: 1, name: "Member" })).toBeVisible();
  await page.goto("/aircrafts/some-aircraft");
  await expect(
    page.getByRole("heading", { level: 1, name: "Aircraft not found", exact: true }),
  ).toBeVisible();
});

test("privacy policy and terms of use", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
  const privacy = page.getByRole("main");
  for (const text of [
    /May 26, 2025/,
    /GDPR/,
    /CCPA/,
    /not sell/i,
    /usage data/i,
    /help@hangar-e2e\.example/,
  ]) {
    await expect(privacy).toContainText(text);
  }
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Terms");
  const terms = page.getByRole("main");
  for (const text of [
    /May 26, 2025/,
    /general[- ]aviation/i,
    /as is/i,
    /suspend/i,
    /help@hangar-e2e\.example/,
  ]) {
    await expect(terms).toContainText(text);
  }
});

test("an unknown page says so", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("every page comes with the security headers", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  for (const path of ["/login", "/dashboard", "/bookings", "/privacy"]) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  }
});
