import { expect, signInAsNewAdmin, test } from "./support/fixtures";
import { dismissToasts, expectToast } from "./support/people";

test("the profile edit persists across a reload; emptied fields are cleared", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const profile = page.getByRole("region", { name: "Profile Information" });
  await expect(profile).toContainText("Amelia");
  await profile.getByRole("button", { name: "Edit" }).click();

  // No field is required here.
  await expect(profile.getByLabel("First Name")).toBeFocused();
  await expect(profile.locator("input[required]")).toHaveCount(0);
  await profile.getByLabel("Last Name").fill("Mary Earhart");
  await profile.getByLabel("Phone Number").fill("");
  await profile.getByLabel("Apartment").fill("4B");
  await profile.getByLabel("Emergency Contact Name").fill("George Putnam");
  await profile.getByLabel("Relationship").fill("Husband");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile updated successfully");
  await expect(profile.getByRole("button", { name: "Edit" })).toBeFocused();

  await page.reload();
  await expect(profile).toContainText("Mary Earhart");
  await expect(profile).toContainText("1 Runway Road, 4B");
  await expect(profile).toContainText("George Putnam");
  await expect(profile.getByText("Not provided").first()).toBeVisible();

  // An emptied apartment is left out of the saved address.
  await profile.getByRole("button", { name: "Edit" }).click();
  await profile.getByLabel("Apartment").fill("");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(profile.getByRole("button", { name: "Edit" })).toBeVisible();
  const me = await (await page.request.get("/api/me")).json();
  expect(me.user.address).not.toHaveProperty("apartment");
  expect(me.user.phoneNumber).toBe("");
  await dismissToasts(page);
});

test("a failed profile save says why and keeps the form", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await page.goto("/settings");
  const profile = page.getByRole("region", { name: "Profile Information" });
  await profile.getByRole("button", { name: "Edit" }).click();
  await page.route("**/api/me/profile", (route) => route.abort("internetdisconnected"));
  await profile.getByLabel("City").fill("Atchison");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Failed to update profile: The server could not be reached");
  await expect(profile.getByLabel("City")).toHaveValue("Atchison");
  await dismissToasts(page);
});
