import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { LoadingMessage } from "../../../components/ui/spinner";
import { useTimeZone, useTimeZoneKnown } from "../../../lib/viewer-time";
import { useAvailability } from "../api/availability";
import { availabilityTexts as texts } from "../instructors.texts";
import { TimeOffEditor } from "./time-off-editor";
import { WeeklyHoursEditor } from "./weekly-hours-editor";

interface AvailabilityPanelProps {
  /** The instructor whose availability this is. */
  userId: string;
  /** 'My Availability' in Settings, 'Availability' on a member's page. */
  title: string;
}

/**
 * An instructor's weekly hours and time off, on the organization's clock
 * (docs/rules/instructors.md): for the instructor in Settings, for administrators on the
 * member's page.
 */
export function AvailabilityPanel({ userId, title }: AvailabilityPanelProps) {
  const query = useAvailability(userId);
  const timeZone = useTimeZone();
  // Times are read and written on the organization's clock: wait for it.
  const zoneKnown = useTimeZoneKnown();

  const content = () => {
    if (query.isPending || !zoneKnown) {
      return <LoadingMessage label={texts.loading} className="py-8" />;
    }
    if (query.isError && !query.data) {
      return (
        <div role="alert" className="py-6 text-center text-sm text-slate-700 dark:text-slate-300">
          <p>{texts.fetchFailed}</p>
          <Button variant="secondary" className="mt-4" onClick={() => query.refetch()}>
            {texts.tryAgain}
          </Button>
        </div>
      );
    }
    return (
      <div className="space-y-8">
        <p className="text-sm text-slate-600 dark:text-slate-400">{texts.timesIn(timeZone)}</p>
        <WeeklyHoursEditor key={userId} userId={userId} hours={query.data.hours} />
        <TimeOffEditor userId={userId} timeOff={query.data.timeOff} />
      </div>
    );
  };

  return <Panel title={title}>{content()}</Panel>;
}
