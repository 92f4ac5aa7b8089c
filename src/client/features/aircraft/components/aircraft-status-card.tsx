import type { AircraftStatus } from "../../../../shared/aircraft/aircraft.constants";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { displayedStatus } from "../../../../shared/aircraft/fleet";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Panel } from "../../../components/ui/panel";
import {
  aircraftStatusLabels,
  aircraftStatusTexts,
  aircraftTexts as texts,
} from "../aircraft.texts";

const tones: Record<AircraftStatus, BadgeTone> = {
  available: "success",
  maintenance: "warning",
  booked: "info",
  archived: "neutral",
};

export function AircraftStatusCard({ aircraft }: { aircraft: Aircraft }) {
  const status = displayedStatus(aircraft);
  return (
    <Panel title={texts.currentStatus}>
      <Badge tone={tones[status]}>{aircraftStatusLabels[status]}</Badge>
      <p className="mt-3 text-slate-800 dark:text-slate-200">{aircraftStatusTexts[status]}</p>
    </Panel>
  );
}
