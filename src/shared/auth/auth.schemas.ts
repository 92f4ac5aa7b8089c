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
  busy: "Hangar is busy right now. Please try again in a moment.",
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

export const accountMessages = {
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "The current password is not correct",
  passwordChanged: "Password changed. Your other sessions were signed out.",
  passwordChangeFailed: "Failed to change password",
  accountDeleted: "Your account was deleted",
  accountDeleteFailed: "Failed to delete your account",
  lastAdmin:
    "You are the only administrator of your organization. Make another member an administrator first.",
} as const;

/** Changing the password: the current one, and a new one by the sign-up rules. */
export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: accountMessages.currentPasswordRequired })
    .min(1, accountMessages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
  newPassword: signUpInputSchema.shape.password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** Deleting one's account asks for the password once more. */
export const deleteAccountInputSchema = z.object({
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
