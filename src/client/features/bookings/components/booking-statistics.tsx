import { ChevronDown } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useId, useState } from "react";
import { bookingMessages } from "../../../../shared/bookings/booking.constants";
import { InputField } from "../../../components/ui/input-field";
import { LoadingMessage } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useToday } from "../../../lib/use-today";
import { useTimeZone } from "../../../lib/viewer-time";
import { useBookingStatistics } from "../api/get-booking-statistics";
import { bookingTexts as texts } from "../bookings.texts";
import { defaultStatisticsDates, statisticsRange } from "../statistics-range";
import { aircraftChartRows, instructorChartRows } from "../statistics-rows";
import { StatisticsChart } from "./statistics-chart";

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/**
 * Admins: the bookings of a date range, counted and charted per aircraft, and the hours of each
 * instructor. Folded at first.
 */
export function BookingStatistics() {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const today = useToday();
  const timeZone = useTimeZone();
  const [dates, setDates] = useState(() => defaultStatisticsDates(today, timeZone));
  const range = statisticsRange(dates.from, dates.to, timeZone);
  const statistics = useBookingStatistics(open ? range : null);

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          <Collapsible.Trigger className="flex w-full items-center justify-between gap-2 rounded-xl px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-sky-600">
            {texts.statistics}
            <ChevronDown
              aria-hidden="true"
              className={cn("size-5 transition-transform", open && "rotate-180")}
            />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content className="space-y-5 px-5 pb-5">
          <div className="grid gap-4 sm:max-w-md sm:grid-cols-2">
            <InputField
              label={texts.fromLabel}
              type="date"
              value={dates.from}
              max={dates.to || undefined}
              onChange={(event) => setDates({ ...dates, from: event.target.value })}
            />
            <InputField
              label={texts.toLabel}
              type="date"
              value={dates.to}
              min={dates.from || undefined}
              onChange={(event) => setDates({ ...dates, to: event.target.value })}
            />
          </div>
          {!range ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {bookingMessages.invalidRange}
            </p>
          ) : statistics.isPending ? (
            <LoadingMessage label={texts.loadingList} className="py-6" />
          ) : statistics.isError && !statistics.data ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {texts.error(errorMessage(statistics.error, bookingMessages.fetchFailed))}
            </p>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
                <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
                  <dt className="text-sm text-slate-700 dark:text-slate-300">
                    {texts.totalBookings}
                  </dt>
                  <dd className="text-2xl font-semibold">{statistics.data.totalBookings}</dd>
                </div>
                <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
                  <dt className="text-sm text-slate-700 dark:text-slate-300">{texts.totalHours}</dt>
                  <dd className="text-2xl font-semibold">
                    {numberFormat.format(statistics.data.totalHours)}
                  </dd>
                </div>
              </dl>
              {statistics.data.perAircraft.length === 0 ? (
                <p className="text-slate-700 dark:text-slate-300">{texts.noStatistics}</p>
              ) : (
                <StatisticsChart
                  rows={aircraftChartRows(statistics.data.perAircraft)}
                  caption={texts.perAircraftCaption}
                  columns={[texts.aircraftColumn, texts.bookingsColumn, texts.hoursColumn]}
                  format={{ bar: String, other: numberFormat.format }}
                />
              )}
              {/* Only a range with lessons has instructors' hours to show. */}
              {statistics.data.perInstructor.length > 0 && (
                <StatisticsChart
                  rows={instructorChartRows(statistics.data.perInstructor)}
                  caption={texts.perInstructorCaption}
                  columns={[texts.instructorColumn, texts.hoursColumn, texts.bookingsColumn]}
                  format={{ bar: numberFormat.format, other: String }}
                />
              )}
            </>
          )}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
