import { expect, PASSWORD, signInAsNewAdmin, signUp, test, uniqueEmail } from "./support/fixtures";

test("a dialog opens on its first field and gives the focus back to what opened it", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/aircrafts");
  const add = page.getByRole("button", { name: "Add Aircraft" });
  await add.click();
  const dialog = page.getByRole("dialog", { name: "Add New Aircraft" });
  // Its first field, not the close button that comes before it.
  await expect(dialog.getByLabel("Registration")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // The same from the keyboard, closed with its close button.
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Registration")).toBeFocused();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(add).toBeFocused();
});

test("the booking dialog opens on its first field and gives the focus back to 'New Booking'", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/dashboard");
  const newBooking = page.getByRole("button", { name: "New Booking" });
  await newBooking.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const first = dialog.locator("input:not([type=hidden]), select, textarea").first();
  await expect(first).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(newBooking).toBeFocused();
});

test("a refused sign-in puts the focus on its message, again on each try", async ({
  page,
  api,
}) => {
  const email = await signUp(api, uniqueEmail("pilot"));
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(`${PASSWORD}-wrong`);
  await page.getByRole("button", { name: "Sign In" }).click();
  const message = page.getByText("Invalid email or password");
  await expect(message).toBeVisible();
  await expect(page.getByRole("alert").locator("p")).toBeFocused();
  await page.getByLabel("Password").fill(`${PASSWORD}-wrong-again`);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").locator("p")).toBeFocused();
});
