import { request } from "@playwright/test";
import { BROWSER_ZONE, browserDate, browserInstant, joinAs } from "./support/bookings";
import { type Api, createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

const OWN_BOOKINGS = 21;

test("'My Bookings' lists a member's own bookings, a page at a time, and nobody else's", async ({
  page,
  api,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const adminContext = await request.newContext({ baseURL: origin });
  const send = async (method: "post" | "put" | "patch", path: string, data: unknown) => {
    const response = await adminContext[method](path, { data: data ?? {}, headers: { origin } });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : null };
  };
  const admin: Api = {
    post: (path, data) => send("post", path, data),
    put: (path, data) => send("put", path, data),
  };
  const { organization } = await signInAsNewAdmin(admin);
  // The club's clock is the browser's, so the times read the same whichever zone the screens use.
  const zoned = await send("patch", "/api/organizations/current", {
    settings: { timezone: BROWSER_ZONE },
  });
  expect(zoned.status, JSON.stringify(zoned.body)).toBe(200);
  const aircraft = await createAircraft(admin, { registration: "N172SP" });
  await joinAs(api, organization.joinCode, "Bessie", "Coleman");

  const day = browserDate(2);
  // The member's own: one a day at 10:00, from the day after tomorrow on.
  for (let index = 0; index < OWN_BOOKINGS; index++) {
    const date = browserDate(2 + index);
    const response = await api.post("/api/bookings", {
      aircraftId: aircraft.id,
      title: `Own flight ${index + 1}`,
      type: index === 0 ? "training" : "rental",
      start: browserInstant(date, 10).toISOString(),
      end: browserInstant(date, 11).toISOString(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
  // The admin's, on the first day: never on the member's list.
  const others = await admin.post("/api/bookings", {
    aircraftId: aircraft.id,
    title: "Admin's own flight",
    type: "rental",
    start: browserInstant(day, 13).toISOString(),
    end: browserInstant(day, 14).toISOString(),
  });
  expect(others.status).toBe(201);
  await adminContext.dispose();

  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "My Bookings" })
    .click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upcoming", pressed: true })).toBeVisible();

  const items = page.getByRole("main").getByRole("listitem");
  await expect(items).toHaveCount(20);
  const first = items.first();
  await expect(first).toContainText("N172SP — Own flight 1");
  const weekday = new Intl.DateTimeFormat("en-US", {
    timeZone: BROWSER_ZONE,
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(browserInstant(day, 10));
  await expect(first).toContainText(`${weekday}, 10:00 – 11:00 · Training`);
  await expect(page.getByText("Admin's own flight")).toHaveCount(0);

  await page.getByRole("button", { name: "Show More" }).click();
  await expect(items).toHaveCount(OWN_BOOKINGS);
  await expect(items.last()).toContainText(`Own flight ${OWN_BOOKINGS}`);
  await expect(page.getByRole("button", { name: "Show More" })).toHaveCount(0);
  await expect(page.getByText("Admin's own flight")).toHaveCount(0);

  // Upcoming ones open in the booking dialog.
  await first.getByRole("button").click();
  await expect(page.getByRole("dialog", { name: "Edit Booking" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Past" }).click();
  await expect(page.getByRole("button", { name: "Past", pressed: true })).toBeVisible();
  await expect(page.getByText("No past bookings")).toBeVisible();
});
