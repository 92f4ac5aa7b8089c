/**
 * Helpers of the bookings browser tests: more people in one club, bookings made through the API,
 * and times on the browser's clock (America/New_York, while the server runs in UTC).
 */
import { type Locator, type Page, request } from "@playwright/test";
import { zoneOffsetMinutes } from "../../../src/shared/bookings/booking-rules";
import { profileInput } from "../../server/support/sample-data";
import { expect, PASSWORD, uniqueEmail } from "./fixtures";

/** The browser's zone, as playwright.config.ts sets it. */
export const BROWSER_ZONE = "America/New_York";

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape.
type Json = any;

type Answer = { status: number; body: Json };
export type Client = {
  post(path: string, data?: unknown): Promise<Answer>;
  put(path: string, data?: unknown): Promise<Answer>;
};

/** An API client with cookies of its own, for people other than the page's user. */
export async function newClient(baseURL: string): Promise<Client & { dispose(): Promise<void> }> {
  const api = await request.newContext({ baseURL });
  const send = async (method: "post" | "put", path: string, data: unknown) => {
    const response = await api[method](path, { data: data ?? {}, headers: { origin: baseURL } });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : null };
  };
  return {
    post: (path, data) => send("post", path, data),
    put: (path, data) => send("put", path, data),
    dispose: () => api.dispose(),
  };
}

/** An API client sharing the cookies of `page`'s browser context. */
export function clientOf(page: Page, baseURL: string): Client {
  const send = async (method: "post" | "put", path: string, data: unknown) => {
    const response = await page.request[method](path, {
      data: data ?? {},
      headers: { origin: baseURL },
    });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : null };
  };
  return {
    post: (path, data) => send("post", path, data),
    put: (path, data) => send("put", path, data),
  };
}

/** Signs `client` up and into the club with `joinCode` as a member named `first last`. */
export async function joinAs(
  client: Client,
  joinCode: string,
  firstName: string,
  lastName: string,
) {
  const email = uniqueEmail("pilot");
  expect((await client.post("/api/auth/register", { email, password: PASSWORD })).status).toBe(201);
  const joined = await client.post("/api/organizations/join", { code: joinCode });
  expect(joined.status).toBe(200);
  const saved = await client.put("/api/me/profile", profileInput({ firstName, lastName }));
  expect(saved.status).toBe(200);
  return { email, id: joined.body.user.uid as string };
}

/** 'yyyy-MM-dd' of the browser's today plus `days`. */
export function browserDate(days = 0): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: BROWSER_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const [y, m, d] = parts.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant of `hour`:00 on `date` ('yyyy-MM-dd') on the browser's clock. */
export function browserInstant(date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  let instant = wall - zoneOffsetMinutes(new Date(wall), BROWSER_ZONE) * 60_000;
  instant = wall - zoneOffsetMinutes(new Date(instant), BROWSER_ZONE) * 60_000;
  return new Date(instant);
}

/** The current hour on the browser's clock. */
export function browserHour(): number {
  return Number(
    new Intl.DateTimeFormat("en-US", {
      timeZone: BROWSER_ZONE,
      hour: "numeric",
      hourCycle: "h23",
    }).format(new Date()),
  );
}

/** A booking made through the API by `client` (its own, or for `pilotId` when an admin). */
export async function book(
  client: Pick<Client, "post">,
  booking: {
    aircraftId: string;
    date: string;
    from: number;
    to: number;
    title?: string;
    type?: string;
    pilotId?: string;
  },
) {
  const response = await client.post("/api/bookings", {
    aircraftId: booking.aircraftId,
    title: booking.title ?? "Booked through the API",
    type: booking.type ?? "rental",
    start: browserInstant(booking.date, booking.from).toISOString(),
    end: browserInstant(booking.date, booking.to).toISOString(),
    ...(booking.pilotId ? { pilotId: booking.pilotId } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.booking as { id: string };
}

export const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The availability grid. */
export const grid = (page: Page) => page.getByRole("table", { name: /^Aircraft availability on/ });

/** The row of one aircraft, found by the registration that heads it. */
export const aircraftRow = (page: Page, registration: string): Locator =>
  grid(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: registration }) });

/**
 * Shows `days` days after today (before, when negative) from `startHour` on: '+ Day' or '- Day'
 * as often as needed, then the hour
 * buttons (the window stops at 00:00, so it is first moved there).
 */
export async function showDay(page: Page, days: number, startHour: number) {
  const dayButton = page.getByRole("button", { name: days < 0 ? "- Day" : "+ Day" });
  for (let i = 0; i < Math.abs(days); i++) await dayButton.click();
  const previous = page.getByRole("button", { name: "Previous hour" });
  while (await previous.isEnabled()) await previous.click();
  for (let i = 0; i < startHour; i++) await page.getByRole("button", { name: "Next hour" }).click();
  await expect(grid(page).getByRole("columnheader").nth(1)).toHaveText(hourText(startHour));
}
