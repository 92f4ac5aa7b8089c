import type { Locator, Page } from "@playwright/test";
import { book, browserDate, browserInstant, grid, hourText } from "./support/bookings";
import {
  createAircraft,
  expect,
  expectAccessible,
  signInAsNewAdmin,
  test,
} from "./support/fixtures";

/** One aircraft's week, found by its caption. */
const week = (page: Page, registration: string) =>
  page.getByRole("table", { name: new RegExp(`^${registration} availability from`) });

/** 'Sat, Nov 28': how the week names the row of `date` ('yyyy-MM-dd'). */
function dayLabel(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

const dayRow = (table: Locator, page: Page, date: string) =>
  table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: dayLabel(date), exact: true }) });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

test("the Week view shows one aircraft's days as rows, its bookings at their true times, and books free time from a click", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const skyhawk = await createAircraft(api, { registration: "N172SP" });
  const arrow = await createAircraft(api, { registration: "N182RG" });
  const [first, second, third, fourth] = [1, 2, 3, 4].map((days) => browserDate(days)) as [
    string,
    string,
    string,
    string,
  ];
  // Another aircraft's booking, in the window but clear of the pilot's own bookings below: a
  // pilot is on one booking at a time.
  await book(api, { aircraftId: arrow.id, date: second, from: 13, to: 14, title: "Elsewhere" });

  await page.goto("/bookings");
  await expect(grid(page)).toBeVisible();
  // Pressed again should the first press come before the app took the server's view over.
  await expect(async () => {
    await page.getByRole("button", { name: "Week", exact: true }).click();
    await expect(week(page, "N172SP")).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(page.getByRole("button", { name: "Week", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const picker = page.getByRole("combobox", { name: "Aircraft", exact: true });
  await picker.selectOption({ label: "N182RG - 172S Skyhawk" });
  await expect(week(page, "N182RG")).toBeVisible();
  await picker.selectOption({ label: "N172SP - 172S Skyhawk" });
  const table = week(page, "N172SP");
  await expect(table).toBeVisible();

  // The week begins with the day shown: 'Go to date' tomorrow opens its seven days at 08:00.
  await page.getByLabel("Go to date").fill(first);
  const sevenDays = [1, 2, 3, 4, 5, 6, 7].map((days) => dayLabel(browserDate(days)));
  await expect(table.getByRole("rowheader")).toHaveText(sevenDays);
  const hours = Array.from({ length: 8 }, (_, i) => new RegExp(`^${hourText(8 + i)}`));
  await expect(table.getByRole("columnheader")).toHaveText(["Day", ...hours]);
  await expectAccessible(page);

  // A booking made now, through the API, reaches the open week: on its day, at its times.
  await bookAt(api, skyhawk.id, second, [10, 15], [11, 45], "Circuits");
  const row = dayRow(table, page, second);
  const chip = row.getByRole("button", { name: "Amelia Earhart — Circuits" });
  await expect(chip).toContainText("10:15–11:45 · Rental", { timeout: 5_000 });
  await expect(table.getByRole("button", { name: /Circuits/ })).toHaveCount(1);
  await expect(table.getByRole("button", { name: /Elsewhere/ })).toHaveCount(0);
  const ten = await box(table.getByRole("columnheader", { name: "10:00" }));
  const placed = await box(chip);
  expect(Math.abs(placed.x - (ten.x + 0.25 * ten.width))).toBeLessThan(3);
  expect(Math.abs(placed.width - 1.5 * ten.width)).toBeLessThan(4);
  const rowBox = await box(row);
  expect(placed.y).toBeGreaterThanOrEqual(rowBox.y);
  expect(placed.y + placed.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);

  // The free quarter before it books up to the booking, for this aircraft, on that day.
  await row.getByRole("button", { name: "Book N172SP at 10:00" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await expect(dialog.getByLabel("Aircraft")).toHaveValue(skyhawk.id);
  await expect(dialog.getByLabel("Start Time")).toHaveValue(`${second}T10:00`);
  await expect(dialog.getByLabel("End Time")).toHaveValue(`${second}T10:15`);
  await dialog.getByLabel("Purpose").fill("Quick hop");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("button", { name: "Amelia Earhart — Quick hop" })).toContainText(
    "10:00–10:15 · Rental",
  );
  await expect(row.getByRole("button", { name: "Book N172SP at 10:00" })).toHaveCount(0);

  // A whole free hour on another day books that hour.
  await dayRow(table, page, third).getByRole("button", { name: "Book N172SP at 09:00" }).click();
  await expect(dialog.getByLabel("Start Time")).toHaveValue(`${third}T09:00`);
  await expect(dialog.getByLabel("End Time")).toHaveValue(`${third}T10:00`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The day grid's keys move the week's window too; '+ Day' starts the week a day later.
  await page.keyboard.press("ArrowRight");
  await expect(table.getByRole("columnheader").nth(1)).toHaveText("09:00");
  await page.keyboard.press("ArrowLeft");
  await expect(table.getByRole("columnheader").nth(1)).toHaveText("08:00");
  await page.getByRole("button", { name: "+ Day" }).click();
  await expect(table.getByRole("rowheader").first()).toHaveText(dayLabel(second));
  await expect(dayRow(table, page, fourth)).toBeVisible();

  // 'Day' brings back every aircraft on the shown day.
  await page.getByRole("button", { name: "Day", exact: true }).click();
  await expect(grid(page)).toBeVisible();
  await expect(page.getByLabel("Go to date")).toHaveValue(second);
});

/** A booking through the API from `from` to `to` ([hour, minute]) on `date`, browser's clock. */
async function bookAt(
  api: Parameters<typeof book>[0],
  aircraftId: string,
  date: string,
  from: [number, number],
  to: [number, number],
  title: string,
) {
  const response = await api.post("/api/bookings", {
    aircraftId,
    title,
    type: "rental",
    start: browserInstant(date, ...from).toISOString(),
    end: browserInstant(date, ...to).toISOString(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}
