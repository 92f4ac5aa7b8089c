/**
 * The grid's window over the whole day (decision 0020): once the app runs it draws all 24 hours
 * and moves the window by scrolling. Only the window's hours may be seen, read or reached.
 */
import type { Page } from "@playwright/test";
import { book, browserDate, grid, hourText } from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

/** The window shows the eight hours from `start` on, to sight and to assistive technology. */
async function expectHoursFrom(page: Page, start: number) {
  const hours = Array.from({ length: 8 }, (_, i) => hourText(start + i));
  await expect(grid(page).getByRole("columnheader")).toHaveText(["Aircraft", ...hours]);
  for (const hour of [start, start + 7]) {
    await expect(grid(page).locator(`thead th[data-first="${hour}"]`)).toBeInViewport();
  }
}

/** What Tab reaches in the grid from the row's registration on, until it leaves the grid. */
async function tabStops(page: Page, registration: string): Promise<string[]> {
  await grid(page).getByRole("link", { name: registration }).focus();
  const stops: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused?.closest("table")) return null;
      return focused.getAttribute("aria-label") ?? focused.textContent ?? "";
    });
    if (stop === null) return stops;
    stops.push(stop);
  }
  throw new Error("Tab never left the grid");
}

test("the window moves over the whole day: only its hours are shown, read and reached", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP" });
  // Tomorrow: every hour of it is still bookable, whatever the time of the test.
  const tomorrow = browserDate(1);
  await book(api, {
    aircraftId: aircraft.id,
    date: tomorrow,
    from: 1,
    to: 3,
    title: "Dawn patrol",
  });
  await book(api, {
    aircraftId: aircraft.id,
    date: tomorrow,
    from: 20,
    to: 22,
    title: "Night VFR",
  });
  await page.goto("/bookings");
  await page.getByRole("button", { name: "+ Day" }).click();
  for (let i = 0; i < 18; i++) await page.keyboard.press("ArrowLeft");
  await expectHoursFrom(page, 0);
  // The whole day is drawn, the hours outside the window out of reach.
  await expect(grid(page).locator("thead th[data-first]")).toHaveCount(24);
  const dawn = grid(page).getByRole("button", { name: /Dawn patrol/ });
  const night = grid(page).locator("button", { hasText: "Night VFR" });
  await expect(dawn).toBeVisible();
  await expect(grid(page).getByRole("button", { name: /Night VFR/ })).toHaveCount(0);
  await expect(night).toHaveAttribute("tabindex", "-1");
  await expect(night).not.toBeInViewport();
  expect(await tabStops(page, "N172SP")).toEqual([
    "Book N172SP at 00:00",
    expect.stringContaining("Dawn patrol"),
    ...[3, 4, 5, 6, 7].map((hour) => `Book N172SP at ${hourText(hour)}`),
  ]);

  for (let i = 0; i < 16; i++) await page.keyboard.press("ArrowRight");
  await expectHoursFrom(page, 16);
  await expect(grid(page).getByRole("button", { name: /Night VFR/ })).toBeVisible();
  await expect(dawn).toHaveCount(0);
  expect(await tabStops(page, "N172SP")).toEqual([
    ...[16, 17, 18, 19].map((hour) => `Book N172SP at ${hourText(hour)}`),
    expect.stringContaining("Night VFR"),
    ...[22, 23].map((hour) => `Book N172SP at ${hourText(hour)}`),
  ]);

  // A sideways swipe of the grid moves the window too, to the nearest whole hour.
  const column = await grid(page)
    .locator('thead th[data-first="16"]')
    .evaluate((header) => header.getBoundingClientRect().width);
  await grid(page).getByRole("rowheader", { name: "N172SP" }).hover();
  await page.mouse.wheel(-3.2 * column, 0);
  await expectHoursFrom(page, 13);
  await page.keyboard.press("ArrowRight");
  await expectHoursFrom(page, 14);
});
