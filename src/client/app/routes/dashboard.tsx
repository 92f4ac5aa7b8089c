import { LoadingMessage } from "../../components/ui/spinner";
import { AircraftSummaryPanel } from "../../features/aircraft/components/aircraft-summary-panel";
import { MaintenanceAlertsPanel } from "../../features/aircraft/components/maintenance-alerts-panel";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { LessonsPanel } from "../../features/bookings/components/lessons-panel";
import { TodaysBookingsPanel } from "../../features/bookings/components/todays-bookings-panel";
import { UpcomingBookingsPanel } from "../../features/bookings/components/upcoming-bookings-panel";
import { DashboardColumns } from "../../features/dashboard/components/dashboard-columns";
import { DashboardGreeting } from "../../features/dashboard/components/dashboard-greeting";
import { dashboardTexts } from "../../features/dashboard/dashboard.texts";
import { useCurrentOrganization } from "../../features/organizations/api/get-current-organization";
import { WeatherCard } from "../../features/weather/components/weather-card";
import { appTexts } from "../app.texts";
import { GetStarted } from "../dashboard/get-started";
import { OrganizationOverview } from "../dashboard/organization-overview";

export function DashboardRoute() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const organization = useCurrentOrganization({ enabled: Boolean(user?.orgId) });

  if (userLoading || (user?.orgId && organization.isPending)) {
    return <LoadingMessage label={dashboardTexts.loading} className="py-16" />;
  }
  if (!user?.role || !organization.data) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-semibold tracking-tight sm:text-3xl">
          {appTexts.nav.dashboard}
        </h1>
        <p
          role="alert"
          className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {dashboardTexts.loadFailed}
        </p>
      </>
    );
  }
  // Members get none of the admin panels, and their data is not even asked for.
  const isAdmin = user.role === "admin";
  // The weather card shows only when the base airport has an ICAO code (docs/rules/weather.md).
  const weatherIcao = organization.data.baseAirport.icaoCode;
  return (
    <>
      <DashboardGreeting
        firstName={user.firstName}
        role={user.role}
        organizationName={organization.data.name}
      />
      {isAdmin && <GetStarted organization={organization.data} />}
      <DashboardColumns
        left={
          <>
            <UpcomingBookingsPanel currentUser={user} />
            {/* Only instructors teach: nobody else's lessons are asked for. */}
            {user.isInstructor && <LessonsPanel />}
            {isAdmin && <TodaysBookingsPanel currentUser={user} />}
            {isAdmin && (
              <AircraftSummaryPanel baseAirportICAO={organization.data.baseAirport.icaoCode} />
            )}
          </>
        }
        right={
          <>
            {weatherIcao && <WeatherCard icao={weatherIcao} />}
            {isAdmin && <MaintenanceAlertsPanel />}
            {isAdmin && <OrganizationOverview joinCode={organization.data.joinCode} />}
          </>
        }
      />
    </>
  );
}
