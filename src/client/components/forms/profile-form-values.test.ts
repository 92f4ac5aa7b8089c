import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../../shared/profile/user.types";
import { profileFormValues } from "./profile-form-values";

const user: CurrentUser = {
  uid: "u1",
  email: "amelia@example.org",
  firstName: "Amelia",
  lastName: "Earhart",
  phoneNumber: "555",
  address: {
    street: "1 Runway Road",
    apartment: "4B",
    city: "Palo Alto",
    state: "CA",
    postalCode: "94303",
    country: "US",
  },
  emergencyContact: null,
  role: "admin",
  isInstructor: false,
  orgId: "o1",
  joinedOrgAt: null,
  createdAt: "2025-05-26T00:00:00Z",
  updatedAt: "2025-05-26T00:00:00Z",
};

describe("profileFormValues", () => {
  it("fills every field, empty where nothing is stored", () => {
    const values = profileFormValues(user);
    expect(values.address).toEqual({
      street: "1 Runway Road",
      apartment: "4B",
      unit: "",
      city: "Palo Alto",
      state: "CA",
      postalCode: "94303",
      country: "US",
    });
    expect(values.emergencyContact).toEqual({ name: "", relationship: "", phone: "", address: "" });
  });

  it("offers a plain-text address as the street", () => {
    expect(profileFormValues({ ...user, address: "1 Runway Road" }).address.street).toBe(
      "1 Runway Road",
    );
    expect(profileFormValues({ ...user, address: null }).address.street).toBe("");
  });
});
