import { expect, hold, signInAsNewAdmin, test } from "./support/fixtures";
import { dismissToasts, expectToast, newcomerInOwnContext } from "./support/people";

test("the Invitation Code dialog: loading, the code, Copy to the clipboard, Close", async ({
  page,
  api,
  baseURL,
}) => {
  const { organization } = await signInAsNewAdmin(api);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const release = await hold(page, "/api/organizations/current", "GET");
  await page.goto("/members");
  await page.getByRole("button", { name: "Invitation Code" }).click();
  const dialog = page.getByRole("dialog", { name: "Invitation Code" });
  await expect(dialog.getByText("Loading organization...")).toBeVisible();
  release();

  await expect(dialog).toContainText(
    "Share this code with new members to allow them to join your organization.",
  );
  await expect(dialog.locator("code")).toHaveText(organization.joinCode);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByText("Copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(organization.joinCode);

  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened it.
  await expect(page.getByRole("button", { name: "Invitation Code" })).toBeFocused();
});

test("Generate New Code: the old code stops working at once, the new one joins", async ({
  page,
  api,
  browser,
}, testInfo) => {
  const { organization } = await signInAsNewAdmin(api);
  const oldCode = organization.joinCode;
  await page.goto("/members");
  await page.getByRole("button", { name: "Invitation Code" }).click();
  const dialog = page.getByRole("dialog", { name: "Invitation Code" });
  await expect(dialog.locator("code")).toHaveText(oldCode);

  await dialog.getByRole("button", { name: "Generate New Code" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Generate New Code" });
  await expect(confirm).toContainText("The current code stops working at once");
  await confirm.getByRole("button", { name: "Generate New Code" }).click();
  await expectToast(page, "New invitation code generated");
  await expect(dialog.locator("code")).not.toHaveText(oldCode);
  const newCode = (await dialog.locator("code").textContent()) ?? "";
  expect(newCode).toMatch(/^[A-Z0-9]{8}$/);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();

  // A newcomer with the old code is refused; with the new one they are in.
  const { context, page: newcomer } = await newcomerInOwnContext(browser, testInfo);
  await newcomer.goto("/onboarding");
  await newcomer.getByRole("button", { name: "Join Existing Organization" }).click();
  const join = newcomer.getByRole("dialog", { name: "Join Existing Organization" });
  await join.getByLabel("Invitation Code").fill(oldCode);
  await join.getByRole("button", { name: "Join Organization" }).click();
  await expect(join.getByText("Invalid invitation code. Please try again.")).toBeVisible();
  await join.getByLabel("Invitation Code").fill(newCode);
  await join.getByRole("button", { name: "Join Organization" }).click();
  await expect(newcomer.getByRole("dialog", { name: "Complete Your Profile" })).toBeVisible();
  await context.close();
  await dismissToasts(page);
});

test("without a code the dialog says so", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  // An organization answered without its code (as members get it).
  await page.route("**/api/organizations/current", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const { organization } = await response.json();
    delete organization.joinCode;
    await route.fulfill({ response, json: { organization } });
  });
  await page.goto("/members");
  await page.getByRole("button", { name: "Invitation Code" }).click();
  const dialog = page.getByRole("dialog", { name: "Invitation Code" });
  await expect(dialog).toContainText("No invitation code found for your organization.");
  await expect(dialog.getByRole("button", { name: "Copy" })).toHaveCount(0);
});
