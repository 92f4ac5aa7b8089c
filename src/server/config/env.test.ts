import path from "node:path";
import { describe, expect, it } from "vitest";
import { baseUrl, ConfigError, loadConfig, trustedOrigins } from "./env";

describe("loadConfig", () => {
  it("has defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      publicUrl: undefined,
    });
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.weather.provider).toBe("awc");
    expect(config.signUps).toEqual({ perAddressPerHour: 50, perHour: 300 });
  });

  it("reads the support contact and who may create organizations, anyone by default", () => {
    expect(loadConfig({})).toMatchObject({
      supportEmail: undefined,
      organizationCreation: "anyone",
    });
    expect(
      loadConfig({ SUPPORT_EMAIL: "ops@myclub.org", ORGANIZATION_CREATION: "first-account" }),
    ).toMatchObject({ supportEmail: "ops@myclub.org", organizationCreation: "first-account" });
  });

  it("reads the sign-up limits", () => {
    const config = loadConfig({ SIGN_UPS_PER_ADDRESS_PER_HOUR: "80", SIGN_UPS_PER_HOUR: "1000" });
    expect(config.signUps).toEqual({ perAddressPerHour: 80, perHour: 1000 });
  });

  it.each([
    [{ PORT: "eighty" }, /PORT="eighty": expected a port number/],
    [{ PORT: "70000" }, /PORT="70000": expected a port number between 0 and 65535/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL="mysql:\/\/x": expected a PostgreSQL URL/],
    [
      { PUBLIC_URL: "hangar.example" },
      /PUBLIC_URL="hangar.example": expected the address people use/,
    ],
    [{ SUPPORT_EMAIL: "support" }, /SUPPORT_EMAIL="support": expected an email address/],
    [
      { ORGANIZATION_CREATION: "nobody" },
      /ORGANIZATION_CREATION="nobody": expected one of: anyone, first-account/,
    ],
    [{ WEATHER_PROVIDER: "noaa" }, /WEATHER_PROVIDER="noaa": expected one of: awc, checkwx/],
    [{ WEATHER_PROVIDER: "checkwx" }, /CHECKWX_API_KEY="": expected an API key/],
    [{ SIGN_UPS_PER_HOUR: "0" }, /SIGN_UPS_PER_HOUR="0": expected at least 1 sign-up per hour/],
    [
      { SIGN_UPS_PER_ADDRESS_PER_HOUR: "lots" },
      /SIGN_UPS_PER_ADDRESS_PER_HOUR="lots": expected a whole number of sign-ups per hour/,
    ],
  ])("refuses %j naming the variable and what it expects", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [undefined, false],
    ["true", true],
    ["false", false],
    ["10.0.0.1, 10.0.0.2", "10.0.0.1, 10.0.0.2"],
  ])("reads TRUST_PROXY=%j as %j", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("refuses a TRUST_PROXY that is neither a yes/no nor addresses", () => {
    expect(() => loadConfig({ TRUST_PROXY: "yes please" })).toThrow(
      /TRUST_PROXY="yes please": expected true, false/,
    );
  });

  it("reduces PUBLIC_URL to its origin", () => {
    expect(loadConfig({ PUBLIC_URL: "https://hangar.example/app/" }).publicUrl).toBe(
      "https://hangar.example",
    );
  });
});

describe("trustedOrigins", () => {
  it("trusts both spellings of loopback on the configured port", () => {
    expect(trustedOrigins({ host: "127.0.0.1", port: 4321, publicUrl: undefined })).toEqual([
      "http://127.0.0.1:4321",
      "http://localhost:4321",
      "http://[::1]:4321",
    ]);
  });

  it("adds PUBLIC_URL and uses it as the base URL", () => {
    const config = { host: "0.0.0.0", port: 3000, publicUrl: "https://hangar.example" };
    expect(trustedOrigins(config)).toContain("https://hangar.example");
    expect(baseUrl(config)).toBe("https://hangar.example");
  });
});
