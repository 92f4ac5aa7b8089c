import type { z } from "zod";
import { signUpInputSchema } from "../../../shared/auth/auth.schemas";
import { useSignInLinkInputSchema } from "../../../shared/auth/sign-in-link";
import { withPasswordConfirmation } from "../../lib/new-password";

/** The token of a sign-in link, which follows in the fragment: '' when there is none. */
export function tokenFromHash(hash: string): string {
  return hash.replace(/^#/, "").trim();
}

/** The register form: the sign-up rules, and the same password twice. */
export const registerFormSchema = withPasswordConfirmation(
  signUpInputSchema,
  "password",
  "confirmPassword",
);
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

/** Choosing a password with a sign-in link: the link's rules (the token comes from the link). */
export const setPasswordFormSchema = withPasswordConfirmation(
  useSignInLinkInputSchema.pick({ password: true }),
  "password",
  "confirmPassword",
);
export type SetPasswordFormValues = z.infer<typeof setPasswordFormSchema>;
