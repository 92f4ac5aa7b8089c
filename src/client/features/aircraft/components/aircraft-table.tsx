import { Link } from "react-router";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { Badge } from "../../../components/ui/badge";
import { aircraftTexts as texts } from "../aircraft.texts";
import { HourlyRate } from "./hourly-rate";

const cellClasses = "px-3 py-3 align-top sm:px-4";
/** On phones, year and category move under the aircraft's name instead of their own columns. */
const wideOnly = "hidden sm:table-cell";

/**
 * One row per aircraft. The registration is a real link whose hit area is stretched over the
 * whole row, so the row is clickable and the link is what keyboards and screen readers reach.
 */
export function AircraftTable({ aircraft }: { aircraft: readonly Aircraft[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
          <tr>
            <th scope="col" className={cellClasses}>
              {texts.columns.registration}
            </th>
            <th scope="col" className={cellClasses}>
              {texts.columns.aircraft}
            </th>
            <th scope="col" className={`${cellClasses} ${wideOnly}`}>
              {texts.columns.year}
            </th>
            <th scope="col" className={`${cellClasses} ${wideOnly}`}>
              {texts.columns.category}
            </th>
            <th scope="col" className={`${cellClasses} text-right`}>
              {texts.columns.rate}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {aircraft.map((item) => (
            <tr
              key={item.id}
              className="relative text-slate-800 hover:bg-sky-50 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <td className={cellClasses}>
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/aircrafts/${item.id}`}
                    className="font-semibold text-sky-800 after:absolute after:inset-0 after:rounded-sm focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-sky-600 dark:text-sky-300"
                  >
                    {item.registration}
                  </Link>
                  {item.isArchived && <Badge>{texts.archived}</Badge>}
                </div>
              </td>
              <td className={cellClasses}>
                {`${item.manufacturer} ${item.model}`}
                <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                  {`${item.year} · ${item.category}`}
                </span>
              </td>
              <td className={`${cellClasses} ${wideOnly}`}>{item.year}</td>
              <td className={`${cellClasses} ${wideOnly}`}>{item.category}</td>
              <td className={`${cellClasses} text-right whitespace-nowrap`}>
                <HourlyRate rate={item.hourlyRate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
