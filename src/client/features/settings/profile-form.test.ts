import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../../shared/profile/user.types";
import { profileFormValues } from "../../components/forms/profile-form-values";
import { toProfileUpdate } from "./profile-form";

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

describe("toProfileUpdate", () => {
  it("trims and sends emptied fields empty, so they are cleared", () => {
    const values = profileFormValues(user);
    const update = toProfileUpdate({
      ...values,
      phoneNumber: " 556 ",
      address: { ...values.address, apartment: " " },
    });
    expect(update.phoneNumber).toBe("556");
    expect(update.address?.apartment).toBe("");
    expect(update.address?.street).toBe("1 Runway Road");
  });

  it("keeps the saved names when a name is left blank", () => {
    const update = toProfileUpdate({ ...profileFormValues(user), firstName: " ", lastName: "" });
    expect(update).not.toHaveProperty("firstName");
    expect(update).not.toHaveProperty("lastName");
  });

  it("sends the emergency contact as entered", () => {
    const values = profileFormValues(user);
    const update = toProfileUpdate({
      ...values,
      emergencyContact: { ...values.emergencyContact, name: " George " },
    });
    expect(update.emergencyContact).toEqual({
      name: "George",
      relationship: "",
      phone: "",
      address: "",
    });
  });
});
