/**
 * Sign-in links: how a member without a password (one who came with an imported organization)
 * gets in. Their administrator creates a one-time link; the member opens it and chooses a
 * password. See docs/decisions/0011-organization-export.md.
 */
import { z } from "zod";
import { signUpInputSchema } from "./auth.schemas";

export const SIGN_IN_LINK_DAYS = 7;
/** The page a link opens; the token follows in the fragment, which no server or log sees. */
export const SIGN_IN_LINK_PATH = "/set-password";

export const signInLinkMessages = {
  invalid: "This sign-in link is not valid or has expired. Ask your administrator for a new one.",
  memberHasPassword: "This member already signs in with a password.",
  created: "Sign-in link created",
  createFailed: "Failed to create a sign-in link",
  setPasswordFailed: "Failed to set your password",
} as const;

export const signInLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SignInLink = z.infer<typeof signInLinkSchema>;

/** Opening a link: its token and the password the member chooses (the sign-up rules). */
export const useSignInLinkInputSchema = z.object({
  token: z
    .string({ error: signInLinkMessages.invalid })
    .min(1, signInLinkMessages.invalid)
    .max(200),
  password: signUpInputSchema.shape.password,
});
export type UseSignInLinkInput = z.infer<typeof useSignInLinkInputSchema>;
