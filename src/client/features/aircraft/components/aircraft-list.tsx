import { useState } from "react";
import { matchesAircraftSearch } from "../../../../shared/aircraft/fleet";
import { Button } from "../../../components/ui/button";
import { ListView } from "../../../components/ui/list-view";
import { NextStep } from "../../../components/ui/next-step";
import { SearchBox } from "../../../components/ui/search-box";
import { aircraftMessages, aircraftTexts as texts } from "../aircraft.texts";
import { useAircraftList } from "../api/get-aircraft-list";
import { AircraftTable } from "./aircraft-table";

/**
 * The search box and the organization's aircraft that match it. An empty list says what to do
 * next: `onAdd` (administrators) is offered when the club has no aircraft yet.
 */
export function AircraftList({ onAdd }: { onAdd?: () => void } = {}) {
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
      <ListView
        query={list}
        texts={{
          loading: texts.loadingList,
          failed: aircraftMessages.fetchFailed,
          tryAgain: texts.tryAgain,
          empty: search.trim() ? texts.noMatch : texts.noAircraft,
        }}
        isEmpty={matching.length === 0}
        emptyNext={
          search.trim() ? (
            <NextStep
              hint={texts.noMatchNext}
              action={
                <Button variant="secondary" onClick={() => setSearch("")}>
                  {texts.clearSearch}
                </Button>
              }
            />
          ) : onAdd ? (
            <NextStep
              hint={texts.noAircraftNextAdmin}
              action={<Button onClick={onAdd}>{texts.addFirstAircraft}</Button>}
            />
          ) : (
            <NextStep hint={texts.noAircraftNextMember} />
          )
        }
      >
        <AircraftTable aircraft={matching} />
      </ListView>
    </div>
  );
}
