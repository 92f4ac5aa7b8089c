import type { BookingStatistics } from "../../../../shared/bookings/booking.types";
import { bookingTexts as texts } from "../bookings.texts";

interface StatisticsChartProps {
  rows: BookingStatistics["perAircraft"];
  format: (value: number) => string;
}

const cell = "px-3 py-2 align-middle";

/**
 * Bookings per aircraft as a bar chart that is also a table: the bars are drawn beside the
 * numbers, so screen readers get the same facts as text.
 */
export function StatisticsChart({ rows, format }: StatisticsChartProps) {
  if (rows.length === 0) {
    return <p className="text-slate-700 dark:text-slate-300">{texts.noStatistics}</p>;
  }
  const most = Math.max(...rows.map((row) => row.count), 1);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium text-slate-800 dark:text-slate-200">
          {texts.perAircraftCaption}
        </caption>
        <thead className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
          <tr>
            <th scope="col" className={cell}>
              {texts.aircraftColumn}
            </th>
            <th scope="col" className={`${cell} w-full`}>
              {texts.bookingsColumn}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {texts.hoursColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.aircraftId}>
              <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
                {row.registration}
              </th>
              <td className={cell}>
                <div className="flex items-center gap-3">
                  <div aria-hidden="true" className="h-4 min-w-12 flex-1">
                    <div
                      className="h-full min-w-1 rounded-sm bg-sky-600 dark:bg-sky-500"
                      style={{ width: `${(row.count / most) * 100}%` }}
                    />
                  </div>
                  <span className="w-10 text-right tabular-nums">{row.count}</span>
                </div>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{format(row.hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
