import { Wrench } from "lucide-react";
import { Link } from "react-router";
import { displayedStatus } from "../../../../shared/aircraft/fleet";
import { linkClasses } from "../../../components/ui/link-classes";
import { Panel } from "../../../components/ui/panel";
import { LoadingMessage } from "../../../components/ui/spinner";
import { aircraftMessages, aircraftTexts as texts } from "../aircraft.texts";
import { useAircraftList } from "../api/get-aircraft-list";

const calmClasses = "text-slate-700 dark:text-slate-300";

/** The dashboard's 'Alerts' for admins: the aircraft under maintenance. */
export function MaintenanceAlertsPanel() {
  const list = useAircraftList();
  const underMaintenance = (list.data ?? []).filter(
    (aircraft) => displayedStatus(aircraft) === "maintenance",
  );

  return (
    <Panel title={texts.alertsTitle}>
      {list.isPending ? (
        <LoadingMessage label={texts.loadingList} className="py-6" />
      ) : list.isError && !list.data ? (
        <p className={calmClasses}>{aircraftMessages.fetchFailed}</p>
      ) : underMaintenance.length === 0 ? (
        <p className={calmClasses}>{texts.noMaintenance}</p>
      ) : (
        <ul className="space-y-2">
          {underMaintenance.map((aircraft) => (
            <li
              key={aircraft.id}
              className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 dark:border-amber-900 dark:bg-amber-950"
            >
              <Wrench
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
              />
              <div>
                <Link to={`/aircrafts/${aircraft.id}`} className={linkClasses}>
                  {`${aircraft.registration} – ${aircraft.model}`}
                </Link>
                <p className="text-sm text-amber-900 dark:text-amber-100">
                  {texts.underMaintenance}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
