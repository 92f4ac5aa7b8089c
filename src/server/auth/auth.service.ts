/**
 * Sign-up, sign-in and sign-out on better-auth's API, with our throttles and our answers.
 * See docs/decisions/0003-own-auth-routes.md.
 */
import {
  accountMessages,
  authMessages,
  type ChangePasswordInput,
  type SignInInput,
  type SignUpInput,
} from "../../shared/auth/auth.schemas";
import type { SignUpSettings } from "../config/env";
import { type AttemptLimit, type AttemptThrottle, withdrawnIfBusy } from "../http/attempt-throttle";
import { addressKey } from "../http/client-address";
import { AppError, badRequest, conflict, tooManyRequests } from "../http/errors";
import type { Auth } from "./auth";
import { asNewPassword, asSignIn, type HashingClient } from "./password-hashing";

const WINDOW_SECONDS = 15 * 60;
const HOUR_SECONDS = 60 * 60;

/**
 * Password guessing: failures per account and per address. Every check of a password counts
 * here, whichever route makes it (sign-in, change of password, deletion of the account).
 */
export const signInEmailLimit = (email: string): AttemptLimit => ({
  key: `sign-in:email:${email.toLowerCase()}`,
  max: 10,
  windowSeconds: WINDOW_SECONDS,
});
export const signInAddressLimit = (ip: string): AttemptLimit => ({
  key: `sign-in:ip:${addressKey(ip)}`,
  max: 100,
  windowSeconds: WINDOW_SECONDS,
});
const signInLimits = (email: string, ip: string) => [
  signInEmailLimit(email),
  signInAddressLimit(ip),
];

/**
 * Probing which emails have accounts: refused sign-ups per address. Flooding the password
 * hashing with new accounts: successful sign-ups per address and in all.
 */
const signUpLimits = (ip: string, allowed: SignUpSettings): AttemptLimit[] => [
  { key: `sign-up:ip:${addressKey(ip)}`, max: 20, windowSeconds: WINDOW_SECONDS },
  {
    key: `sign-up-created:ip:${addressKey(ip)}`,
    max: allowed.perAddressPerHour,
    windowSeconds: HOUR_SECONDS,
    counts: "successes",
  },
  {
    key: "sign-up-created:all",
    max: allowed.perHour,
    windowSeconds: HOUR_SECONDS,
    counts: "successes",
  },
];

/** A signed-in user and the session cookies to hand to the browser. */
export interface SignedIn {
  userId: string;
  cookies: string[];
}

async function errorOf(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    return (await response.json()) as { code?: string; message?: string };
  } catch {
    return {};
  }
}

async function signedIn(response: Response): Promise<SignedIn> {
  const { user } = (await response.json()) as { user: { id: string } };
  return { userId: user.id, cookies: response.headers.getSetCookie() };
}

export class AuthService {
  constructor(
    private readonly auth: Auth,
    private readonly throttle: AttemptThrottle,
    private readonly signUps: SignUpSettings,
  ) {}

  async register(input: SignUpInput, headers: Headers, ip: string): Promise<SignedIn> {
    const attempt = await this.throttle.reserve(signUpLimits(ip, this.signUps));
    if (!attempt) throw tooManyRequests(authMessages.tooManyAttempts);
    const response = await withdrawnIfBusy(attempt, () =>
      asNewPassword({ address: ip, account: input.email }, () =>
        this.auth.api.signUpEmail({
          body: { email: input.email, password: input.password, name: "" },
          headers,
          asResponse: true,
        }),
      ),
    );
    if (response.ok) {
      await attempt.succeeded();
      return signedIn(response);
    }
    await attempt.failed();
    const { code, message } = await errorOf(response);
    if (code?.startsWith("USER_ALREADY_EXISTS"))
      throw conflict(authMessages.emailTaken, "EMAIL_TAKEN");
    if (response.status >= 500) throw new Error(`sign-up failed: ${response.status} ${code}`);
    throw badRequest(message ?? authMessages.signUpFailed, undefined, code ?? "SIGN_UP_FAILED");
  }

  /** A wrong password and an unknown email get the same answer. */
  async login(input: SignInInput, headers: Headers, ip: string): Promise<SignedIn> {
    const attempt = await this.throttle.reserve(signInLimits(input.email, ip));
    if (!attempt) throw tooManyRequests(authMessages.tooManyAttempts);
    const response = await withdrawnIfBusy(attempt, () =>
      asSignIn({ address: ip, account: input.email }, () =>
        this.auth.api.signInEmail({
          body: { email: input.email, password: input.password },
          headers,
          asResponse: true,
        }),
      ),
    );
    if (response.ok) {
      await attempt.succeeded();
      return signedIn(response);
    }
    if (response.status === 401 || response.status === 400) {
      throw new AppError(401, "INVALID_CREDENTIALS", authMessages.invalidCredentials);
    }
    const { code } = await errorOf(response);
    throw new Error(`sign-in failed: ${response.status} ${code}`);
  }

  /**
   * A new password; every other session of the user ends, and this one gets a new id.
   * Returns the new session's cookies. The caller throttles it as a sign-in.
   */
  async changePassword(
    input: ChangePasswordInput,
    headers: Headers,
    client: HashingClient,
  ): Promise<string[]> {
    const response = await asSignIn(client, () =>
      this.auth.api.changePassword({
        body: { ...input, revokeOtherSessions: true },
        headers,
        asResponse: true,
      }),
    );
    if (response.ok) return response.headers.getSetCookie();
    const { code } = await errorOf(response);
    if (code === "INVALID_PASSWORD") {
      throw badRequest(accountMessages.currentPasswordWrong, {
        currentPassword: accountMessages.currentPasswordWrong,
      });
    }
    throw new Error(`change-password failed: ${response.status} ${code}`);
  }

  /** Ends the session on the server; returns the cookies that clear it in the browser. */
  async logout(headers: Headers): Promise<string[]> {
    const response = await this.auth.api.signOut({ headers, asResponse: true });
    return response.headers.getSetCookie();
  }
}
