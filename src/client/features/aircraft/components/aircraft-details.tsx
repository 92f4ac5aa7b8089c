import type { ReactNode } from "react";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { Panel } from "../../../components/ui/panel";
import { formatTimestamp } from "../../../lib/date-format";
import { useCurrency } from "../../../lib/money";
import { useTimeZone } from "../../../lib/viewer-time";
import { aircraftTypeLabels, formatHourlyRate, aircraftTexts as texts } from "../aircraft.texts";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Details({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>;
}

/** The aircraft's sections: Basic Information, Technical Specifications, Avionics, Organization Details. */
export function AircraftDetails({ aircraft }: { aircraft: Aircraft }) {
  const timeZone = useTimeZone();
  const currency = useCurrency();
  return (
    <div className="space-y-6">
      <Panel title={texts.basicInformation}>
        <Details>
          <Detail label={texts.registrationLabel}>{aircraft.registration}</Detail>
          <Detail label={texts.manufacturerLabel}>{aircraft.manufacturer}</Detail>
          <Detail label={texts.modelLabel}>{aircraft.model}</Detail>
          <Detail label={texts.yearLabel}>{aircraft.year}</Detail>
          <Detail label={texts.typeLabel}>{aircraftTypeLabels[aircraft.type]}</Detail>
        </Details>
      </Panel>
      <Panel title={texts.technicalSpecifications}>
        <Details>
          <Detail label={texts.categoryLabel}>{aircraft.category}</Detail>
          <Detail label={texts.fuelTypeLabel}>{aircraft.fuelType}</Detail>
          <Detail label={texts.hourlyRateLabel}>
            {formatHourlyRate(aircraft.hourlyRate, currency) ?? texts.notProvided}
          </Detail>
          <Detail label={texts.colorLabel}>
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-5 rounded border border-slate-300 dark:border-slate-600"
                style={{ backgroundColor: aircraft.color }}
              />
              <span className="font-mono text-sm">{aircraft.color}</span>
            </span>
          </Detail>
        </Details>
      </Panel>
      <Panel title={texts.avionics}>
        {aircraft.avionics.length > 0 ? (
          <ul className="list-inside list-disc space-y-1 text-slate-900 dark:text-slate-100">
            {aircraft.avionics.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">{texts.notProvided}</p>
        )}
      </Panel>
      <Panel title={texts.organizationDetails}>
        <Details>
          <Detail label={texts.baseAirportLabel}>
            {aircraft.baseAirportICAO || texts.notProvided}
          </Detail>
          <Detail label={texts.bookingEnabledLabel}>
            {aircraft.bookingEnabled ? texts.yes : texts.no}
          </Detail>
          <Detail label={texts.createdLabel}>
            {formatTimestamp(aircraft.createdAt, timeZone) ?? texts.unknown}
          </Detail>
          <Detail label={texts.updatedLabel}>
            {formatTimestamp(aircraft.updatedAt, timeZone) ?? texts.unknown}
          </Detail>
        </Details>
      </Panel>
    </div>
  );
}
