import { describe, expect, it } from "vitest";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { registrationOf } from "./booking-list";

describe("registrationOf", () => {
  const fleet = [{ id: "plane-1", registration: "N172SP" }] as Aircraft[];

  it("names a booking's aircraft by registration, 'Unknown aircraft' when not shown", () => {
    expect(registrationOf(fleet, "plane-1")).toBe("N172SP");
    expect(registrationOf(fleet, "plane-2")).toBe("Unknown aircraft");
  });

  it("says 'No aircraft' of a Ground booking, even before the fleet is read", () => {
    expect(registrationOf(fleet, null)).toBe("No aircraft");
    expect(registrationOf(undefined, null)).toBe("No aircraft");
  });
});
