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
