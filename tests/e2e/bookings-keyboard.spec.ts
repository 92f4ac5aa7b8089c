import type { Page } from "@playwright/test";
import { book, browserDate, browserHour, grid, hourText } from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

/** The window start that puts the current hour in the fifth column, clamped to 0..16. */
const centredStart = () => Math.min(16, Math.max(0, browserHour() - 4));

/** The grid shows the eight hours from `start` on. */
async function expectHoursFrom(page: Page, start: number) {
  const hours = Array.from({ length: 8 }, (_, i) => new RegExp(`^${hourText(start + i)}`));
  await expect(grid(page).getByRole("columnheader")).toHaveText(["Aircraft", ...hours]);
}

test("the grid moves with its buttons and with ←, →, N and T, but not while typing", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP" });
  await page.goto("/bookings");
  const day = page.getByRole("heading", { level: 2, name: /\d{4}$/ });
  await expect(grid(page)).toBeVisible();
  const today = (await day.textContent()) ?? "";
  expect(today).toMatch(/^\w+day, \w+ \d{1,2}, \d{4}$/);
  // Today opens with the current hour in the fifth column, marked as now.
  await expectHoursFrom(page, centredStart());
  await expect(grid(page).getByRole("columnheader", { name: /current hour/ })).toHaveText(
    new RegExp(`^${hourText(browserHour())}`),
  );

  await page.getByRole("button", { name: "+ Day" }).click();
  await expect(day).not.toHaveText(today);
  const tomorrow = (await day.textContent()) ?? "";
  await expect(grid(page).getByRole("columnheader", { name: /current hour/ })).toHaveCount(0);

  // ← stops at 00:00, → at 16:00: the day changes only with the day buttons.
  for (let i = 0; i < 18; i++) await page.keyboard.press("ArrowLeft");
  await expectHoursFrom(page, 0);
  await expect(page.getByRole("button", { name: "Previous hour" })).toBeDisabled();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectHoursFrom(page, 2);
  await page.getByRole("button", { name: "Next hour" }).click();
  await expectHoursFrom(page, 3);
  await page.getByRole("button", { name: "Previous hour" }).click();
  await expectHoursFrom(page, 2);
  for (let i = 0; i < 18; i++) await page.keyboard.press("ArrowRight");
  await expectHoursFrom(page, 16);
  await expect(page.getByRole("button", { name: "Next hour" })).toBeDisabled();
  await page.keyboard.press("ArrowLeft");
  await expectHoursFrom(page, 15);
  await expect(day).toHaveText(tomorrow);

  // Typing in the search box moves nothing.
  const search = page.getByRole("searchbox", { name: "Search aircraft" });
  await search.focus();
  for (const key of ["ArrowLeft", "ArrowRight", "n", "t", "T", "N"]) await page.keyboard.press(key);
  await expect(search).toHaveValue("ntTN");
  await expect(day).toHaveText(tomorrow);
  await search.fill("");
  await expectHoursFrom(page, 15);

  // N and T: today, centred, from any day.
  await search.blur();
  await page.keyboard.press("n");
  await expect(day).toHaveText(today);
  await expectHoursFrom(page, centredStart());
  await page.getByRole("button", { name: "- Day" }).click();
  await page.getByRole("button", { name: "- Day" }).click();
  await expect(day).not.toHaveText(today);
  await page.keyboard.press("T");
  await expect(day).toHaveText(today);
  await expectHoursFrom(page, centredStart());

  // The header buttons do the same.
  await page.getByRole("button", { name: "+ Day" }).click();
  await page.getByRole("button", { name: "Today" }).click();
  await expect(day).toHaveText(today);
  await page.getByRole("button", { name: "- Day" }).click();
  await page.keyboard.press("ArrowLeft");
  await page.getByRole("button", { name: "Now" }).click();
  await expect(day).toHaveText(today);
  await expectHoursFrom(page, centredStart());
});

test("a registration's tooltip stays while the window moves under it; a booking's goes with the window", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, {
    registration: "N172SP",
    manufacturer: "Cessna",
    model: "172S Skyhawk",
  });
  await book(api, {
    aircraftId: aircraft.id,
    date: browserDate(1),
    from: 4,
    to: 6,
    title: "Ferry flight",
  });
  await page.goto("/bookings");
  await page.getByRole("button", { name: "+ Day" }).click();
  for (let i = 0; i < 18; i++) await page.keyboard.press("ArrowLeft");
  await expectHoursFrom(page, 0);
  await grid(page).getByRole("link", { name: "N172SP" }).focus();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toContainText("Model: Cessna 172S Skyhawk");
  // The window scrolls the grid; the registration, sticky at its start, does not move. Its
  // tooltip is watched for going away, and read again after the grid's scroll has come.
  await page.evaluate(() => {
    const shown = document.querySelector('[role="tooltip"]');
    const watched = window as unknown as { tooltipWentAway: boolean };
    watched.tooltipWentAway = false;
    new MutationObserver(() => {
      if (!shown?.isConnected) watched.tooltipWentAway = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectHoursFrom(page, 2);
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
      ),
  );
  expect(
    await page.evaluate(() => (window as unknown as { tooltipWentAway: boolean }).tooltipWentAway),
  ).toBe(false);
  await expect(tooltip).toContainText("Model: Cessna 172S Skyhawk");
  // A booking's chip moves with the window: its tooltip goes.
  const chip = grid(page).getByRole("button", { name: /Ferry flight$/ });
  await chip.focus();
  await expect(tooltip).toContainText("Ferry flight");
  await page.keyboard.press("ArrowRight");
  await expectHoursFrom(page, 3);
  await expect(tooltip).toBeHidden();
  // Scrolling the page moves the registration: its tooltip goes too. From the page's top: on
  // this short screen the registration is at its bottom edge, and a focus that brought it
  // whole into view may have left the page no room to scroll further.
  const registration = grid(page).getByRole("link", { name: "N172SP" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await registration.focus();
  await expect(tooltip).toContainText("Model: Cessna 172S Skyhawk");
  const before = (await registration.boundingBox())?.y;
  await page.evaluate(() => window.scrollBy(0, -40 + (window.scrollY > 40 ? 0 : 80)));
  await expect.poll(async () => (await registration.boundingBox())?.y).not.toBe(before);
  await expect(tooltip).toBeHidden();
});

test("the keys do nothing while the booking dialog is open", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP" });
  await page.goto("/bookings");
  await page.getByRole("button", { name: "+ Day" }).click();
  const day = page.getByRole("heading", { level: 2, name: /\d{4}$/ });
  const shown = (await day.textContent()) ?? "";
  // Read once the new day's grid is there: until its bookings come, the page says it loads.
  await expect(grid(page).getByRole("columnheader")).toHaveCount(9);
  const hours = await grid(page).getByRole("columnheader").allTextContents();
  await page.getByRole("button", { name: "Add My Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await dialog.getByRole("button", { name: "Cancel", exact: true }).focus();
  await page.keyboard.press("t");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(day).toHaveText(shown);
  await expect(grid(page).getByRole("columnheader")).toHaveText(hours);
});
