import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from "./support/fixtures";

test("a new user creates a club, a second user joins it, and both sign out and in", async ({
  page,
  browser,
}) => {
  // The whole journey of two people: longer than one screen's test.
  test.setTimeout(180_000);
  const adminEmail = uniqueEmail("admin");

  // Register.
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Email").fill(adminEmail);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  // Welcome.
  const welcome = page.getByRole("dialog", { name: "Welcome to Hangar" });
  await expect(welcome).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    welcome.getByText("Choose to create a new organization or join an existing one"),
  ).toBeVisible();
  await expect(welcome.getByRole("link", { name: "Need help? Contact support" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  await expectAccessible(page);
  await welcome.getByRole("button", { name: "Create New Organization" }).click();

  // Create: the form, with its input types.
  const create = page.getByRole("dialog", { name: "Create New Organization" });
  await expect(
    create.getByText("Fill in your club's details to create a new organization"),
  ).toBeVisible();
  await expect(create.getByLabel("Contact Email")).toHaveAttribute("type", "email");
  await expect(create.getByLabel("Phone")).toHaveAttribute("type", "tel");
  await expect(create.getByLabel("Website")).toHaveAttribute("type", "url");
  await expectAccessible(page);
  await create.getByLabel("Name", { exact: true }).fill("Bay Area Flying Club");
  await create.getByLabel("ICAO Code").fill("kpao");
  await create.getByLabel("Airport Name").fill("Palo Alto Airport");
  await create.getByLabel("City").fill("Palo Alto");
  await create.getByLabel("Country", { exact: true }).fill("United States");
  await create.getByLabel("Contact Email").fill("ops@bayflying.example");
  await create.getByRole("button", { name: "Review" }).click();

  // Review, go back to edit, review again, create.
  const review = page.getByRole("dialog", { name: "Review Organization Details" });
  await expect(review.getByText("Bay Area Flying Club")).toBeVisible();
  await expectAccessible(page);
  await review.getByRole("button", { name: "Back" }).click();
  await expect(create.getByLabel("Name", { exact: true })).toHaveValue("Bay Area Flying Club");
  await create.getByLabel("Name", { exact: true }).fill("Palo Alto Flyers");
  await create.getByRole("button", { name: "Review" }).click();
  await expect(review.getByText("Palo Alto Flyers")).toBeVisible();
  await expect(review.getByText("KPAO")).toBeVisible();
  await review.getByRole("button", { name: "Create Organization" }).click();

  // Profile.
  const profile = page.getByRole("dialog", { name: "Complete Your Profile" });
  await expect(profile.getByText("Complete your personal profile")).toBeVisible();
  await expectAccessible(page);
  await profile.getByLabel("First Name").fill("Amelia");
  await profile.getByLabel("Last Name").fill("Earhart");
  await profile.getByLabel("Phone Number").fill("+1 555 0100");
  await profile.getByLabel("Street").fill("1 Runway Road");
  await profile.getByLabel("City").fill("Palo Alto");
  await profile.getByLabel("State/Province").fill("CA");
  await profile.getByLabel("Postal Code").fill("94303");
  await profile.getByLabel("Country", { exact: true }).fill("United States");
  await profile.getByRole("button", { name: "Save and Continue" }).click();

  // Complete, then the dashboard.
  await expect(
    page.getByText("Onboarding complete! You're ready to use the product."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Amelia!" })).toBeVisible();
  await expect(
    page.getByText("You are logged in as an Administrator of Palo Alto Flyers"),
  ).toBeVisible();
  await expect(page.getByRole("banner").getByText("Administrator", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The invitation code, as the admin's organization call returns it.
  const current = await page.request.get("/api/organizations/current");
  const joinCode = (await current.json()).organization.joinCode as string;
  expect(joinCode).toMatch(/^[A-Z0-9]{8}$/);

  // A second person registers and joins with the code.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberEmail = uniqueEmail("member");
  await member.goto("/register");
  await member.getByLabel("Email").fill(memberEmail);
  await member.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await member.getByLabel("Confirm Password").fill(PASSWORD);
  await member.getByRole("button", { name: "Create account" }).click();
  await member.getByRole("button", { name: "Join Existing Organization" }).click();
  const join = member.getByRole("dialog", { name: "Join Existing Organization" });
  await expect(
    join.getByText("Enter the invitation code provided by your club to join"),
  ).toBeVisible();
  await expect(join.getByLabel("Invitation Code")).toHaveAttribute(
    "placeholder",
    "Enter invitation code",
  );
  await expectAccessible(member);
  await join.getByLabel("Invitation Code").fill("WRONG123");
  await join.getByRole("button", { name: "Join Organization" }).click();
  await expect(join.getByText("Invalid invitation code. Please try again.")).toBeVisible();
  await expectAccessible(member);
  await join.getByLabel("Invitation Code").fill(` ${joinCode.toLowerCase()} `);
  await join.getByRole("button", { name: "Join Organization" }).click();

  const memberProfile = member.getByRole("dialog", { name: "Complete Your Profile" });
  await memberProfile.getByLabel("First Name").fill("Bessie");
  await memberProfile.getByLabel("Last Name").fill("Coleman");
  await memberProfile.getByLabel("Phone Number").fill("555 0101");
  await memberProfile.getByLabel("Street").fill("2 Hangar Lane");
  await memberProfile.getByLabel("City").fill("Chicago");
  await memberProfile.getByLabel("State/Province").fill("IL");
  await memberProfile.getByLabel("Postal Code").fill("60601");
  await memberProfile.getByLabel("Country", { exact: true }).fill("United States");
  await memberProfile.getByRole("button", { name: "Save and Continue" }).click();
  await expect(member.getByRole("heading", { name: "Welcome back, Bessie!" })).toBeVisible();
  await expect(member.getByText("You are logged in as a Member of Palo Alto Flyers")).toBeVisible();
  await expect(member.getByRole("banner").getByText("Member", { exact: true })).toBeVisible();
  await memberContext.close();

  // Sign out, a wrong password, then sign in.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await page.getByLabel("Email").fill(adminEmail);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Amelia!" })).toBeVisible();
});
