import {
  expect,
  fillProfile,
  hold,
  organizationData,
  PASSWORD,
  signUp,
  test,
  uniqueEmail,
} from "./support/fixtures";

test("register: 'Creating account...' while the account is created", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  const release = await hold(page, "/api/auth/register", "POST");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("button", { name: "Creating account..." })).toBeDisabled();
  release();
  await expect(page.getByRole("dialog", { name: "Welcome to Hangar" })).toBeVisible();
});

test("login: 'Signing in...' while signing in", async ({ page, api }) => {
  const email = await signUp(api);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  const release = await hold(page, "/api/auth/login", "POST");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  release();
  await expect(page.getByRole("dialog", { name: "Welcome to Hangar" })).toBeVisible();
});

test("join: 'Joining...', the button disabled while it runs", async ({ page, api }) => {
  // A club made by someone else; then the page signs in as a new person.
  await signUp(api);
  const club = await api.post("/api/organizations", organizationData());
  await signUp(api);
  await page.goto("/onboarding?step=join");
  const join = page.getByRole("dialog", { name: "Join Existing Organization" });
  await join.getByLabel("Invitation Code").fill(club.body.organization.joinCode);
  const release = await hold(page, "/api/organizations/join", "POST");
  await join.getByRole("button", { name: "Join Organization" }).click();
  await expect(join.getByRole("button", { name: "Joining..." })).toBeDisabled();
  release();
  await expect(page.getByRole("dialog", { name: "Complete Your Profile" })).toBeVisible();
});

test("profile: 'Saving...', the button disabled while it runs", async ({ page, api }) => {
  await signUp(api);
  await api.post("/api/organizations", organizationData());
  await page.goto("/onboarding");
  const profile = page.getByRole("dialog", { name: "Complete Your Profile" });
  await fillProfile(profile);
  const release = await hold(page, "/api/me/profile", "PUT");
  await profile.getByRole("button", { name: "Save and Continue" }).click();
  await expect(profile.getByRole("button", { name: "Saving..." })).toBeDisabled();
  release();
  await expect(
    page.getByText("Onboarding complete! You're ready to use the product."),
  ).toBeVisible();
});

test("create organization: 'Creating...' while the organization is created", async ({
  page,
  api,
}) => {
  await signUp(api);
  await page.goto("/onboarding");
  await page.getByRole("button", { name: "Create New Organization" }).click();
  const create = page.getByRole("dialog", { name: "Create New Organization" });
  const club = organizationData();
  await create.getByLabel("Name", { exact: true }).fill(club.name);
  await create.getByLabel("ICAO Code").fill(club.icaoCode);
  await create.getByLabel("Airport Name").fill(club.airportName);
  await create.getByLabel("City").fill(club.city);
  await create.getByLabel("Country", { exact: true }).fill(club.country);
  await create.getByLabel("Contact Email").fill(club.contactEmail);
  await create.getByRole("button", { name: "Review" }).click();
  const review = page.getByRole("dialog", { name: "Review Organization Details" });
  const release = await hold(page, "/api/organizations", "POST");
  await review.getByRole("button", { name: "Create Organization" }).click();
  await expect(review.getByRole("button", { name: "Creating..." })).toBeDisabled();
  release();
  await expect(page.getByRole("dialog", { name: "Complete Your Profile" })).toBeVisible();
});
