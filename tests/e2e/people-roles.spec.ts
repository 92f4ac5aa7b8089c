import { expect, signInAsNewAdmin, test } from "./support/fixtures";
import { currentUserId, dismissToasts, expectToast, memberInOwnContext } from "./support/people";

test("an admin makes a member an administrator and back; the member's open page follows without reload", async ({
  page,
  api,
  browser,
}, testInfo) => {
  const { organization } = await signInAsNewAdmin(api);
  const member = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Wilbur",
    lastName: "Wright",
  });
  await member.page.goto("/members");
  const theirRole = member.page.getByTitle("Your role");
  const theirInvite = member.page.getByRole("button", { name: "Invitation Code" });
  await expect(theirRole).toHaveText("Member");
  const theirRow = member.page.getByRole("row", { name: /Wilbur Wright/ });
  await expect(theirRow).toContainText("Member");
  await expect(theirInvite).toHaveCount(0);
  // A reload would lose this.
  await member.page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  await page.goto(`/members/${member.id}`);
  await page.getByRole("button", { name: "Make Administrator" }).click();
  await expectToast(page, "Role updated");
  await expect(page.getByRole("button", { name: "Make Member" })).toBeVisible();

  await expect(theirRole).toHaveText("Administrator");
  await expect(theirInvite).toBeVisible();
  await expect(theirRow).toContainText("Administrator");

  await page.getByRole("button", { name: "Make Member" }).click();
  await expect(page.getByRole("button", { name: "Make Administrator" })).toBeVisible();
  await expect(theirRole).toHaveText("Member");
  await expect(theirInvite).toHaveCount(0);
  expect(await member.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
    true,
  );
  await member.context.close();
  await dismissToasts(page);
});

test("the last administrator cannot be made a member", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await page.goto(`/members/${await currentUserId(page)}`);
  await page.getByRole("button", { name: "Make Member" }).click();
  await expectToast(page, "An organization needs at least one administrator");
  await expect(page.getByTitle("Your role")).toHaveText("Administrator");
  await dismissToasts(page);
});
