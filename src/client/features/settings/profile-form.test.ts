import { describe, expect, it } from "vitest";
import type { ProfileFormValues } from "../../components/forms/profile-form-values";
import { toProfileUpdate } from "./profile-form";

/** A saved profile as the form holds it. */
const saved: ProfileFormValues = {
  firstName: "Amelia",
  lastName: "Earhart",
  phoneNumber: "555",
  address: {
    street: "1 Runway Road",
    apartment: "4B",
    unit: "",
    city: "Palo Alto",
    state: "CA",
    postalCode: "94303",
    country: "US",
  },
  emergencyContact: { name: "", relationship: "", phone: "", address: "" },
};

describe("toProfileUpdate", () => {
  it("trims and sends emptied fields empty, so they are cleared", () => {
    const values = saved;
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
    const update = toProfileUpdate({ ...saved, firstName: " ", lastName: "" });
    expect(update).not.toHaveProperty("firstName");
    expect(update).not.toHaveProperty("lastName");
  });

  it("sends the emergency contact as entered", () => {
    const values = saved;
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
