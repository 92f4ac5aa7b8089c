import { expect, organizationData, signUp, test } from "./support/fixtures";

const BELOW_FIELD = "Invalid invitation code. Please try again.";

test("a member who tries to join again is told they already belong to an organization", async ({
  page,
  api,
}) => {
  await signUp(api);
  // The join step open in one tab while an organization is created in another: onboarding
  // offers no second organization, so a stale screen is the way to ask for one.
  await page.goto("/onboarding?step=join");
  await expect(page.getByRole("dialog", { name: "Join Existing Organization" })).toBeVisible();
  const created = await api.post("/api/organizations", organizationData());

  const join = page.getByRole("dialog", { name: "Join Existing Organization" });
  await join.getByLabel("Invitation Code").fill(created.body.organization.joinCode);
  await join.getByRole("button", { name: "Join Organization" }).click();
  await expect(join.getByLabel("Invitation Code")).toHaveAccessibleDescription(BELOW_FIELD);
  await expect(join.getByRole("alert")).toHaveText("You already belong to an organization");
});

test("a throttled person sees the server's reason beside the join's message", async ({
  page,
  api,
}) => {
  await signUp(api);
  for (let attempt = 1; attempt <= 10; attempt++) {
    const refused = await api.post("/api/organizations/join", { code: "WRONG123" });
    expect(refused.status).toBe(400);
  }
  await page.goto("/onboarding?step=join");
  const join = page.getByRole("dialog", { name: "Join Existing Organization" });
  await join.getByLabel("Invitation Code").fill("WRONG123");
  await join.getByRole("button", { name: "Join Organization" }).click();
  await expect(join.getByLabel("Invitation Code")).toHaveAccessibleDescription(BELOW_FIELD);
  await expect(join.getByRole("alert")).toHaveText(
    "Too many invitation code attempts. Please wait a few minutes and try again.",
  );
});

test("a wrong code shows only the join's message, no alert", async ({ page, api }) => {
  await signUp(api);
  await page.goto("/onboarding?step=join");
  const join = page.getByRole("dialog", { name: "Join Existing Organization" });
  await join.getByLabel("Invitation Code").fill("WRONG123");
  await join.getByRole("button", { name: "Join Organization" }).click();
  await expect(join.getByLabel("Invitation Code")).toHaveAccessibleDescription(BELOW_FIELD);
  await expect(join.getByRole("alert")).toHaveText("");
});
