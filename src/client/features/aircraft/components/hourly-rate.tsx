import { formatHourlyRate, aircraftTexts as texts } from "../aircraft.texts";

/** '$165.50/hr', or a dash that screen readers read as 'Not provided'. */
export function HourlyRate({ rate }: { rate: number | null }) {
  const formatted = formatHourlyRate(rate);
  if (formatted) return <>{formatted}</>;
  return (
    <>
      <span aria-hidden="true">{texts.noRate}</span>
      <span className="sr-only">{texts.notProvided}</span>
    </>
  );
}
