/** Error codes that the client acts on. */
export const errorCodes = {
  /** The caller is signed in but has no organization or no complete profile yet. */
  onboardingIncomplete: "ONBOARDING_INCOMPLETE",
  invalidInvitationCode: "INVALID_INVITATION_CODE",
  alreadyMember: "ALREADY_MEMBER",
  rateLimited: "RATE_LIMITED",
} as const;

/** The body of every error answer of the API. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { message?: unknown }).message === "string"
  );
}
