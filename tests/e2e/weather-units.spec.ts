import { expect, test } from "./support/fixtures";
import {
  ensureFakeWeatherProvider,
  signInAtStation,
  weatherPopover,
  weatherStrip,
} from "./support/weather";

test.beforeEach(ensureFakeWeatherProvider);

const detail = (page: import("@playwright/test").Page, icao: string, label: string) =>
  page
    .getByRole("region", { name: `Weather at ${icao}` })
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::dd[1]");

test.describe("a 'de-DE' browser", () => {
  test.use({ locale: "de-DE" });

  test("reads metric units only: km with one decimal, °C and hPa", async ({ page, api }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAtStation(api, "EGLL");
    await page.goto("/dashboard");
    await expect(weatherStrip(page, "EGLL")).toHaveText("EGLLLIFRCalm · 0.2 km · 8°C");
    await expect(detail(page, "EGLL", "Visibility")).toHaveText("0.2 km");
    await expect(detail(page, "EGLL", "Temperature")).toHaveText("8°C");
    await expect(detail(page, "EGLL", "Dewpoint")).toHaveText("8°C");
    await expect(detail(page, "EGLL", "Pressure")).toHaveText("1021 hPa");
    await expect(detail(page, "EGLL", "Weather")).toHaveText("FG");
    await expect(detail(page, "EGLL", "Clouds")).toHaveText("VV 100 ft");

    await weatherStrip(page, "EGLL").hover();
    const popover = weatherPopover(page, "EGLL");
    await expect(popover).toContainText("0.2 km");
    await expect(popover).not.toContainText(/mi\b|°F|inHg/);
  });
});

test.describe("an 'en-US' browser", () => {
  test.use({ locale: "en-US" });

  test("reads miles, °F and inHg with the metric values beside them", async ({ page, api }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAtStation(api, "KSFO");
    await page.goto("/dashboard");
    await expect(weatherStrip(page, "KSFO")).toHaveText("KSFOVFR290° 12 kt · 10 mi · 64.4°F");
    await expect(detail(page, "KSFO", "Visibility")).toHaveText("10 mi (16.1 km)");
    await expect(detail(page, "KSFO", "Temperature")).toHaveText("64.4°F (18°C)");
    await expect(detail(page, "KSFO", "Dewpoint")).toHaveText("51.8°F (11°C)");
    await expect(detail(page, "KSFO", "Pressure")).toHaveText("30.01 inHg (1016.3 hPa)");
  });
});
