import { normalizeJoinCode } from "../../../shared/organizations/organization.schemas";

/** The search parameter of an invitation link that carries the code. */
export const INVITATION_CODE_PARAM = "code";

/** Sign-up with the code filled in: what an admin sends instead of the bare code. */
export const invitationLinkPath = (code: string) =>
  `/register?${new URLSearchParams({ [INVITATION_CODE_PARAM]: code })}`;

/** The onboarding's join step with the code filled in (after sign-up, or when signed in). */
export const joinStepPath = (code: string) =>
  `/onboarding?${new URLSearchParams({ step: "join", [INVITATION_CODE_PARAM]: code })}`;

/** The code a link carries, as joining compares it; empty when none. */
export const invitationCodeOf = (params: URLSearchParams) =>
  normalizeJoinCode(params.get(INVITATION_CODE_PARAM) ?? "").slice(0, 64);
