import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const authMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  passwordRequired: "Password is required",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDoNotMatch: "Passwords do not match",
  signInFailed: "Failed to sign in",
  signUpFailed: "Failed to create account",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;

const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .pipe(z.email(authMessages.emailInvalid));

export const signInInputSchema = z.object({
  email,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** What the server accepts to create an account. */
export const signUpInputSchema = z.object({
  email,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** The register form: the same rules plus the confirmation. */
export const registerFormSchema = signUpInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;
