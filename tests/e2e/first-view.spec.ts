import type { Page } from "@playwright/test";
import { centredStartHour } from "../../src/shared/bookings/calendar-window";
import {
  FIRST_VIEW_DATA_ID,
  readFirstViewData,
  TIME_ZONE_COOKIE,
} from "../../src/shared/http/first-view";
import {
  aircraftRow,
  BROWSER_ZONE,
  book,
  browserDate,
  browserHour,
  grid,
  hourText,
} from "./support/bookings";
import { type Api, createAircraft, expect, hold, signInAsNewAdmin, test } from "./support/fixtures";

// The dashboard's and the calendar's first views come rendered in the page's HTML
// (src/server/http/first-view.ts); the app then takes that view over instead of painting it
// again.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dashboard is shown from the server's HTML alone", async ({ page, api }) => {
    await signInAsNewAdmin(api, "Harbor Aero Club");
    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome back, Amelia!" }),
    ).toBeVisible();
    await expect(
      page.getByText("You are logged in as an Administrator of Harbor Aero Club"),
    ).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Bookings", exact: true })).toHaveAttribute(
      "href",
      "/bookings",
    );
    await expect(
      page.getByRole("banner").getByText("Administrator", { exact: true }),
    ).toBeVisible();
    // The clocks wait for the browser's time.
    await expect(page.getByRole("banner").locator("time")).toHaveCount(0);
    // axe needs JavaScript in the page: the view is scanned in the next test, taken over.
    await page.goto("about:blank");
  });
});

test("the app takes the server's view over: the same elements, then clocks, links and buttons work", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  // The heading as the HTML brought it, before any script ran.
  await page.addInitScript(() => {
    // "interactive": the HTML is parsed, and the app's module scripts have not run yet.
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector("h1");
    });
  });
  await page.goto("/dashboard");
  const clocks = page.getByRole("banner").locator("time");
  await expect(clocks).toHaveCount(2);
  await expect(clocks.first()).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const kept = await page.evaluate(() => {
    const { serverHeading } = window as unknown as { serverHeading: Element | null };
    return serverHeading !== null && serverHeading === document.querySelector("h1");
  });
  expect(kept, "the heading is still the element the server's HTML made").toBe(true);
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome back, Amelia!" }),
  ).toBeVisible();

  // A link of the server's HTML now navigates inside the app, without loading a page.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Members" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

// ---- The calendar's first view: rendered in the viewer's time zone ---------------------------

/** What the app writes on every start (lib/viewer-time.ts), for a browser that started it before. */
async function toldTimeZone(page: Page, baseURL: string | undefined, timeZone: string) {
  await page
    .context()
    .addCookies([{ name: TIME_ZONE_COOKIE, value: encodeURIComponent(timeZone), url: baseURL }]);
}

/** The hour on the browser's clock when the server rendered the page's first view. */
async function renderedHour(page: Page): Promise<number> {
  const data = await page.locator(`script#${FIRST_VIEW_DATA_ID}`).textContent();
  const { renderedAt } = readFirstViewData(data ?? "") as { renderedAt: number };
  const hour = new Intl.DateTimeFormat("en-US", {
    timeZone: BROWSER_ZONE,
    hour: "numeric",
    hourCycle: "h23",
  }).format(renderedAt);
  return Number(hour);
}

/**
 * A club with one aircraft, booked in the last hour of today's first window (bookings start at
 * least an hour ahead): true when booked, false after 20:00 on the browser's clock, when that
 * hour is tomorrow.
 */
async function clubWithBookingToday(api: Api): Promise<boolean> {
  await signInAsNewAdmin(api);
  const { id } = await createAircraft(api, { registration: "N172SP" });
  const from = browserHour() + 3;
  if (from + 1 > 24) return false;
  await book(api, {
    aircraftId: id,
    date: browserDate(),
    from,
    to: from + 1,
    title: "Out and back",
  });
  return true;
}

test.describe("the calendar without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is shown from the server's HTML, in the hours of the organization's zone", async ({
    page,
    api,
    baseURL,
  }) => {
    const booked = await clubWithBookingToday(api);
    await toldTimeZone(page, baseURL, BROWSER_ZONE);
    await page.goto("/bookings");
    // The server runs in UTC: the day, the hours and "now" are the club's (New York's), at its
    // render.
    const now = await renderedHour(page);
    const start = centredStartHour(now);
    const hours = Array.from({ length: 8 }, (_, i) => new RegExp(`^${hourText(start + i)}`));
    await expect(grid(page).getByRole("columnheader")).toHaveText(["Aircraft", ...hours]);
    await expect(grid(page).getByRole("columnheader", { name: /current hour/ })).toHaveText(
      new RegExp(`^${hourText(now)}`),
    );
    await expect(
      aircraftRow(page, "N172SP").getByRole("button", { name: /Out and back/ }),
    ).toHaveCount(booked ? 1 : 0);
    const today = new Intl.DateTimeFormat("en-US", {
      timeZone: BROWSER_ZONE,
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    }).format(new Date());
    await expect(page.getByRole("heading", { level: 2, name: today })).toBeVisible();
    await page.goto("about:blank");
  });

  test("is shown in the organization's hours when the browser has not told its zone", async ({
    page,
    api,
  }) => {
    await clubWithBookingToday(api);
    const response = await page.goto("/bookings");
    expect(await response?.text()).toContain(FIRST_VIEW_DATA_ID);
    await expect(grid(page).getByRole("columnheader", { name: /current hour/ })).toHaveText(
      new RegExp(`^${hourText(await renderedHour(page))}`),
    );
    await page.goto("about:blank");
  });
});

test("the app takes the calendar over: the same grid, then keys and cells work", async ({
  page,
  api,
}) => {
  const booked = await clubWithBookingToday(api);
  // The first page the app shows tells the server the browser's zone; the next is rendered.
  await page.goto("/dashboard");
  await expect(page.getByRole("banner").locator("time")).toHaveCount(2);
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      (window as unknown as { serverGrid: Element | null }).serverGrid =
        document.querySelector("table");
    });
  });
  const response = await page.goto("/bookings");
  expect(await response?.text()).toContain(FIRST_VIEW_DATA_ID);
  await expect(page.getByRole("banner").locator("time")).toHaveCount(2);
  const kept = await page.evaluate(() => {
    const { serverGrid } = window as unknown as { serverGrid: Element | null };
    return serverGrid !== null && serverGrid === document.querySelector("table");
  });
  expect(kept, "the grid is still the element the server's HTML made").toBe(true);

  // The window the server rendered, which the app keeps.
  const start = centredStartHour(await renderedHour(page));
  const first = grid(page).getByRole("columnheader").nth(1);
  await expect(first).toHaveText(new RegExp(`^${hourText(start)}`));
  // The booking first: a key may move it out of the window (booked at 23:00, from 20:00 on).
  if (booked) {
    await aircraftRow(page, "N172SP")
      .getByRole("button", { name: /Out and back/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Edit Booking" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Edit Booking" })).toBeHidden();
  }
  await page.keyboard.press(start < 16 ? "ArrowRight" : "ArrowLeft");
  await expect(first).toHaveText(new RegExp(`^${hourText(start < 16 ? start + 1 : start - 1)}`));
  await page.getByRole("button", { name: "Add My Booking" }).click();
  await expect(page.getByRole("dialog", { name: "New Booking" })).toBeVisible();
});

test("a browser that last told another zone is taken over in the organization's hours", async ({
  page,
  api,
  baseURL,
}) => {
  await clubWithBookingToday(api);
  // Told on an earlier visit, from half a world away.
  await toldTimeZone(page, baseURL, "Asia/Kolkata");
  const response = await page.goto("/bookings");
  expect(await response?.text()).toContain(FIRST_VIEW_DATA_ID);
  const start = centredStartHour(browserHour());
  await expect(grid(page).getByRole("columnheader").nth(1)).toHaveText(
    new RegExp(`^${hourText(start)}`),
  );
  await expect(grid(page).getByRole("columnheader", { name: /current hour/ })).toHaveText(
    new RegExp(`^${hourText(browserHour())}`),
  );
  // And the server is told the zone for the next time.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === TIME_ZONE_COOKIE)?.value).toBe(
    encodeURIComponent(BROWSER_ZONE),
  );
});

test("the view takes taps once the app can take it over whole, and a tap then is handled", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewAdmin(api);
  // The layout's code comes late: the app cannot take the view over whole before it is in.
  const release = await hold(page, "/assets/app-layout-*.js");
  const asked = page.waitForRequest(/\/assets\/app-layout-/);
  await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { name: "Welcome back, Amelia!" })).toBeVisible();
  // Asked once the view is painted. Before, the app took the view over then, without the
  // layout, and React 19 dropped a tap on the part still waiting for its code.
  await asked;
  await expect(page.locator("#root")).toHaveAttribute("inert", "");
  const menuButton = page.getByRole("banner").getByRole("button", { name: /navigation menu$/ });
  // The member taps the menu in that moment: on the inert view the tap does nothing, and
  // Playwright waits for a view that takes it. The tap is given 1.5 s to land before the release.
  const landed = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener("click", () => resolve(), { capture: true, once: true });
        setTimeout(resolve, 1500);
      }),
  );
  const tapped = menuButton.click();
  await landed;
  release();
  await tapped;
  await expect(menuButton).toHaveAccessibleName("Close navigation menu");
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
});
