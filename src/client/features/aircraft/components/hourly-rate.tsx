import { useCurrency } from "../../../lib/money";
import { formatHourlyRate, aircraftTexts as texts } from "../aircraft.texts";

/** '$165.50/hr' in the organization's currency, or a dash read as 'Not provided'. */
export function HourlyRate({ rate }: { rate: number | null }) {
  const formatted = formatHourlyRate(rate, useCurrency());
  if (formatted) return <>{formatted}</>;
  return (
    <>
      <span aria-hidden="true">{texts.noRate}</span>
      <span className="sr-only">{texts.notProvided}</span>
    </>
  );
}
