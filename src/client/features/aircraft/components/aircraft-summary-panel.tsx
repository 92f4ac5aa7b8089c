import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { type FleetSummary, summarizeFleet } from "../../../../shared/aircraft/fleet";
import { Button, buttonClasses } from "../../../components/ui/button";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { Panel } from "../../../components/ui/panel";
import { LoadingMessage } from "../../../components/ui/spinner";
import { aircraftMessages, aircraftTexts as texts } from "../aircraft.texts";
import { useAircraftList } from "../api/get-aircraft-list";

const AircraftFormDialog = lazyDialog(
  () => import("./aircraft-form-dialog").then((m) => m.AircraftFormDialog),
  (props) => props.open,
);

const counts: ReadonlyArray<keyof FleetSummary> = [
  "total",
  "available",
  "maintenance",
  "booked",
  "archived",
];

/** The dashboard's fleet counts for admins, with the way to the list and to a new aircraft. */
export function AircraftSummaryPanel({ baseAirportICAO }: { baseAirportICAO?: string }) {
  const list = useAircraftList();
  const [adding, setAdding] = useState(false);
  const summary = summarizeFleet(list.data ?? []);

  return (
    <Panel
      title={texts.summaryTitle}
      actions={
        <>
          <Link to="/aircrafts" className={buttonClasses("secondary")}>
            {texts.showAll}
          </Link>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {texts.addAircraft}
          </Button>
        </>
      }
    >
      {list.isPending ? (
        <LoadingMessage label={texts.loadingList} className="py-6" />
      ) : list.isError && !list.data ? (
        <p className="text-slate-700 dark:text-slate-300">{aircraftMessages.fetchFailed}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {counts.map((key) => (
            <div key={key} className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{texts.summary[key]}</dt>
              <dd className="text-2xl font-semibold text-slate-900 dark:text-slate-50">
                {summary[key]}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <AircraftFormDialog
        open={adding}
        onOpenChange={setAdding}
        baseAirportICAO={baseAirportICAO}
      />
    </Panel>
  );
}
