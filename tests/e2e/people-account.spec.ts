import { expect, PASSWORD, signInAsNewAdmin, signInAsNewMember, test } from "./support/fixtures";
import { expectToast } from "./support/people";

const NEW_PASSWORD = "a-new-Password-42";

test("changing the password signs out the other sessions and keeps this one", async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const { email } = await signInAsNewAdmin(api);
  const other = await browser.newContext({ baseURL });
  const signIn = (password: string) =>
    other.request.post("/api/auth/login", {
      data: { email, password },
      headers: { origin: baseURL ?? "" },
    });
  expect((await signIn(PASSWORD)).ok()).toBe(true);
  expect((await other.request.get("/api/me")).status()).toBe(200);

  await page.goto("/settings");
  const account = page.getByRole("region", { name: "Account" });
  const form = account.getByRole("form", { name: "Change Password" });

  // A wrong current password is refused under its field.
  await form.getByLabel("Current Password").fill("not-the-password");
  await form.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm New Password").fill("something-else");
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await form.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByText("The current password is not correct")).toBeVisible();

  await form.getByLabel("Current Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Change Password" }).click();
  await expectToast(page, "Password changed. Your other sessions were signed out.");
  await expect(form.getByLabel("Current Password")).toHaveValue("");
  await expect(form.getByLabel("New Password", { exact: true })).toHaveValue("");

  // The other session is gone; this one stays; the new password signs in.
  expect((await other.request.get("/api/me")).status()).toBe(401);
  expect((await page.request.get("/api/me")).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  expect((await signIn(PASSWORD)).ok()).toBe(false);
  expect((await signIn(NEW_PASSWORD)).ok()).toBe(true);
  expect((await other.request.get("/api/me")).status()).toBe(200);
  await other.close();
});

test("a member deletes their account and cannot sign in again", async ({ page, api, baseURL }) => {
  const { organization } = await signInAsNewAdmin(api);
  await page.context().clearCookies();
  const { email } = await signInAsNewMember(api, organization.joinCode);

  await page.goto("/settings");
  const account = page.getByRole("region", { name: "Account" });
  await account.getByRole("button", { name: "Delete My Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete My Account" });
  await expect(dialog).toContainText("future bookings are cancelled");

  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await expect(dialog.getByText("The current password is not correct")).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, "Your account was deleted");
  expect((await page.request.get("/api/me")).status()).toBe(401);

  const again = await page.request.post("/api/auth/login", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL ?? "" },
  });
  expect(again.ok()).toBe(false);
});

test("the only administrator of a club with members is told to name another one first", async ({
  page,
  api,
}) => {
  const { email, organization } = await signInAsNewAdmin(api);
  await signInAsNewMember(api, organization.joinCode);
  expect((await api.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200);
  await page.goto("/settings");
  await page
    .getByRole("region", { name: "Account" })
    .getByRole("button", { name: "Delete My Account" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete My Account" });
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "You are the only administrator of your organization. Make another member an administrator first.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
