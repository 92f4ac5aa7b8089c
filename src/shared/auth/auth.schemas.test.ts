import { describe, expect, it } from "vitest";
import { authMessages, signUpInputSchema } from "./auth.schemas";

describe("signUpInputSchema", () => {
  it.each([
    ["", authMessages.passwordRequired],
    ["1234567", authMessages.passwordTooShort],
    ["x".repeat(129), authMessages.passwordTooLong],
  ])("refuses a password of %j characters", (password, message) => {
    expect(
      signUpInputSchema.safeParse({ email: "a@b.co", password }).error?.issues[0]?.message,
    ).toBe(message);
  });

  it("accepts 8 to 128 characters", () => {
    expect(signUpInputSchema.safeParse({ email: "a@b.co", password: "12345678" }).success).toBe(
      true,
    );
    expect(
      signUpInputSchema.safeParse({ email: "a@b.co", password: "x".repeat(128) }).success,
    ).toBe(true);
  });
});
