import { describe, expect, it } from "vitest";
import { addressMaxLength } from "./address.schemas";
import {
  hasEmergencyContact,
  profileInputSchema,
  profileUpdateSchema,
  toProfilePayload,
} from "./profile.schemas";

const form = {
  firstName: "Amelia",
  lastName: "Earhart",
  phoneNumber: "555",
  address: {
    street: "1 Main",
    apartment: "",
    unit: " ",
    city: "Atchison",
    state: "KS",
    postalCode: "66002",
    country: "US",
  },
  emergencyContact: { name: "", relationship: "", phone: "", address: "" },
};

describe("toProfilePayload", () => {
  it("omits empty apartment and unit and an emergency contact with nothing filled in", () => {
    const payload = toProfilePayload(form);
    expect(payload.address).not.toHaveProperty("apartment");
    expect(payload.address).not.toHaveProperty("unit");
    expect(payload).not.toHaveProperty("emergencyContact");
  });

  it.each(["name", "relationship", "phone", "address"])(
    "sends the emergency contact when only %s is filled",
    (field) => {
      const payload = toProfilePayload({
        ...form,
        emergencyContact: { ...form.emergencyContact, [field]: "x" },
      });
      expect(payload.emergencyContact?.[field as "name"]).toBe("x");
    },
  );

  it("keeps a filled apartment", () => {
    expect(
      toProfilePayload({ ...form, address: { ...form.address, apartment: "4B" } }).address
        .apartment,
    ).toBe("4B");
  });
});

describe("hasEmergencyContact", () => {
  it("is false for nothing and for blanks", () => {
    expect(hasEmergencyContact(undefined)).toBe(false);
    expect(hasEmergencyContact({ name: "  " })).toBe(false);
  });
});

describe("profileInputSchema", () => {
  it("accepts the minimal profile and trims", () => {
    const parsed = profileInputSchema.parse({
      ...form,
      firstName: " Amelia ",
      emergencyContact: undefined,
    });
    expect(parsed.firstName).toBe("Amelia");
    expect(parsed.address.apartment).toBeUndefined();
  });
});

describe("the Settings edit and onboarding", () => {
  const filled = { ...form.address, apartment: "4B", unit: "2", building: "A", floor: "1" };
  const withAddressPart = (part: string, value: string) => ({
    ...form,
    address: { ...filled, [part]: value },
  });

  it.each(Object.entries(addressMaxLength))(
    "take the same longest %s (%i characters)",
    (part, max) => {
      const longest = withAddressPart(part, "x".repeat(max));
      const tooLong = withAddressPart(part, "x".repeat(max + 1));
      expect(profileInputSchema.safeParse(longest).success).toBe(true);
      expect(profileUpdateSchema.safeParse(longest).success).toBe(true);
      expect(profileInputSchema.safeParse(tooLong).success).toBe(false);
      expect(profileUpdateSchema.safeParse(tooLong).success).toBe(false);
    },
  );

  it.each([
    ["firstName", 100],
    ["lastName", 100],
    ["phoneNumber", 50],
  ])("take the same longest %s (%i characters)", (field, max) => {
    for (const [length, accepted] of [
      [max, true],
      [max + 1, false],
    ] as const) {
      const profile = { ...form, [field]: "x".repeat(length) };
      expect(profileInputSchema.safeParse(profile).success).toBe(accepted);
      expect(profileUpdateSchema.safeParse(profile).success).toBe(accepted);
    }
  });
});
