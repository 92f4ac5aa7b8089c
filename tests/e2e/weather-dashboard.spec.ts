import { expect, signInAsNewMember, test } from "./support/fixtures";
import { countMetarRequests, ensureFakeWeatherProvider, signInAtStation } from "./support/weather";

test.beforeEach(ensureFakeWeatherProvider);

test("a member's dashboard has the weather card of the base airport, with refresh", async ({
  page,
  api,
}) => {
  const { joinCode } = await signInAtStation(api, "KSEA");
  await signInAsNewMember(api, joinCode);
  const requests = countMetarRequests(page, "KSEA");
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Weather at KSEA" });
  await expect(card).toContainText("KSEA 211753Z 17008KT 8SM -RA OVC030 09/07 A2981");
  await expect(card).toContainText("MVFR");
  await expect(card).toContainText("170° 8 kt");
  await expect(card).toContainText("OVC 3,000 ft");
  // Observed time unknown: aviationweather.gov gave none for this report.
  await expect(card).toContainText("ObservedUnknown");
  expect(requests.count).toBe(1);

  await card.getByRole("button", { name: "Refresh weather" }).click();
  await expect.poll(() => requests.count).toBe(2);
  await expect(card).toContainText("170° 8 kt");
});

test("when the base airport changes, the strip and the card fetch the new station", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.install();
  await signInAtStation(api, "LFPG");
  const requests = countMetarRequests(page, "KDEN");
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Weather at LFPG" })).toContainText("210° 9 kt");

  const changed = await page.request.patch("/api/organizations/current", {
    data: { baseAirport: { icaoCode: "KDEN" } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(changed.status()).toBe(200);
  // The page reads its organization again when it comes back into view and it is stale.
  await page.clock.fastForward("02:00");
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));

  const card = page.getByRole("region", { name: "Weather at KDEN" });
  await expect(card).toContainText("VRB 4 kt");
  await expect(page.getByRole("banner").getByRole("button", { name: /^KDEN/ })).toContainText(
    "VFR",
  );
  expect(requests.count).toBe(1);
});
