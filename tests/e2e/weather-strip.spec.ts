import AxeBuilder from "@axe-core/playwright";
import { expect, hold, test } from "./support/fixtures";
import {
  countMetarRequests,
  ensureFakeWeatherProvider,
  signInAtStation,
  weatherPopover,
  weatherStrip,
} from "./support/weather";

test.beforeEach(ensureFakeWeatherProvider);

test("the strip shows the METAR summary in the colour of its flight category", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [icao, category, colour, summary] of [
    ["KSFO", "VFR", /\bbg-green-50\b/, "290° 12 kt · 10 mi · 64.4°F"],
    ["EGLL", "LIFR", /\bbg-pink-50\b/, "Calm · 0.12 mi · 46.4°F"],
    ["KJFK", "MVFR", /\bbg-blue-50\b/, "310° 15G25 kt · 4 mi · 50°F"],
  ] as const) {
    await signInAtStation(api, icao);
    await page.goto("/dashboard");
    const strip = weatherStrip(page, icao);
    await expect(strip).toHaveText(`${icao}${category}${summary}`);
    await expect(strip.locator("[data-flight-category]")).toHaveClass(colour);
    await expect(strip.getByText(category, { exact: true })).toBeVisible();
  }
});

test("hovering the strip opens the 420-pixel popover with every detail; refresh asks again", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAtStation(api, "KJFK");
  const requests = countMetarRequests(page, "KJFK");
  await page.goto("/dashboard");
  const popover = weatherPopover(page, "KJFK");
  await expect(popover).toBeHidden();

  await weatherStrip(page, "KJFK").hover();
  await expect(popover).toBeVisible();
  expect((await popover.boundingBox())?.width).toBe(420);
  await expect(popover).toContainText("KJFK 211751Z 31015G25KT 4SM -RA BR OVC015 10/09 A2990");
  // Observed 17:51 UTC, shown in the browser's zone (New York).
  for (const [label, value] of [
    ["Observed", "Nov 21, 2026, 12:51 PM"],
    ["Flight category", "MVFR"],
    ["Wind", "310° 15G25 kt"],
    ["Visibility", "4 mi (6.4 km)"],
    ["Temperature", "50°F (10°C)"],
    ["Dewpoint", "48.2°F (9°C)"],
    ["Pressure", "29.90 inHg (1012.5 hPa)"],
    ["Weather", "-RA, BR"],
    ["Clouds", "OVC 1,500 ft"],
  ] as const) {
    await expect(
      popover.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText(value);
  }

  // Both the strip and the dashboard card read the one cached answer.
  expect(requests.count).toBe(1);
  await popover.getByRole("button", { name: "Refresh weather" }).click();
  await expect.poll(() => requests.count).toBe(2);
  await expect(popover).toContainText("310° 15G25 kt");

  // Moving the mouse away closes it.
  await page.mouse.move(700, 800);
  await expect(popover).toBeHidden();
});

test("the keyboard: focus opens the popover, Tab goes through it and on, Escape closes it", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAtStation(api, "KSFO");
  await page.goto("/dashboard");
  const strip = weatherStrip(page, "KSFO");
  const popover = weatherPopover(page, "KSFO");
  await expect(strip).toContainText("VFR");

  await page.getByRole("banner").getByRole("link", { name: "Hangar" }).focus();
  await page.keyboard.press("Tab");
  await expect(strip).toBeFocused();
  await expect(popover).toBeVisible();
  await expect(strip).toHaveAttribute("aria-expanded", "true");

  await page.keyboard.press("Tab");
  await expect(popover.getByRole("button", { name: "Refresh weather" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(strip).toBeFocused();

  // Enter opens it again; Tab past its last button leaves it and closes it.
  await page.keyboard.press("Enter");
  await expect(popover).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeFocused();
  await expect(popover).toBeHidden();
});

test("while the METAR loads the strip and popover say 'Loading...'", async ({ page, api }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAtStation(api, "KDEN");
  const release = await hold(page, "/api/weather/metar/KDEN");
  await page.goto("/dashboard");
  const strip = weatherStrip(page, "KDEN");
  await expect(strip).toHaveText("KDENLoading...");
  // The strip is in the server's HTML before the app runs (decision 0019): a hover then would
  // find no handler yet. The clocks appear once the app has taken the top bar over.
  await expect(page.getByRole("banner").locator("time")).toHaveCount(2);
  await strip.hover();
  await expect(weatherPopover(page, "KDEN")).toContainText("Loading...");
  release();
  await expect(strip).toHaveText("KDENVFRVRB 4 kt · 10 mi · 41°F");
  await expect(weatherPopover(page, "KDEN")).toContainText("VRB 4 kt");
});

test.describe("the provider's errors", () => {
  for (const [icao, message] of [
    ["ZERR", "Error: Failed to fetch METAR: 500"],
    ["EMTY", "Error: No METAR data available"],
  ] as const) {
    test(`${icao}: '${message}' in the strip, its popover and the card`, async ({ page, api }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAtStation(api, icao);
      await page.goto("/dashboard");
      const strip = weatherStrip(page, icao);
      await expect(strip).toHaveText(`${icao}${message}`);
      await expect(strip.locator("[data-flight-category]")).toHaveClass(/\bbg-slate-50\b/);
      await strip.hover();
      await expect(weatherPopover(page, icao)).toContainText(message);
      await expect(page.getByRole("region", { name: `Weather at ${icao}` })).toContainText(message);
    });
  }
});

test("in the dark theme each category still reads at 4.5:1 in the strip, popover and card", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const icao of ["KSFO", "EGLL", "KJFK", "ZERR"]) {
    await signInAtStation(api, icao);
    await page.goto("/dashboard");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    const card = page.getByRole("region", { name: `Weather at ${icao}` });
    await expect(card).not.toContainText("Loading...");
    // Focused again should the first focus come before the app took the server's view over.
    await expect(async () => {
      await weatherStrip(page, icao).blur();
      await weatherStrip(page, icao).focus();
      await expect(weatherPopover(page, icao)).toBeVisible({ timeout: 2000 });
    }).toPass();
    const cardId = await card.getByRole("heading").getAttribute("id");
    // Only the weather's own parts: the rest of the page has its own tests.
    const results = await new AxeBuilder({ page })
      .include("header")
      .include(`section[aria-labelledby="${cardId}"]`)
      .withRules(["color-contrast"])
      .analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  }
  await page.evaluate(() => localStorage.removeItem("theme"));
  await page.reload();
});

test.describe("on a 360-pixel phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test("the compact strip shares the clocks' row; a tap opens the popover", async ({
    page,
    api,
  }) => {
    await signInAtStation(api, "KSFO");
    await page.goto("/dashboard");
    const strip = weatherStrip(page, "KSFO");
    await expect(strip).toHaveText(/^KSFOVFR290° 12 kt/);
    const hasHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasHorizontalScroll).toBe(false);
    const banner = page.getByRole("banner");
    const middle = async (locator: import("@playwright/test").Locator) => {
      const box = await locator.boundingBox();
      if (!box) throw new Error("a part of the top bar is missing");
      return { ...box, y: box.y + box.height / 2 };
    };
    const title = await middle(banner.getByRole("link", { name: "Hangar" }));
    const signOut = await middle(banner.getByRole("button", { name: "Sign Out" }));
    const station = await middle(strip);
    const clock = await middle(banner.locator("time").first());
    // Two rows: title, role and Sign Out; then the compact strip beside the clocks.
    expect(Math.abs(signOut.y - title.y)).toBeLessThan(4);
    expect(signOut.x + signOut.width).toBeLessThanOrEqual(360);
    expect(Math.abs(station.y - clock.y)).toBeLessThan(4);
    expect(station.y).toBeGreaterThan(title.y + 20);
    expect(station.width).toBeLessThan(100);
    expect(station.x + station.width).toBeLessThan(clock.x);
    expect((await banner.boundingBox())?.height).toBeLessThan(100);

    await strip.tap();
    const popover = weatherPopover(page, "KSFO");
    await expect(popover).toBeVisible();
    const popoverBox = await popover.boundingBox();
    expect(popoverBox?.x).toBeGreaterThanOrEqual(0);
    expect((popoverBox?.x ?? 0) + (popoverBox?.width ?? 0)).toBeLessThanOrEqual(360);
    await expect(popover).toContainText("290° 12 kt");
  });
});
