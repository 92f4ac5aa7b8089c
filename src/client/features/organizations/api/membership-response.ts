import type { QueryClient } from "@tanstack/react-query";
import type { Organization } from "../../../../shared/organizations/organization.types";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { setCachedOrganization, setCachedUser } from "../../../lib/query-keys";

/** What creating or joining an organization answers. */
export interface MembershipResponse {
  organization: Organization;
  user: CurrentUser;
}

/** The answer carries the updated user, so the onboarding step moves on without another fetch. */
export function cacheMembership(
  client: QueryClient,
  { organization, user }: MembershipResponse,
): void {
  setCachedOrganization(client, organization);
  setCachedUser(client, user);
}
