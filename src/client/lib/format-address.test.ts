import { describe, expect, it } from "vitest";
import { addressLines } from "./format-address";

const address = {
  street: "1 Runway Road",
  city: "Palo Alto",
  state: "CA",
  postalCode: "94303",
  country: "United States",
};

describe("addressLines", () => {
  it("puts street, town and country on their own lines", () => {
    expect(addressLines(address)).toEqual([
      "1 Runway Road",
      "Palo Alto, CA 94303",
      "United States",
    ]);
  });

  it("adds apartment and unit to the street line and skips blank parts", () => {
    expect(
      addressLines({ ...address, apartment: "4B", unit: " ", state: "", country: "" }),
    ).toEqual(["1 Runway Road, 4B", "Palo Alto 94303"]);
  });

  it("shows a plain-string address as it is", () => {
    expect(addressLines(" 1 Runway Road, Palo Alto ")).toEqual(["1 Runway Road, Palo Alto"]);
  });

  it("is null when nothing is filled in", () => {
    expect(addressLines(null)).toBeNull();
    expect(addressLines(undefined)).toBeNull();
    expect(addressLines("  ")).toBeNull();
    expect(
      addressLines({ street: "", city: "", state: "", postalCode: "", country: "" }),
    ).toBeNull();
  });
});
