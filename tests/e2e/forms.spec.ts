import {
  expect,
  fillProfile,
  organizationData,
  PASSWORD,
  signUp,
  test,
  uniqueEmail,
} from "./support/fixtures";

test("register: mismatched passwords and a taken email", async ({ page, api }) => {
  const taken = await signUp(api);
  await page.context().clearCookies();
  await page.goto("/register");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(`${PASSWORD}!`);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Email").fill(taken);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Already have an account? Sign in" }),
  ).toHaveAttribute("href", "/login");
});

test("login: the forgot-password link is there but disabled", async ({ page }) => {
  await page.goto("/login");
  const forgot = page.getByRole("link", { name: "Forgot password?" });
  await expect(forgot).toHaveAttribute("aria-disabled", "true");
  await forgot.click({ force: true });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("link", { name: "Don't have an account? Sign up" })).toHaveAttribute(
    "href",
    "/register",
  );
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
});

test("login: 'Failed to sign in' when the sign-in fails without a message", async ({
  page,
  api,
}) => {
  const email = await signUp(api);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.route("**/api/auth/login", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to sign in");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
});

test("create organization: its messages and nothing created", async ({ page, api }) => {
  await signUp(api);
  await page.goto("/onboarding");
  await page.getByRole("button", { name: "Create New Organization" }).click();
  const create = page.getByRole("dialog", { name: "Create New Organization" });
  await create.getByLabel("ICAO Code").fill("KP");
  await create.getByLabel("Contact Email").fill("not-an-email");
  await create.getByLabel("Website").fill("club.example");
  await create.getByRole("button", { name: "Review" }).click();
  await expect(create.getByText("Name must be between 2 and 100 characters")).toBeVisible();
  await expect(create.getByText("ICAO code must be 4 letters")).toBeVisible();
  await expect(create.getByText("Airport name is required")).toBeVisible();
  await expect(create.getByText("City is required")).toBeVisible();
  await expect(create.getByText("Country is required")).toBeVisible();
  await expect(create.getByText("Enter a valid email address")).toBeVisible();
  await expect(create.getByText("Enter a valid URL, such as https://example.com")).toBeVisible();
  await expect(create.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect((await (await page.request.get("/api/me")).json()).user.orgId).toBeNull();
});

test("profile: required fields, and the emergency contact sent only when filled", async ({
  page,
  api,
}) => {
  await signUp(api);
  await api.post("/api/organizations", organizationData());
  await page.goto("/onboarding");
  const profile = page.getByRole("dialog", { name: "Complete Your Profile" });
  await profile.getByRole("button", { name: "Save and Continue" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Phone number is required",
    "Street address is required",
    "City is required",
    "State/Province is required",
    "Postal code is required",
    "Country is required",
  ]) {
    await expect(profile.getByText(message)).toBeVisible();
  }

  await profile.getByLabel("First Name").fill("Amelia");
  await profile.getByLabel("Last Name").fill("Earhart");
  await profile.getByLabel("Phone Number").fill("555");
  await profile.getByLabel("Street").fill("1 Runway Road");
  await profile.getByLabel("City").fill("Palo Alto");
  await profile.getByLabel("State/Province").fill("CA");
  await profile.getByLabel("Postal Code").fill("94303");
  await profile.getByLabel("Country", { exact: true }).fill("United States");
  await profile.getByLabel("Relationship").fill("Brother");
  const sent = page.waitForRequest(
    (r) => r.url().endsWith("/api/me/profile") && r.method() === "PUT",
  );
  await profile.getByRole("button", { name: "Save and Continue" }).click();
  const body = (await sent).postDataJSON();
  expect(body.emergencyContact).toEqual({ relationship: "Brother" });
  expect(body.address).not.toHaveProperty("apartment");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("profile: no emergency contact is sent when none of it is filled", async ({ page, api }) => {
  await signUp(api);
  await api.post("/api/organizations", organizationData());
  await page.goto("/onboarding");
  const profile = page.getByRole("dialog", { name: "Complete Your Profile" });
  await profile.getByLabel("First Name").fill("Amelia");
  await profile.getByLabel("Last Name").fill("Earhart");
  await profile.getByLabel("Phone Number").fill("555");
  await profile.getByLabel("Street").fill("1 Runway Road");
  await profile.getByLabel("Apartment").fill("4B");
  await profile.getByLabel("City").fill("Palo Alto");
  await profile.getByLabel("State/Province").fill("CA");
  await profile.getByLabel("Postal Code").fill("94303");
  await profile.getByLabel("Country", { exact: true }).fill("United States");
  const sent = page.waitForRequest(
    (r) => r.url().endsWith("/api/me/profile") && r.method() === "PUT",
  );
  await profile.getByRole("button", { name: "Save and Continue" }).click();
  const body = (await sent).postDataJSON();
  expect(body).not.toHaveProperty("emergencyContact");
  expect(body.address.apartment).toBe("4B");
});

test("profile: a failed save says so, and is not retried", async ({ page, api }) => {
  await signUp(api);
  await api.post("/api/organizations", organizationData());
  await page.goto("/onboarding");
  const profile = page.getByRole("dialog", { name: "Complete Your Profile" });
  await fillProfile(profile);
  let attempts = 0;
  await page.route("**/api/me/profile", async (route) => {
    if (route.request().method() !== "PUT") return route.fallback();
    attempts += 1;
    await route.abort("connectionrefused");
  });
  await profile.getByRole("button", { name: "Save and Continue" }).click();
  await expect(profile.getByRole("alert")).toHaveText(
    "Failed to update profile. Please try again.",
  );
  await expect(profile.getByRole("button", { name: "Save and Continue" })).toBeEnabled();
  expect(attempts).toBe(1);
});
