import type { Locator, Page } from "@playwright/test";
import {
  aircraftRow,
  browserDate,
  browserHour,
  browserInstant,
  grid,
  hourText,
} from "./support/bookings";
import { type Api, createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

const DAYS_AHEAD = 5;

/** A booking through the API from `from` to `to` ([hour, minute]) on `date`, browser's clock. */
async function bookAt(
  api: Api,
  aircraftId: string,
  date: string,
  from: [number, number],
  to: [number, number],
  title: string,
  type = "rental",
) {
  const response = await api.post("/api/bookings", {
    aircraftId,
    title,
    type,
    start: browserInstant(date, ...from).toISOString(),
    end: browserInstant(date, ...to).toISOString(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

/** The grid shows the eight hours from `start` on. */
async function expectHoursFrom(page: Page, start: number) {
  const hours = Array.from({ length: 8 }, (_, i) => new RegExp(`^${hourText(start + i)}`));
  await expect(grid(page).getByRole("columnheader")).toHaveText(["Aircraft", ...hours]);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

test("bookings are drawn at their true times, side by side, and a free part of an hour books from a click", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP", color: "#dc2626" });
  const date = browserDate(DAYS_AHEAD);
  await bookAt(api, aircraft.id, date, [8, 45], [9, 45], "Circuits");
  await bookAt(api, aircraft.id, date, [9, 45], [11, 45], "Cross-country");
  await bookAt(api, aircraft.id, date, [13, 0], [14, 0], "Oil change", "maintenance");

  await page.goto("/bookings");
  await expect(grid(page)).toBeVisible();
  // 'Go to date': another day than today opens at 08:00.
  // Filled again should the first fill come before the app took the server's view over.
  await expect(async () => {
    await page.getByLabel("Go to date").fill(date);
    await expectHoursFrom(page, 8);
  }).toPass();
  const row = aircraftRow(page, "N172SP");
  const circuits = row.getByRole("button", { name: "Amelia Earhart — Circuits" });
  const crossCountry = row.getByRole("button", { name: "Amelia Earhart — Cross-country" });
  await expect(circuits).toContainText("08:45–09:45 · Rental");
  await expect(crossCountry).toContainText("09:45–11:45 · Rental");

  // Side by side on one line, not stacked; each from its real start to its real end.
  const eight = await box(grid(page).getByRole("columnheader", { name: "08:00" }));
  const hour = eight.width;
  const first = await box(circuits);
  const second = await box(crossCountry);
  expect(Math.abs(first.y - second.y)).toBeLessThan(1);
  expect(first.x + first.width).toBeLessThanOrEqual(second.x);
  expect(Math.abs(first.x - (eight.x + 0.75 * hour))).toBeLessThan(3);
  expect(Math.abs(first.width - hour)).toBeLessThan(4);
  expect(Math.abs(second.x - (eight.x + 1.75 * hour))).toBeLessThan(3);
  expect(Math.abs(second.width - 2 * hour)).toBeLessThan(4);

  // Maintenance is drawn apart from flights; the aircraft's colour marks its row.
  const oilChange = row.getByRole("button", { name: "Amelia Earhart — Oil change" });
  await expect(oilChange).toContainText("13:00–14:00 · Maintenance");
  await expect(oilChange).toHaveCSS("border-top-style", "dashed");
  await expect(circuits).toHaveCSS("border-top-style", "solid");
  await expect(row.getByRole("rowheader")).toHaveCSS(
    "box-shadow",
    /^rgb\(220, 38, 38\) 4px 0px 0px 0px inset$/,
  );

  // The free 08:00–08:45 is there to click: it books up to the next booking.
  const free = row.getByRole("button", { name: "Book N172SP at 08:00" });
  const freeBox = await box(free);
  expect(Math.abs(freeBox.x - eight.x)).toBeLessThan(3);
  expect(freeBox.x + freeBox.width).toBeLessThanOrEqual(first.x);
  await free.click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await expect(dialog.getByLabel("Start Time")).toHaveValue(`${date}T08:00`);
  await expect(dialog.getByLabel("End Time")).toHaveValue(`${date}T08:45`);
  await dialog.getByLabel("Purpose").fill("Short hop");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  const hop = row.getByRole("button", { name: "Amelia Earhart — Short hop" });
  await expect(hop).toContainText("08:00–08:45 · Rental");
  await expect(row.getByRole("button", { name: "Book N172SP at 08:00" })).toHaveCount(0);
  // The free quarter after the last flight books from 11:45 for an hour.
  await row.getByRole("button", { name: "Book N172SP at 11:45" }).click();
  await expect(dialog.getByLabel("Start Time")).toHaveValue(`${date}T11:45`);
  await expect(dialog.getByLabel("End Time")).toHaveValue(`${date}T12:45`);
});

test("'Go to date' opens another day at 08:00 and today centred on the current hour", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP" });
  await page.goto("/bookings");
  const picker = page.getByLabel("Go to date");
  const day = page.getByRole("heading", { level: 2, name: /\d{4}$/ });
  await expect(picker).toHaveValue(browserDate(0));
  const today = (await day.textContent()) ?? "";
  const centred = Math.min(16, Math.max(0, browserHour() - 4));

  // Filled again should the first fill come before the app took the server's view over.
  await expect(async () => {
    await picker.fill(browserDate(-40));
    await expect(day).not.toHaveText(today, { timeout: 2000 });
  }).toPass();
  await expectHoursFrom(page, 8);
  await page.getByRole("button", { name: "+ Day" }).click();
  await expect(picker).toHaveValue(browserDate(-39));
  await expectHoursFrom(page, 8);

  await picker.fill(browserDate(0));
  await expect(day).toHaveText(today);
  await expectHoursFrom(page, centred);
  await expect(grid(page).getByRole("columnheader", { name: /current hour/ })).toHaveText(
    new RegExp(`^${hourText(browserHour())}`),
  );
  // From tomorrow, '- Day' comes back to today as 'Today' shows it.
  await page.getByRole("button", { name: "+ Day" }).click();
  await expectHoursFrom(page, 8);
  await page.getByRole("button", { name: "- Day" }).click();
  await expectHoursFrom(page, centred);
});
