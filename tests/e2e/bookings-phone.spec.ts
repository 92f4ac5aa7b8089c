import type { Locator, Page } from "@playwright/test";
import { aircraftRow, book, browserDate, clientOf, grid, joinAs } from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

/** A 360-pixel phone: a touch screen, whose pointer cannot hover. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const PHONE_WIDTH = 360;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

/** The grid's scroller: the element the hours scroll in. */
const scroller = (page: Page) => grid(page).locator("xpath=..");

/**
 * A finger drawn `distance` pixels to the left over the grid (the hours move left), slowly
 * enough not to fling: the window then settles on the nearest whole hour.
 */
async function swipeHours(page: Page, distance: number, midway?: () => Promise<void>) {
  const area = await box(scroller(page));
  const y = area.y + area.height - 30;
  const from = area.x + area.width - 10;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  const steps = 10;
  for (let step = 1; step <= steps; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: from - (distance * step) / steps, y }],
    });
    // The finger rests (still down) most of the way along, while `midway` happens.
    if (step === steps - 2) await midway?.();
  }
  // The finger stops before it lifts: moves that a slow machine delivered in a burst would
  // otherwise read as a flick, and the hours would fly on by several.
  const end = { x: from - distance, y };
  for (let rest = 0; rest < 3; rest++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [end] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Whether the page itself scrolls sideways (it should not: only the grid's hours do). */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test("the registration stays in place, its colour with it, while the hours are swiped", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP", color: "#dc2626" });
  await page.goto("/bookings");
  await expect(grid(page)).toBeVisible();
  // Another day opens at 08:00, whatever the time of the test.
  await page.getByRole("button", { name: "+ Day" }).tap();
  await expect(grid(page).getByRole("columnheader").nth(1)).toHaveText("08:00");
  const registration = page.getByRole("rowheader", { name: "N172SP" });
  await registration.scrollIntoViewIfNeeded();
  const before = await box(registration);
  // By its hour: once the window has left it, it is out of the accessibility tree.
  const nine = grid(page).locator('th[data-first="9"]');
  const nineBefore = await box(nine);
  const hour = nineBefore.width;

  await swipeHours(page, 2 * hour);
  // The window follows the swipe to a whole hour: 10:00, or 11:00 when the finger's last move
  // carries the hours on (a slow machine gets the moves in a burst) ...
  await expect(grid(page).getByRole("columnheader").nth(1)).toHaveText(/^1[01]:00$/);
  const nineAfter = await box(nine);
  expect(nineBefore.x - nineAfter.x).toBeGreaterThan(1.5 * hour);
  // ... while the registration has not moved, nothing is drawn over it, and its colour is there.
  const after = await box(registration);
  expect(Math.abs(after.x - before.x)).toBeLessThan(1);
  expect(after.x).toBeGreaterThanOrEqual(0);
  expect(after.x + after.width).toBeLessThanOrEqual(PHONE_WIDTH);
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("th")?.textContent,
    { x: after.x + after.width / 2, y: after.y + after.height / 2 },
  );
  expect(onTop).toBe("N172SP");
  await expect(registration).toHaveCSS("box-shadow", /rgb\(220, 38, 38\)/);
  expect(await pageOverflows(page)).toBe(false);
});

test("the day's navigation holds on one row, and no keyboard hint is shown", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await createAircraft(api);
  await page.goto("/bookings");
  await expect(grid(page)).toBeVisible();
  const controls = [
    page.getByRole("button", { name: "- Day" }),
    page.getByRole("button", { name: "Today", exact: true }),
    page.getByRole("button", { name: "+ Day" }),
    page.getByLabel("Go to date"),
    page.getByRole("button", { name: "Now", exact: true }),
    page.getByRole("button", { name: "Previous hour" }),
    page.getByRole("button", { name: "Next hour" }),
  ];
  const boxes = await Promise.all(controls.map(box));
  const top = boxes[0]?.y ?? 0;
  for (const control of boxes) {
    expect(Math.abs(control.y - top)).toBeLessThan(2);
    expect(control.x).toBeGreaterThanOrEqual(0);
    expect(control.x + control.width).toBeLessThanOrEqual(PHONE_WIDTH);
  }
  await expect(page.getByText(/^Keys:/)).toBeHidden();
  // 'Go to date' still goes to a date.
  await page.getByLabel("Go to date").fill(browserDate(3));
  await expect(grid(page).getByRole("columnheader").nth(1)).toHaveText("08:00");
});

test("the keyboard hint is not in the server's first view on a phone either", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await createAircraft(api);
  // The app's code never comes: what shows is the view the server rendered, with its styles.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/bookings");
  await expect(grid(page)).toBeVisible();
  await expect(page.getByText(/^Keys:/)).toBeAttached();
  await expect(page.getByText(/^Keys:/)).toBeHidden();
});

test("a tapped booking opens its details with its actions, and cancelling it from there works", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP" });
  await book(api, {
    aircraftId: aircraft.id,
    date: browserDate(1),
    from: 8,
    to: 9,
    title: "Circuits",
    type: "training",
  });
  await page.goto("/bookings");
  await expect(grid(page)).toBeVisible();
  await page.getByRole("button", { name: "+ Day" }).tap();
  const chip = aircraftRow(page, "N172SP").getByRole("button", {
    name: "Amelia Earhart — Circuits",
  });
  await chip.tap();

  const details = page.getByRole("dialog", { name: "Amelia Earhart — Circuits" });
  await expect(details).toBeVisible();
  // What the tooltip says ...
  await expect(details).toContainText("08:00 – 09:00");
  await expect(details).toContainText("Pilot: Amelia Earhart");
  await expect(details).toContainText("Type: Training");
  // ... with what may be done.
  await expect(details.getByRole("button", { name: "Edit Booking" })).toBeVisible();
  await details.getByRole("button", { name: "Cancel Booking" }).tap();
  const question = page.getByRole("alertdialog", { name: "Cancel Booking" });
  await question.getByRole("button", { name: "Cancel Booking" }).tap();
  await expect(question).toBeHidden();
  await expect(details).toBeHidden();
  await expect(chip).toHaveCount(0);
});

test("'Edit Booking' in a tapped booking's details opens the edit form", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP" });
  await book(api, {
    aircraftId: aircraft.id,
    date: browserDate(1),
    from: 8,
    to: 9,
    title: "Circuits",
  });
  await page.goto("/bookings");
  await expect(grid(page)).toBeVisible();
  await page.getByRole("button", { name: "+ Day" }).tap();
  await aircraftRow(page, "N172SP")
    .getByRole("button", { name: "Amelia Earhart — Circuits" })
    .tap();
  const details = page.getByRole("dialog", { name: "Amelia Earhart — Circuits" });
  await details.getByRole("button", { name: "Edit Booking" }).tap();
  const form = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(form.getByLabel("Purpose")).toHaveValue("Circuits");
  await expect(details).toBeHidden();
});

test("a member's tap on another's booking shows what they may see of it, and no actions", async ({
  page,
  api,
  baseURL,
}) => {
  const { organization } = await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP" });
  await book(api, {
    aircraftId: aircraft.id,
    date: browserDate(1),
    from: 8,
    to: 10,
    title: "Secret",
  });
  // The page's browser becomes a member's.
  await page.context().clearCookies();
  await joinAs(clientOf(page, baseURL ?? ""), organization.joinCode, "Bessie", "Coleman");
  await page.goto("/bookings");
  await expect(grid(page)).toBeVisible();
  await page.getByRole("button", { name: "+ Day" }).tap();
  // Forced: a busy block is marked disabled for the keys and the mouse, which it does nothing
  // for; a finger still opens its details.
  await aircraftRow(page, "N172SP").getByRole("button", { name: "Booked" }).tap({ force: true });
  const details = page.getByRole("dialog", { name: "Booked" });
  await expect(details).toContainText("Pilot Info Hidden");
  await expect(details).toContainText("08:00 – 10:00");
  await expect(details).not.toContainText("Secret");
  await expect(details.getByRole("button", { name: "Edit Booking" })).toHaveCount(0);
  await expect(details.getByRole("button", { name: "Cancel Booking" })).toHaveCount(0);
  await details.getByRole("button", { name: "Close" }).last().tap();
  await expect(details).toBeHidden();
  // The focus is back on the booking, without its tooltip: the finger did not ask for it.
  await expect(aircraftRow(page, "N172SP").getByRole("button", { name: "Booked" })).toBeFocused();
  await expect(page.getByRole("tooltip")).toBeHidden();
});

test("a swipe keeps its hours when a booking made elsewhere draws the grid again under the finger", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP" });
  await page.goto("/bookings");
  await expect(grid(page)).toBeVisible();
  await page.getByRole("button", { name: "+ Day" }).tap();
  await expect(grid(page).getByRole("columnheader").nth(1)).toHaveText("08:00");
  const hour = (await box(grid(page).locator('th[data-first="9"]'))).width;
  // An hour's swipe, and most of it done when the booking arrives: the grid is drawn again with
  // it, and the hours stay where the finger has them (put back at 08:00, the last fifth of the
  // swipe would leave the window there).
  await swipeHours(page, hour, async () => {
    await book(api, { aircraftId: aircraft.id, date: browserDate(1), from: 14, to: 15 });
    await expect(
      aircraftRow(page, "N172SP").getByRole("button", { name: /Booked through the API/ }),
    ).toBeAttached();
  });
  // 09:00, or 10:00 when the finger's last move carries the hours on (as above).
  await expect(grid(page).getByRole("columnheader").nth(1)).toHaveText(/^(09|10):00$/);
});

test("the 'Now' badge lies whole inside its hour and the grid, at the edge of what is shown", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await createAircraft(api);
  await page.goto("/bookings");
  await expect(grid(page)).toBeVisible();
  // Swiped once the app has taken the server's view over (its clocks tick): the view is inert
  // until then, and a swipe of it is nobody's to follow.
  await page.getByRole("banner").locator("time").first().waitFor({ state: "attached" });
  const header = grid(page).getByRole("columnheader", { name: /current hour/ });
  const badge = header.locator("span").first();
  const area = await box(scroller(page));
  const registrations = await box(grid(page).getByRole("columnheader", { name: "Aircraft" }));
  // Today opens with the current hour as the window's fifth: swiped an hour at a time until it
  // is the last hour the phone shows whole.
  const hiddenPart = async () => {
    const now = await box(header);
    return now.x + now.width - (area.x + area.width);
  };
  const width = (await box(header)).width;
  for (let swipes = 0; (await hiddenPart()) > 0 && swipes < 8; swipes++) {
    const first = await grid(page).getByRole("columnheader").nth(1).textContent();
    await swipeHours(page, width);
    await expect(grid(page).getByRole("columnheader").nth(1)).not.toHaveText(first ?? "");
  }
  expect(await hiddenPart()).toBeLessThanOrEqual(0);
  const cell = await box(header);
  const inside = await box(badge);
  expect(inside.x).toBeGreaterThanOrEqual(cell.x);
  expect(inside.x + inside.width).toBeLessThanOrEqual(cell.x + cell.width);
  expect(inside.x).toBeGreaterThanOrEqual(registrations.x + registrations.width);
  expect(inside.x + inside.width).toBeLessThanOrEqual(area.x + area.width);
  expect(inside.x + inside.width).toBeLessThanOrEqual(PHONE_WIDTH);
});

test("the main screens do not scroll sideways on a phone", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await createAircraft(api);
  for (const path of ["/dashboard", "/bookings", "/aircrafts", "/members", "/my-bookings"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await pageOverflows(page), path).toBe(false);
  }
});
