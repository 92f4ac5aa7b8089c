import { barPercents, type ChartRow } from "../statistics-rows";

interface StatisticsChartProps {
  rows: readonly ChartRow[];
  /** The table's name, e.g. 'Bookings per aircraft'. */
  caption: string;
  /** The headers: what a row is, the figure its bar draws, the other figure. */
  columns: readonly [string, string, string];
  /** How each figure is written. */
  format: { bar: (value: number) => string; other: (value: number) => string };
}

const cell = "px-3 py-2 align-middle";

/**
 * A bar chart that is also a table: the bars are drawn beside the numbers, so screen readers
 * get the same facts as text.
 */
export function StatisticsChart({ rows, caption, columns, format }: StatisticsChartProps) {
  const percents = barPercents(rows);
  const [nameColumn, barColumn, otherColumn] = columns;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium text-slate-800 dark:text-slate-200">
          {caption}
        </caption>
        <thead className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
          <tr>
            <th scope="col" className={cell}>
              {nameColumn}
            </th>
            <th scope="col" className={`${cell} w-full`}>
              {barColumn}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {otherColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row, index) => (
            <tr key={row.key}>
              <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
                {row.name}
              </th>
              <td className={cell}>
                <div className="flex items-center gap-3">
                  <div aria-hidden="true" className="h-4 min-w-12 flex-1">
                    <div
                      className="h-full min-w-1 rounded-sm bg-sky-600 dark:bg-sky-500"
                      style={{ width: `${percents[index] ?? 0}%` }}
                    />
                  </div>
                  <span className="w-10 text-right tabular-nums">{format.bar(row.bar)}</span>
                </div>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{format.other(row.other)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
