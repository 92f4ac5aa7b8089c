import { z } from "zod";
import { authMessages } from "../../../shared/auth/auth.schemas";
import { useSignInLinkInputSchema } from "../../../shared/auth/sign-in-link";

/** The token of a sign-in link, which follows in the fragment: '' when there is none. */
export function tokenFromHash(hash: string): string {
  return hash.replace(/^#/, "").trim();
}

/** Choosing a password with a sign-in link: the sign-up rules, and the same password twice. */
export const setPasswordFormSchema = z
  .object({
    password: useSignInLinkInputSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type SetPasswordFormValues = z.infer<typeof setPasswordFormSchema>;
