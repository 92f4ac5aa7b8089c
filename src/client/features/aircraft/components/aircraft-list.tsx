import { Search } from "lucide-react";
import { useId, useState } from "react";
import { matchesAircraftSearch } from "../../../../shared/aircraft/fleet";
import { Button } from "../../../components/ui/button";
import { controlClasses } from "../../../components/ui/field";
import { LoadingMessage } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { aircraftMessages, aircraftTexts as texts } from "../aircraft.texts";
import { useAircraftList } from "../api/get-aircraft-list";
import { AircraftTable } from "./aircraft-table";

const messageClasses =
  "rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300";

/** The search box and the organization's aircraft that match it. */
export function AircraftList() {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const list = useAircraftList();
  const matching = (list.data ?? []).filter((aircraft) => matchesAircraftSearch(aircraft, search));

  return (
    <div className="space-y-4">
      <div className="relative max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          {texts.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          className={cn(controlClasses, "pl-9")}
        />
      </div>
      {list.isPending ? (
        <LoadingMessage label={texts.loadingList} className="py-12" />
      ) : list.isError && !list.data ? (
        <div role="alert" className={messageClasses}>
          <p>{aircraftMessages.fetchFailed}</p>
          <Button variant="secondary" className="mt-4" onClick={() => list.refetch()}>
            {texts.tryAgain}
          </Button>
        </div>
      ) : matching.length === 0 ? (
        <p role="status" className={messageClasses}>
          {search.trim() ? texts.noMatch : texts.noAircraft}
        </p>
      ) : (
        <AircraftTable aircraft={matching} />
      )}
    </div>
  );
}
