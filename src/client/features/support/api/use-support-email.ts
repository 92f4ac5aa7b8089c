import { useQuery } from "@tanstack/react-query";
import { isOnboardingComplete } from "../../../../shared/onboarding/onboarding-step";
import { useCurrentUser } from "../../auth/api/get-current-user";
import { currentOrganizationQueryOptions } from "../../organizations/api/get-current-organization";
import { useInstallation } from "../../portability/api/get-installation";

/**
 * Whom people write to about this installation: its SUPPORT_EMAIL, else the contact of the
 * member's organization; null while neither is known (docs/rules/app.md). Never a vendor's.
 */
export function useSupportEmail(): string | null {
  const installation = useInstallation();
  const { user } = useCurrentUser();
  const member = user !== null && isOnboardingComplete(user);
  const organization = useQuery({
    ...currentOrganizationQueryOptions,
    // Asked only when the installation names nobody, and only of a member (403 before).
    enabled: member && installation.isSuccess && installation.data.supportEmail === null,
  });
  return installation.data?.supportEmail ?? organization.data?.contact.email ?? null;
}
