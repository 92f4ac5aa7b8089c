import { useState } from "react";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { AvailabilityPanel } from "../../features/instructors/components/availability-panel";
import { availabilityTexts } from "../../features/instructors/instructors.texts";
import { useCurrentOrganization } from "../../features/organizations/api/get-current-organization";
import { BackupPanel } from "../../features/portability/components/backup-panel";
import { AccountSection } from "../../features/settings/components/account-section";
import {
  AppearanceSection,
  type Theme,
} from "../../features/settings/components/appearance-section";
import { OrganizationSection } from "../../features/settings/components/organization-section";
import { ProfileSection } from "../../features/settings/components/profile-section";
import { settingsTexts } from "../../features/settings/settings.texts";
import { readStoredTheme, storeTheme } from "../theme";

export function SettingsRoute() {
  const { user } = useCurrentUser();
  const organization = useCurrentOrganization({ enabled: Boolean(user?.orgId) });
  const isAdmin = user?.role === "admin";
  const [theme, setTheme] = useState<Theme>(readStoredTheme);

  const changeTheme = (next: Theme) => {
    storeTheme(next);
    setTheme(next);
  };

  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight sm:text-3xl">
        {settingsTexts.title}
      </h1>
      <div className="max-w-4xl space-y-6">
        {user && <ProfileSection user={user} />}
        {/* Instructors only: the hours and time off they teach by. */}
        {user?.isInstructor && (
          <AvailabilityPanel key={user.uid} userId={user.uid} title={availabilityTexts.myTitle} />
        )}
        <OrganizationSection
          organization={organization.data}
          isLoading={organization.isPending}
          isAdmin={isAdmin}
        />
        {isAdmin && <BackupPanel />}
        <AppearanceSection theme={theme} onThemeChange={changeTheme} />
        {user && <AccountSection />}
      </div>
    </>
  );
}
