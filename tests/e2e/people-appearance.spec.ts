import { expect, expectAccessible, signInAsNewAdmin, test } from "./support/fixtures";

test("dark mode persists across a reload and is on <html> before React renders", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await page.goto("/settings");
  const appearance = page.getByRole("region", { name: "Appearance" });
  await expect(appearance.getByRole("radio", { name: "Light" })).toBeChecked();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await appearance.getByText("Dark").click();
  await expect(appearance.getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  // Readable in the dark, too.
  await expectAccessible(page);

  // The app's own code is held back: whatever is on <html> now came before React.
  let releaseApp: () => void = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.reload({ waitUntil: "commit" });
  await page.waitForFunction(() => document.getElementById("root") !== null);
  expect(
    await page.evaluate(() => ({
      dark: document.documentElement.classList.contains("dark"),
      rendered: (document.getElementById("root")?.childElementCount ?? 0) > 0,
    })),
  ).toEqual({ dark: true, rendered: false });
  releaseApp();
  await expect(appearance.getByRole("radio", { name: "Dark" })).toBeChecked();

  // Back to light, also after a reload.
  await appearance.getByText("Light").click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.reload();
  await expect(appearance.getByRole("radio", { name: "Light" })).toBeChecked();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});
