import { describe, expect, it } from "vitest";
import { TIME_ZONE_COOKIE } from "../../shared/http/first-view";
import { timeZoneOf } from "./first-view";

describe("the time zone a browser told in its cookie", () => {
  const told = (value: string) => `hangar.session_token=abc.def; ${TIME_ZONE_COOKIE}=${value}`;

  it("is the zone, as the app writes it", () => {
    expect(timeZoneOf(told("America%2FNew_York"))).toBe("America/New_York");
    expect(timeZoneOf(told("Etc%2FGMT%2B5"))).toBe("Etc/GMT+5");
    expect(timeZoneOf(`${TIME_ZONE_COOKIE}=UTC; other=1`)).toBe("UTC");
    // As the browser names it, whatever name this runtime prefers (Asia/Calcutta).
    expect(timeZoneOf(told("Asia%2FKolkata"))).toBe("Asia/Kolkata");
  });

  it("is none when missing, unknown, unreadable or too long", () => {
    expect(timeZoneOf("hangar.session_token=abc.def")).toBeNull();
    expect(timeZoneOf(told(""))).toBeNull();
    expect(timeZoneOf(told("Mars%2FOlympus_Mons"))).toBeNull();
    expect(timeZoneOf(told("%E0%A4%A"))).toBeNull();
    expect(timeZoneOf(told("Europe/".padEnd(300, "x")))).toBeNull();
    expect(timeZoneOf(`x${TIME_ZONE_COOKIE}=UTC`)).toBeNull();
  });
});
