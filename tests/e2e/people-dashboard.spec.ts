import type { Locator } from "@playwright/test";
import { expect, signInAsNewAdmin, signInAsNewMember, test } from "./support/fixtures";
import { memberInOwnContext } from "./support/people";

/** The number shown under a label of the overview. */
const count = (panel: Locator, label: string) =>
  panel.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");

test("Organization Overview: counts, newest signups, the code to copy, Invite New Member", async ({
  page,
  api,
  browser,
  baseURL,
}, testInfo) => {
  const { organization } = await signInAsNewAdmin(api);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  for (const firstName of ["Bessie", "Harriet", "Jacqueline", "Katherine"]) {
    const member = await memberInOwnContext(browser, testInfo, organization.joinCode, {
      firstName,
      lastName: "Pilot",
    });
    await member.context.close();
  }

  await page.goto("/dashboard");
  const overview = page.getByRole("region", { name: "Organization Overview" });
  await expect(count(overview, "Active Members")).toHaveText("5");
  // Everyone joined today; the newest three are listed, newest first.
  await expect(count(overview, "Recent Signups")).toHaveText("5");
  const newMembers = overview.getByRole("list", { name: "New Members" }).getByRole("listitem");
  await expect(newMembers).toHaveCount(3);
  await expect(newMembers.nth(0)).toContainText("Katherine Pilot");
  await expect(newMembers.nth(1)).toContainText("Jacqueline Pilot");
  await expect(newMembers.nth(2)).toContainText("Harriet Pilot");
  await expect(overview.getByRole("heading", { name: "Recent Bookings" })).toBeVisible();
  await expect(overview).toContainText("No recent bookings");

  const code = overview.getByRole("region", { name: "Invitation Code" });
  await expect(code.locator("code")).toHaveText(organization.joinCode);
  await code.getByRole("button", { name: "Copy" }).click();
  await expect(code.getByText("Copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(organization.joinCode);
  // For 2 seconds, then it goes.
  const shownAt = Date.now();
  await expect(code.getByText("Copied to clipboard!")).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1000);

  await overview.getByRole("button", { name: "Invite New Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invitation Code" });
  await expect(dialog.locator("code")).toHaveText(organization.joinCode);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a member's dashboard has no Organization Overview and asks for no member data", async ({
  page,
  api,
}) => {
  const { organization } = await signInAsNewAdmin(api);
  await signInAsNewMember(api, organization.joinCode);
  let membersRead = false;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/members")) membersRead = true;
  });
  await page.goto("/dashboard");
  await expect(
    page.getByText("You are logged in as a Member of Bay Area Flying Club"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Organization Overview" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Invite New Member" })).toHaveCount(0);
  await expect(page.getByText("Active Members")).toHaveCount(0);
  expect(membersRead).toBe(false);
});
