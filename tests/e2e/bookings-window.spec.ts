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
  // Scrolled to the window: its first and last hours in view, the next one not (but for the
  // pixel that a scroll position rounded to whole pixels may leave).
  for (const hour of [start, start + 7]) {
    const header = grid(page).locator(`thead th[data-first="${hour}"]`);
    await expect(header).toBeInViewport({ ratio: 0.95 });
  }
  if (start + 8 < 24) {
    const next = grid(page).locator(`thead th[data-first="${start + 8}"]`);
    await expect(next).not.toBeInViewport({ ratio: 0.05 });
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

const bookCell = (hour: number) => `Book N172SP at ${hourText(hour)}`;

test("the window moves over the whole day: only its hours are shown, read and reached", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP" });
  // Tomorrow: every hour of it is still bookable, whatever the time of the test.
  const date = browserDate(1);
  const flights = [
    { title: "Dawn patrol", from: 1, to: 3 },
    { title: "Crosswind", from: 6, to: 10 },
    { title: "Night VFR", from: 20, to: 22 },
  ];
  for (const flight of flights) await book(api, { aircraftId: aircraft.id, date, ...flight });
  await page.goto("/bookings");
  await page.getByRole("button", { name: "+ Day" }).click();
  for (let i = 0; i < 18; i++) await page.keyboard.press("ArrowLeft");
  await expectHoursFrom(page, 0);
  // The whole day is drawn, the hours outside the window out of reach.
  await expect(grid(page).locator("thead th[data-first]")).toHaveCount(24);
  const chip = (title: string) => grid(page).getByRole("button", { name: new RegExp(title) });
  const night = grid(page).locator("button", { hasText: "Night VFR" });
  await expect(chip("Dawn patrol")).toBeVisible();
  await expect(chip("Night VFR")).toHaveCount(0);
  await expect(night).toHaveAttribute("tabindex", "-1");
  await expect(night).not.toBeInViewport();
  expect(await tabStops(page, "N172SP")).toEqual([
    bookCell(0),
    expect.stringContaining("Dawn patrol"),
    ...[3, 4, 5].map(bookCell),
    expect.stringContaining("Crosswind"),
  ]);
  // Tabbing onto a booking that runs past the window's end does not move the window.
  await expectHoursFrom(page, 0);

  // Focus in a cell the window leaves goes to the nearest cell still in it.
  await grid(page)
    .getByRole("button", { name: bookCell(0) })
    .focus();
  await page.keyboard.press("ArrowRight");
  await expectHoursFrom(page, 1);
  await expect(chip("Dawn patrol")).toBeFocused();

  // A booking begun before the window holds the window's first column for screen readers.
  for (let i = 0; i < 7; i++) await page.keyboard.press("ArrowRight");
  await expectHoursFrom(page, 8);
  await expect(chip("Crosswind").locator("..")).toHaveAttribute("aria-colindex", "2");
  await expect(
    grid(page)
      .getByRole("button", { name: bookCell(10) })
      .locator(".."),
  ).toHaveAttribute("aria-colindex", "4");

  // Filtering the grid draws it again: the hours outside the window stay out of reach.
  const search = page.getByRole("searchbox", { name: "Search aircraft" });
  await search.fill("N172");
  await expect(chip("Dawn patrol")).toHaveCount(0);
  await expect(grid(page).locator("button", { hasText: "Dawn patrol" })).toHaveAttribute(
    "tabindex",
    "-1",
  );
  await search.fill("");
  await search.blur();

  for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowRight");
  await expectHoursFrom(page, 16);
  await expect(chip("Night VFR")).toBeVisible();
  await expect(chip("Dawn patrol")).toHaveCount(0);
  expect(await tabStops(page, "N172SP")).toEqual([
    ...[16, 17, 18, 19].map(bookCell),
    expect.stringContaining("Night VFR"),
    ...[22, 23].map(bookCell),
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

test("a day holding more bookings than one answer says that not every booking is shown", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP" });
  const date = browserDate(1);
  await book(api, { aircraftId: aircraft.id, date, title: "Crosswind", from: 6, to: 10 });
  // The server cuts an answer short only past 1,000 bookings: its flag is set on the way here.
  await page.route("**/api/bookings?*", async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { ...answer, truncated: true } });
  });
  await page.goto("/bookings");
  const notice = page.getByRole("status").filter({ hasText: "Not every booking" });
  await page.getByRole("button", { name: "+ Day" }).click();
  await expect(notice).toHaveText("Not every booking of this day is shown.");
  await expect(grid(page)).toBeVisible();
});
