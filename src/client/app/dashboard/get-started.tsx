import { Link } from "react-router";
import type { Organization } from "../../../shared/organizations/organization.types";
import { buttonClasses } from "../../components/ui/button";
import { useAircraftList } from "../../features/aircraft/api/get-aircraft-list";
import { GetStartedPanel } from "../../features/dashboard/components/get-started-panel";
import { dashboardTexts } from "../../features/dashboard/dashboard.texts";
import { allStepsDone, getStartedSteps } from "../../features/dashboard/get-started";
import { useMembers } from "../../features/members/api/get-members";

const texts = dashboardTexts.getStarted;
const link = (to: string, label: string) => (
  <Link to={to} className={buttonClasses("secondary")}>
    {label}
  </Link>
);

/**
 * An administrator's 'Get started' (decision 0043), from the aircraft and members the dashboard
 * reads anyway: nothing shows until both are known, so that a club already set up never sees it
 * flash by, and nothing once every step is done.
 */
export function GetStarted({ organization }: { organization: Organization }) {
  const aircraft = useAircraftList();
  const members = useMembers();
  if (!aircraft.data || !members.data) return null;
  const steps = getStartedSteps({
    aircraftCount: aircraft.data.length,
    memberCount: members.data.length,
    timeZoneAndCurrencyConfirmed: organization.settings.timeZoneAndCurrencyConfirmed === true,
  });
  if (allStepsDone(steps)) return null;
  return (
    <GetStartedPanel
      steps={steps}
      timeZone={organization.settings.timezone}
      currency={organization.settings.currency}
      actions={{
        aircraft: link("/aircrafts", texts.goToAircraft),
        zoneAndCurrency: link("/settings", texts.goToSettings),
        members: link("/members", texts.goToMembers),
      }}
    />
  );
}
