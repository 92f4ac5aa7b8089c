/**
 * Every time is the airfield's: a browser in New York (playwright.config.ts) sees a club in
 * Paris on Paris's clock — the calendar, the booking modal, the dashboard, the top bar's local
 * clock — and is told so once; a change of the club's zone reaches an open screen at once.
 */
import type { Page } from "@playwright/test";
import { zoneOffsetMinutes } from "../../src/shared/bookings/booking-rules";
import { profileInput } from "../server/support/sample-data";
import { BROWSER_ZONE, browserHour, grid, hourText, showDay } from "./support/bookings";
import {
  type Api,
  createAircraft,
  expect,
  organizationData,
  PASSWORD,
  test,
  uniqueEmail,
} from "./support/fixtures";

const PARIS = "Europe/Paris";
const DAYS_AHEAD = 3;

/** 'yyyy-MM-dd' of today plus `days` on `zone`'s calendar. */
function dateIn(zone: string, days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant of `hour`:00 on `date` on `zone`'s clock. */
function instantIn(zone: string, date: string, hour: number): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  let instant = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  instant = wall - zoneOffsetMinutes(new Date(instant), zone) * 60_000;
  return new Date(instant);
}

/** 'CET' or 'CEST', as the calendar names Paris's zone now. */
const parisAbbreviation = () =>
  new Intl.DateTimeFormat("en-GB", { timeZone: PARIS, timeZoneName: "short" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value;

/** An admin of a new club in Paris, paying in euros, with one aircraft and one booking. */
async function parisClub(api: Api) {
  expect(
    (await api.post("/api/auth/register", { email: uniqueEmail("paris"), password: PASSWORD }))
      .status,
  ).toBe(201);
  const created = await api.post(
    "/api/organizations",
    organizationData({ name: "Aéroclub de Paris", timezone: PARIS, currency: "EUR" }),
  );
  expect(created.status).toBe(201);
  expect((await api.put("/api/me/profile", profileInput())).status).toBe(200);
  const aircraft = await createAircraft(api, { registration: "F-GPAR", hourlyRate: 180 });
  const date = dateIn(PARIS, DAYS_AHEAD);
  const booked = await api.post("/api/bookings", {
    aircraftId: aircraft.id,
    title: "Paris lesson",
    type: "rental",
    start: instantIn(PARIS, date, 10).toISOString(),
    end: instantIn(PARIS, date, 11).toISOString(),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { date };
}

const timesAre = (page: Page) => page.getByText(/^Times are /);

test("a browser in New York sees a Paris club's calendar, modal, dashboard and clock on Paris's clock", async ({
  page,
  api,
}) => {
  expect(test.info().project.use.timezoneId).toBe(BROWSER_ZONE);
  const { date } = await parisClub(api);

  await page.goto("/dashboard");
  const upcoming = page.getByRole("region", { name: "Your Upcoming Bookings" });
  await expect(upcoming).toContainText("10:00 – 11:00");
  // The top bar's local clock is Paris's (either side of an hour turning while it is read).
  const parisHours = [0, 1].map((later) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: PARIS, hour: "2-digit", hourCycle: "h23" }).format(
      new Date(Date.now() + later * 60_000),
    ),
  );
  const local = page.locator("p", { hasText: "Local" }).locator("time").first();
  await expect(local).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  expect(parisHours).toContain((await local.textContent())?.slice(0, 2));

  await page.goto("/bookings");
  await expect(timesAre(page)).toHaveText(`Times are Europe/Paris (${parisAbbreviation()})`);
  await expect(timesAre(page)).toHaveCount(1);
  await showDay(page, DAYS_AHEAD, 8);
  await page.getByRole("button", { name: /Paris lesson/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(dialog.getByLabel("Start Time")).toHaveValue(`${date}T10:00`);
  await expect(dialog.getByLabel("End Time")).toHaveValue(`${date}T11:00`);
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();

  await page.goto("/aircrafts");
  await expect(page.getByText("€180.00/hr")).toBeVisible();
});

test("a change of the club's zone reaches the open calendar without a reload", async ({
  page,
  api,
  baseURL,
}) => {
  await parisClub(api);
  // The screen listens before the change is made.
  const listening = page.waitForResponse((response) => response.url().endsWith("/api/events"));
  await page.goto("/bookings");
  await listening;
  await expect(timesAre(page)).toBeVisible();
  const marker = await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
    return true;
  });
  expect(marker).toBe(true);

  const changed = await page.request.patch("/api/organizations/current", {
    data: { settings: { timezone: BROWSER_ZONE, currency: "GBP" } },
    headers: { origin: baseURL ?? "" },
  });
  expect(changed.status()).toBe(200);
  // The browser's zone now: nothing to tell, and the grid's hours are New York's.
  await expect(timesAre(page)).toHaveCount(0);
  const nowColumn = grid(page).getByRole("columnheader", { name: /Now/ });
  await expect(nowColumn).toContainText(hourText(browserHour()));
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});

test.describe("in a browser on the club's own clock", () => {
  test.use({ timezoneId: PARIS });

  test("the calendar does not say which zone its times are in", async ({ page, api }) => {
    await parisClub(api);
    await page.goto("/bookings");
    await showDay(page, DAYS_AHEAD, 8);
    await expect(page.getByRole("button", { name: /Paris lesson/ })).toBeVisible();
    await expect(timesAre(page)).toHaveCount(0);
  });
});
