import { useState } from "react";
import { matchesAircraftSearch } from "../../../../shared/aircraft/fleet";
import { Button } from "../../../components/ui/button";
import { listMessageClasses, SearchBox } from "../../../components/ui/search-box";
import { LoadingMessage } from "../../../components/ui/spinner";
import { aircraftMessages, aircraftTexts as texts } from "../aircraft.texts";
import { useAircraftList } from "../api/get-aircraft-list";
import { AircraftTable } from "./aircraft-table";

/** The search box and the organization's aircraft that match it. */
export function AircraftList() {
  const [search, setSearch] = useState("");
  const list = useAircraftList();
  const matching = (list.data ?? []).filter((aircraft) => matchesAircraftSearch(aircraft, search));

  return (
    <div className="space-y-4">
      <SearchBox
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={setSearch}
      />
      {list.isPending ? (
        <LoadingMessage label={texts.loadingList} className="py-12" />
      ) : list.isError && !list.data ? (
        <div role="alert" className={listMessageClasses}>
          <p>{aircraftMessages.fetchFailed}</p>
          <Button variant="secondary" className="mt-4" onClick={() => list.refetch()}>
            {texts.tryAgain}
          </Button>
        </div>
      ) : matching.length === 0 ? (
        <p role="status" className={listMessageClasses}>
          {search.trim() ? texts.noMatch : texts.noAircraft}
        </p>
      ) : (
        <AircraftTable aircraft={matching} />
      )}
    </div>
  );
}
