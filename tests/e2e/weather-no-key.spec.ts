import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import {
  ensureFakeWeatherProvider,
  signInAtStation,
  weatherPopover,
  weatherStrip,
} from "./support/weather";

/** What would give the provider's key away, by name or by value. */
const secrets = [
  "CHECKWX",
  "X-API-Key",
  "api.checkwx.com",
  ...(process.env.CHECKWX_API_KEY ? [process.env.CHECKWX_API_KEY] : []),
];
const leaked = (text: string) =>
  secrets.filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

test("no file of the built client names the weather provider's key", async () => {
  const clientDir = process.env.CLIENT_DIR ?? "dist/client";
  const files = filesUnder(clientDir);
  expect(files.some((file) => file.endsWith(".js"))).toBe(true);
  for (const file of files) {
    expect(leaked(readFileSync(file, "utf8")), file).toEqual([]);
  }
});

test("nothing the browser loads, scripts or answers, carries the key", async ({ page, api }) => {
  await ensureFakeWeatherProvider();
  const bodies: Array<Promise<{ url: string; text: string }>> = [];
  page.on("response", (response) => {
    // Server-Sent Events never end; everything else is read whole.
    if (response.url().endsWith("/api/events")) return;
    bodies.push(
      response
        .text()
        .catch(() => "")
        .then((text) => ({ url: response.url(), text })),
    );
  });
  await signInAtStation(api, "KSFO");
  await page.goto("/dashboard");
  await weatherStrip(page, "KSFO").hover();
  await expect(weatherPopover(page, "KSFO")).toContainText("290° 12 kt");
  await page.goto("/aircrafts");
  await expect(page.getByRole("heading", { name: "Aircraft", exact: true })).toBeVisible();

  const loaded = await Promise.all(bodies);
  expect(loaded.some(({ url }) => url.includes("/api/weather/metar/KSFO"))).toBe(true);
  expect(loaded.some(({ url }) => url.endsWith(".js"))).toBe(true);
  for (const { url, text } of loaded) expect(leaked(text), url).toEqual([]);
});
