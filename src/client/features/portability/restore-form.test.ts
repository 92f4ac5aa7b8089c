import { describe, expect, it } from "vitest";
import { authMessages } from "../../../shared/auth/auth.schemas";
import { portabilityMessages, portabilityTexts } from "./portability.texts";
import { restoreFormSchema } from "./restore-form";

const oneFile = { length: 1, 0: { name: "hangar-club-2025-05-26.json" } };
const values = (overrides: Record<string, unknown> = {}) => ({
  setupCode: "AB12-CD34-EF56-GH78",
  file: oneFile,
  email: "amelia@example.org",
  password: "correct horse battery",
  confirmPassword: "correct horse battery",
  ...overrides,
});

function errors(input: unknown) {
  const result = restoreFormSchema.safeParse(input);
  if (result.success) return {};
  // The first message of each field, as the form shows it.
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

describe("restoreFormSchema", () => {
  it("accepts a file, an email and a confirmed password", () => {
    expect(errors(values())).toEqual({});
  });

  it("asks for the setup code when none is typed", () => {
    const required = portabilityMessages.setupCodeRequired;
    expect(errors(values({ setupCode: "" }))).toEqual({ setupCode: required });
    expect(errors(values({ setupCode: "   " }))).toEqual({ setupCode: required });
  });

  it("asks for a file when none is chosen", () => {
    const required = portabilityTexts.restore.fileRequired;
    expect(errors(values({ file: { length: 0 } }))).toEqual({ file: required });
    expect(errors(values({ file: undefined }))).toEqual({ file: required });
    expect(errors(values({ file: null }))).toEqual({ file: required });
  });

  it("uses the sign-up rules for the email and the password", () => {
    expect(errors(values({ email: "" })).email).toBe(authMessages.emailRequired);
    expect(errors(values({ email: "amelia" })).email).toBe(authMessages.emailInvalid);
    expect(errors(values({ password: "short", confirmPassword: "short" })).password).toBe(
      authMessages.passwordTooShort,
    );
    expect(errors(values({ password: "x".repeat(129), confirmPassword: "x".repeat(129) }))).toEqual(
      { password: authMessages.passwordTooLong },
    );
  });

  it("accepts a password of exactly 8 characters", () => {
    expect(errors(values({ password: "12345678", confirmPassword: "12345678" }))).toEqual({});
  });

  it("asks for the same password twice", () => {
    expect(errors(values({ confirmPassword: "correct horse battery!" }))).toEqual({
      confirmPassword: authMessages.passwordsDoNotMatch,
    });
  });

  it("reports a missing file and a bad email together", () => {
    expect(Object.keys(errors(values({ file: { length: 0 }, email: "" }))).sort()).toEqual([
      "email",
      "file",
    ]);
  });
});
