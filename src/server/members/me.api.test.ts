import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileInput, registeredUser } from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { addressMessages } from "../../shared/profile/address.schemas";
import { profileMessages } from "../../shared/profile/profile.schemas";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

describe("profile", () => {
  it("saves the onboarding profile with an emergency contact", async () => {
    const client = await registeredUser(test);
    const response = await client.put(
      "/api/me/profile",
      profileInput({
        address: {
          street: "1 Runway Road",
          apartment: "4B",
          city: "Palo Alto",
          state: "CA",
          postalCode: "94303",
          country: "United States",
        },
        emergencyContact: { name: "Orville", relationship: "Brother", phone: "555" },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      firstName: "Amelia",
      lastName: "Earhart",
      address: { street: "1 Runway Road", apartment: "4B" },
      emergencyContact: { name: "Orville", relationship: "Brother", phone: "555" },
    });
  });

  it("replaces the emergency contact: one left empty is removed", async () => {
    const client = await registeredUser(test);
    await client.put("/api/me/profile", profileInput({ emergencyContact: { name: "Orville" } }));
    const cleared = await client.put(
      "/api/me/profile",
      profileInput({ emergencyContact: { name: " ", relationship: "" } }),
    );
    expect(cleared.body.user.emergencyContact).toBeNull();
  });

  it("names every missing required field with its message and saves nothing", async () => {
    const client = await registeredUser(test);
    const response = await client.put("/api/me/profile", {
      firstName: " ",
      address: { street: "", city: "", state: "", postalCode: "", country: "" },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      firstName: profileMessages.firstName,
      lastName: profileMessages.lastName,
      phoneNumber: profileMessages.phoneNumber,
      "address.street": addressMessages.street,
      "address.city": addressMessages.city,
      "address.state": addressMessages.state,
      "address.postalCode": addressMessages.postalCode,
      "address.country": addressMessages.country,
    });
    expect((await client.get("/api/me")).body.user.firstName).toBe("");
  });

  it("refuses wrong types and oversized text", async () => {
    const client = await registeredUser(test);
    for (const body of [
      profileInput({ firstName: 42 as unknown as string }),
      profileInput({ lastName: "x".repeat(101) }),
      { ...profileInput(), address: "a plain string" },
    ]) {
      expect((await client.put("/api/me/profile", body)).status).toBe(400);
    }
  });
});
