import { expect, organizationData, signInAsNewAdmin, signUp, test } from "./support/fixtures";

test.describe("signed out", () => {
  for (const path of [
    "/",
    "/dashboard",
    "/members",
    "/members/some-member",
    "/bookings",
    "/aircrafts",
    "/aircrafts/some-aircraft",
    "/settings",
    "/onboarding",
  ]) {
    test(`${path} sends to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    });
  }
});

test("a user still onboarding is sent to /onboarding from every protected page", async ({
  page,
  api,
}) => {
  await signUp(api);
  for (const path of ["/", "/dashboard", "/settings"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/onboarding$/);
  }
  // An organization but no profile yet: the profile step.
  await api.post("/api/organizations", organizationData());
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("dialog", { name: "Complete Your Profile" })).toBeVisible();
});

test("a signed-in user is sent on from /login, /register and /onboarding", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  for (const path of ["/login", "/register", "/onboarding", "/"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test("the session survives a reload", async ({ page, api }) => {
  await signInAsNewAdmin(api, "Reload Club");
  await page.goto("/dashboard");
  await expect(
    page.getByText("You are logged in as an Administrator of Reload Club"),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByText("You are logged in as an Administrator of Reload Club"),
  ).toBeVisible();
});

test("onboarding dialogs cannot be dismissed", async ({ page, api }) => {
  await signUp(api);
  await page.goto("/onboarding");
  const welcome = page.getByRole("dialog", { name: "Welcome to Hangar" });
  await expect(welcome).toBeVisible();
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole("button", { name: /close/i })).toHaveCount(0);
});

test("back moves: create and join return to the welcome dialog", async ({ page, api }) => {
  await signUp(api);
  await page.goto("/onboarding");
  await page.getByRole("button", { name: "Create New Organization" }).click();
  await page
    .getByRole("dialog", { name: "Create New Organization" })
    .getByRole("button", { name: "Cancel" })
    .click();
  await expect(page.getByRole("dialog", { name: "Welcome to Hangar" })).toBeVisible();
  await page.getByRole("button", { name: "Join Existing Organization" }).click();
  await page
    .getByRole("dialog", { name: "Join Existing Organization" })
    .getByRole("button", { name: "Back" })
    .click();
  await expect(page.getByRole("dialog", { name: "Welcome to Hangar" })).toBeVisible();
});

test("Logout in onboarding signs out", async ({ page, api }) => {
  await signUp(api);
  await page.goto("/onboarding");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
