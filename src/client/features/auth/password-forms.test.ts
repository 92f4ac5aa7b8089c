import { describe, expect, it } from "vitest";
import { authMessages } from "../../../shared/auth/auth.schemas";
import { registerFormSchema, setPasswordFormSchema, tokenFromHash } from "./password-forms";

describe("tokenFromHash", () => {
  it("is the fragment without its '#'", () => {
    expect(tokenFromHash("#abc_DEF-123")).toBe("abc_DEF-123");
  });

  it("is empty when the link has no fragment or an empty one", () => {
    expect(tokenFromHash("")).toBe("");
    expect(tokenFromHash("#")).toBe("");
    expect(tokenFromHash("#   ")).toBe("");
  });

  it("removes only the leading '#'", () => {
    expect(tokenFromHash("##a#b")).toBe("#a#b");
  });
});

function errors(input: unknown) {
  const result = setPasswordFormSchema.safeParse(input);
  if (result.success) return {};
  // The first message of each field, as the form shows it.
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

describe("setPasswordFormSchema", () => {
  it("accepts the same password of 8 to 128 characters twice", () => {
    expect(errors({ password: "12345678", confirmPassword: "12345678" })).toEqual({});
    const longest = "x".repeat(128);
    expect(errors({ password: longest, confirmPassword: longest })).toEqual({});
  });

  it("uses the sign-up rules", () => {
    expect(errors({ password: "", confirmPassword: "" })).toEqual({
      password: authMessages.passwordRequired,
    });
    expect(errors({ password: "1234567", confirmPassword: "1234567" })).toEqual({
      password: authMessages.passwordTooShort,
    });
    const tooLong = "x".repeat(129);
    expect(errors({ password: tooLong, confirmPassword: tooLong })).toEqual({
      password: authMessages.passwordTooLong,
    });
  });

  it("asks for the same password twice", () => {
    expect(errors({ password: "12345678", confirmPassword: "12345679" })).toEqual({
      confirmPassword: authMessages.passwordsDoNotMatch,
    });
  });
});

describe("registerFormSchema", () => {
  it("says 'Passwords do not match' on the confirmation", () => {
    const result = registerFormSchema.safeParse({
      email: "a@b.co",
      password: "12345678",
      confirmPassword: "12345679",
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["confirmPassword"],
        message: authMessages.passwordsDoNotMatch,
      }),
    ]);
  });

  it("accepts matching passwords", () => {
    expect(
      registerFormSchema.safeParse({
        email: "a@b.co",
        password: "12345678",
        confirmPassword: "12345678",
      }).success,
    ).toBe(true);
  });
});
