import { describe, expect, it } from "vitest";
import type { MetarRecord } from "../../../shared/weather/metar.types";
import {
  categoryColour,
  formatCloudLayer,
  formatPressure,
  formatSummary,
  formatTemperature,
  formatVisibility,
  formatWind,
} from "./weather-format";

const ksfo: MetarRecord = {
  raw: "KSFO 211756Z 29012KT 10SM FEW250 18/11 A3001 RMK AO2 SLP162",
  station: "KSFO",
  time: "2026-11-21T17:56:00.000Z",
  flight_category: "VFR",
  temperature: 18,
  temperature_f: 64.4,
  dewpoint: 11,
  dewpoint_f: 51.8,
  wind_speed: 12,
  wind_direction: 290,
  wind_gust: null,
  visibility: 16093,
  visibility_miles: 10,
  pressure: 1016.3,
  pressure_inhg: 30.01,
  weather: [],
  clouds: [{ cover: "FEW", base_feet: 25000 }],
};

const wind = (
  wind_direction: number | "VRB" | null,
  wind_speed: number | null,
  gust = null as number | null,
) => formatWind({ wind_direction, wind_speed, wind_gust: gust });

describe("formatWind", () => {
  it("gives direction in three digits, speed in knots and gusts after a G", () => {
    expect(wind(290, 12)).toBe("290° 12 kt");
    expect(wind(90, 5)).toBe("090° 5 kt");
    expect(wind(310, 15, 25)).toBe("310° 15G25 kt");
    expect(wind("VRB", 4)).toBe("VRB 4 kt");
    expect(wind(null, 7)).toBe("7 kt");
  });

  it("calls no wind calm, and says nothing without a speed", () => {
    expect(wind(0, 0)).toBe("Calm");
    expect(wind(null, 0)).toBe("Calm");
    expect(wind(0, 0, 12)).toBe("000° 0G12 kt");
    expect(wind(290, null)).toBeNull();
  });
});

describe("formatVisibility", () => {
  it("metric: km from metres with one decimal", () => {
    expect(formatVisibility(ksfo, "metric")).toBe("16.1 km");
    expect(formatVisibility({ visibility: 9999, visibility_miles: 6.21 }, "metric")).toBe(
      "10.0 km",
    );
    expect(formatVisibility({ visibility: 193, visibility_miles: 0.12 }, "metric")).toBe("0.2 km");
    expect(formatVisibility({ visibility: 50, visibility_miles: 0.03 }, "metric")).toBe("0.1 km");
  });

  it("imperial: statute miles with the km beside them, or alone when short", () => {
    expect(formatVisibility(ksfo, "imperial")).toBe("10 mi (16.1 km)");
    expect(formatVisibility({ visibility: 193, visibility_miles: 0.12 }, "imperial")).toBe(
      "0.12 mi (0.2 km)",
    );
    expect(formatVisibility(ksfo, "imperial", { short: true })).toBe("10 mi");
    expect(formatVisibility({ visibility: null, visibility_miles: 3 }, "imperial")).toBe("3 mi");
  });

  it("is null when the report has none", () => {
    expect(formatVisibility({ visibility: null, visibility_miles: null }, "metric")).toBeNull();
    expect(formatVisibility({ visibility: null, visibility_miles: null }, "imperial")).toBeNull();
  });
});

describe("formatTemperature", () => {
  it("metric shows °C only; imperial °F with °C beside", () => {
    expect(formatTemperature(18, 64.4, "metric")).toBe("18°C");
    expect(formatTemperature(-5, 23, "metric")).toBe("-5°C");
    expect(formatTemperature(18, 64.4, "imperial")).toBe("64.4°F (18°C)");
    expect(formatTemperature(18, 64.4, "imperial", { short: true })).toBe("64.4°F");
    expect(formatTemperature(0, null, "imperial")).toBe("32°F (0°C)");
    expect(formatTemperature(null, null, "imperial")).toBeNull();
  });
});

describe("formatPressure", () => {
  it("metric shows hPa only; imperial inHg with two decimals and hPa beside", () => {
    expect(formatPressure(ksfo, "metric")).toBe("1016.3 hPa");
    expect(formatPressure(ksfo, "imperial")).toBe("30.01 inHg (1016.3 hPa)");
    expect(formatPressure({ pressure: 1012.5, pressure_inhg: 29.9 }, "imperial")).toBe(
      "29.90 inHg (1012.5 hPa)",
    );
    expect(formatPressure({ pressure: 1013.25, pressure_inhg: null }, "imperial")).toBe(
      "29.92 inHg (1013.25 hPa)",
    );
    expect(formatPressure({ pressure: null, pressure_inhg: null }, "metric")).toBeNull();
  });
});

describe("formatSummary", () => {
  it("joins wind, visibility and temperature in the primary units", () => {
    expect(formatSummary(ksfo, "metric")).toBe("290° 12 kt · 16.1 km · 18°C");
    expect(formatSummary(ksfo, "imperial")).toBe("290° 12 kt · 10 mi · 64.4°F");
  });

  it("leaves out what the report lacks", () => {
    expect(
      formatSummary(
        { ...ksfo, wind_speed: null, temperature: null, temperature_f: null },
        "metric",
      ),
    ).toBe("16.1 km");
  });
});

describe("formatCloudLayer", () => {
  it("names the cover and its base in feet", () => {
    expect(formatCloudLayer({ cover: "FEW", base_feet: 25000 })).toBe("FEW 25,000 ft");
    expect(formatCloudLayer({ cover: "OVX", base_feet: 100 })).toBe("VV 100 ft");
    expect(formatCloudLayer({ cover: "CLR", base_feet: null })).toBe("CLR");
  });
});

describe("categoryColour", () => {
  it("is green, blue, red and pink by category, and grey otherwise", () => {
    expect(categoryColour("VFR")).toBe("green");
    expect(categoryColour("MVFR")).toBe("blue");
    expect(categoryColour("IFR")).toBe("red");
    expect(categoryColour("LIFR")).toBe("pink");
    expect(categoryColour(null)).toBe("grey");
    expect(categoryColour(undefined)).toBe("grey");
  });
});
