import { expect, hold, PASSWORD, signInAsNewAdmin, test, uniqueEmail } from "./support/fixtures";
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
  await dialog.getByRole("button", { name: "Copy invitation code" }).click();
  await expect(dialog.getByText("Copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(organization.joinCode);

  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened it.
  await expect(page.getByRole("button", { name: "Invitation Code" })).toBeFocused();
});

test("the dialog's invitation link opens sign-up with the code filled in, and the join step after it", async ({
  page,
  api,
  baseURL,
  browser,
}, testInfo) => {
  const { organization } = await signInAsNewAdmin(api);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/members");
  await page.getByRole("button", { name: "Invitation Code" }).click();
  const dialog = page.getByRole("dialog", { name: "Invitation Code" });
  const link = dialog.getByRole("textbox", { name: /opens sign-up with the code filled in/ });
  await expect(link).toHaveValue(`${baseURL}/register?code=${organization.joinCode}`);
  await dialog.getByRole("button", { name: "Copy invitation link" }).click();
  await expect(dialog.getByText("Copied to clipboard!")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());

  // Someone without an account follows it.
  const { timezoneId, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, timezoneId, locale });
  const newcomer = await context.newPage();
  await newcomer.goto(copied);
  await expect(newcomer.getByLabel("Invitation Code")).toHaveValue(organization.joinCode);
  await newcomer.getByLabel("Email").fill(uniqueEmail("invited"));
  await newcomer.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await newcomer.getByLabel("Confirm Password").fill(PASSWORD);
  await newcomer.getByRole("button", { name: "Create account" }).click();
  const join = newcomer.getByRole("dialog", { name: "Join Existing Organization" });
  await expect(join.getByLabel("Invitation Code")).toHaveValue(organization.joinCode);
  await join.getByRole("button", { name: "Join Organization" }).click();
  await expect(newcomer.getByRole("dialog", { name: "Complete Your Profile" })).toBeVisible();
  await context.close();
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
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
});
