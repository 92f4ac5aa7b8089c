import type { QueryClient } from "@tanstack/react-query";
import type { Organization } from "../../shared/organizations/organization.types";
import type { CurrentUser } from "../../shared/profile/user.types";

/** Cache keys several features read or update; kept here so features need not import each other. */
export const queryKeys = {
  me: ["me"] as const,
  currentOrganization: ["organizations", "current"] as const,
  /** The organization's fleet; bookings read it too. */
  aircraftList: ["aircraft", "list"] as const,
  aircraftDetail: (id: string) => ["aircraft", "detail", id] as const,
};

/** `null` means signed out. */
export function setCachedUser(client: QueryClient, user: CurrentUser | null): void {
  client.setQueryData<CurrentUser | null>(queryKeys.me, user);
}

export function setCachedOrganization(client: QueryClient, organization: Organization): void {
  client.setQueryData<Organization>(queryKeys.currentOrganization, organization);
}
