import { expect, fillProfile, organizationData, signUp, test } from "./support/fixtures";

test("a requested step that is no step shows the Onboarding Error page; refresh starts afresh", async ({
  page,
  api,
}) => {
  await signUp(api);
  await page.goto("/onboarding?step=bogus");
  await expect(page.getByRole("heading", { level: 1, name: "Onboarding Error" })).toBeVisible();
  await expect(page.getByText("Something went wrong with the onboarding flow.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  await page.getByRole("button", { name: "Refresh page" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("dialog", { name: "Welcome to Hangar" })).toBeVisible();
});

test("?step=join opens the join dialog for a new user, and is ignored on the profile step", async ({
  page,
  api,
}) => {
  await signUp(api);
  await page.goto("/onboarding?step=join");
  const join = page.getByRole("dialog", { name: "Join Existing Organization" });
  await expect(join.getByLabel("Invitation Code")).toBeVisible();
  await join.getByRole("button", { name: "Back" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome to Hangar" });
  await expect(welcome).toBeVisible();
  // No organization yet: nothing to continue to.
  await expect(welcome.getByRole("button", { name: "Continue to Profile" })).toHaveCount(0);

  await api.post("/api/organizations", organizationData());
  await page.goto("/onboarding?step=join");
  await expect(page.getByRole("dialog", { name: "Complete Your Profile" })).toBeVisible();
});

test("Back from the profile after creating an organization offers 'Continue to Profile' and never a second organization", async ({
  page,
  api,
}) => {
  await signUp(api);
  await api.post("/api/organizations", organizationData());
  await page.goto("/onboarding");
  const profile = page.getByRole("dialog", { name: "Complete Your Profile" });
  await profile.getByLabel("First Name").fill("Amelia");
  await profile.getByRole("button", { name: "Back" }).click();

  const welcome = page.getByRole("dialog", { name: "Welcome to Hangar" });
  await expect(welcome).toContainText("You already belong to an organization");
  await expect(welcome.getByRole("button", { name: "Continue to Profile" })).toBeVisible();
  await expect(welcome.getByRole("button", { name: "Create New Organization" })).toHaveCount(0);
  await expect(welcome.getByRole("button", { name: "Join Existing Organization" })).toHaveCount(0);
  await welcome.getByRole("button", { name: "Continue to Profile" }).click();
  await expect(profile.getByLabel("Last Name")).toBeVisible();
});

test("Back from the complete step returns to the profile, which keeps what was saved", async ({
  page,
  api,
}) => {
  await signUp(api);
  await api.post("/api/organizations", organizationData());
  await page.goto("/onboarding");
  const profile = page.getByRole("dialog", { name: "Complete Your Profile" });
  await fillProfile(profile);
  await profile.getByRole("button", { name: "Save and Continue" }).click();

  const complete = page.getByRole("dialog", { name: "You're all set" });
  await expect(complete.getByText("Onboarding complete!")).toBeVisible();
  // Reaching for a button stops the move to the dashboard, however long the person takes.
  await complete.getByRole("button", { name: "Back" }).hover();
  await page.waitForTimeout(2500);
  await expect(page).toHaveURL(/\/onboarding$/);
  await complete.getByRole("button", { name: "Back" }).click();
  await expect(profile.getByLabel("First Name")).toHaveValue("Amelia");

  // Saved again and left alone, the complete step moves on by itself.
  await profile.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
