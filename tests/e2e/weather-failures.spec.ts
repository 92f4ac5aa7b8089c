import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ensureFakeWeatherProvider, signInAtStation, weatherStrip } from "./support/weather";

test.beforeEach(ensureFakeWeatherProvider);

/**
 * Records, from now on, whether 'Loading...' ever shows in the top bar or the weather card:
 * a check at the end alone would miss a flash between two retries.
 */
async function watchForLoading(page: Page) {
  await page.evaluate(() => {
    const seen = { loading: false };
    (window as unknown as { weatherSeen: typeof seen }).weatherSeen = seen;
    const check = () => {
      if (document.body.innerText.includes("Loading...")) seen.loading = true;
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    check();
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { weatherSeen: { loading: boolean } }).weatherSeen.loading,
    );
}

test("offline after a good report, the strip and card keep it with its age and never say 'Loading...'", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAtStation(api, "KSEA");
  await page.goto("/dashboard");
  const strip = weatherStrip(page, "KSEA");
  const card = page.getByRole("region", { name: "Weather at KSEA" });
  await expect(strip).toHaveText("KSEAMVFR170° 8 kt · 8 mi · 48.2°F");
  await expect(card).toContainText("KSEA 211753Z 17008KT 8SM -RA OVC030 09/07 A2981");
  const sawLoading = await watchForLoading(page);

  // The server can no longer be reached: each refresh fails after the API client's retries.
  await page.route("**/api/weather/metar/KSEA", (route) => route.abort("internetdisconnected"));
  const refresh = card.getByRole("button", { name: "Refresh weather" });
  for (let attempt = 0; attempt < 2; attempt++) {
    await refresh.click();
    await expect(refresh).toHaveAttribute("aria-busy", "true");
    await expect(refresh).toHaveAttribute("aria-busy", "false");
    await expect(card).toContainText("Updated just now");
  }
  await expect(strip).toHaveText("KSEAMVFR170° 8 kt · 8 mi · 48.2°F · Updated just now");
  await expect(strip.locator("[data-flight-category]")).toHaveAttribute(
    "data-flight-category",
    "MVFR",
  );
  await expect(card).toContainText("KSEA 211753Z 17008KT 8SM -RA OVC030 09/07 A2981");
  await expect(card).not.toContainText("Error: ");
  expect(await sawLoading()).toBe(false);

  // Back online, the fresh report replaces the note.
  await page.unroute("**/api/weather/metar/KSEA");
  await refresh.click();
  await expect(card).not.toContainText("Updated just now");
  await expect(strip).toHaveText("KSEAMVFR170° 8 kt · 8 mi · 48.2°F");
});

test("with no report at all, retries keep the calm 'Error: ' and never go back to 'Loading...'", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAtStation(api, "ZERR");
  await page.goto("/dashboard");
  const strip = weatherStrip(page, "ZERR");
  const card = page.getByRole("region", { name: "Weather at ZERR" });
  const message = "Error: Failed to fetch METAR: 500";
  await expect(strip).toHaveText(`ZERR${message}`);
  await expect(card).toContainText(message);
  const sawLoading = await watchForLoading(page);

  const refresh = card.getByRole("button", { name: "Refresh weather" });
  for (let attempt = 0; attempt < 2; attempt++) {
    await refresh.click();
    await expect(refresh).toHaveAttribute("aria-busy", "true");
    await expect(refresh).toHaveAttribute("aria-busy", "false");
    await expect(card).toContainText(message);
  }
  await expect(strip).toHaveText(`ZERR${message}`);
  expect(await sawLoading()).toBe(false);
  // Calm: the message reads as text, not as an alarm in red.
  await expect(card.getByText(message)).not.toHaveClass(/\btext-red-/);
});
