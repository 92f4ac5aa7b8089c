import { Pencil } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { DetailHeader, type DetailList, DetailUnavailable } from "../../components/detail-page";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { LoadingMessage } from "../../components/ui/spinner";
import { aircraftMessages, aircraftTexts } from "../../features/aircraft/aircraft.texts";
import { useAircraft } from "../../features/aircraft/api/get-aircraft";
import { AircraftDetails } from "../../features/aircraft/components/aircraft-details";
import { AircraftFormDialog } from "../../features/aircraft/components/aircraft-form-dialog";
import { AircraftStatusCard } from "../../features/aircraft/components/aircraft-status-card";
import { ArchiveAircraftButton } from "../../features/aircraft/components/archive-aircraft-button";
import { useCurrentUser } from "../../features/auth/api/get-current-user";

const list: DetailList = {
  path: "/aircrafts",
  backLabel: aircraftTexts.back,
  listLabel: aircraftTexts.backToAircraft,
};

export function AircraftDetailsRoute() {
  const { id = "" } = useParams();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === "admin";
  const query = useAircraft(id);
  const [editing, setEditing] = useState(false);

  if (query.isPending) {
    return <LoadingMessage label={aircraftTexts.loadingOne} className="py-16" />;
  }
  if (query.isError) {
    return (
      <DetailUnavailable
        error={query.error}
        notFoundTitle={aircraftTexts.notFound}
        failed={{ title: aircraftTexts.listTitle, message: aircraftMessages.fetchFailed }}
        list={list}
      />
    );
  }

  const aircraft = query.data;
  // An archived aircraft cannot be changed any more (the server refuses), so neither action shows.
  const canChange = isAdmin && !aircraft.isArchived;
  return (
    <>
      <DetailHeader
        list={list}
        title={aircraft.registration}
        badge={aircraft.isArchived && <Badge>{aircraftTexts.archived}</Badge>}
        actions={
          canChange && (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {aircraftTexts.editAircraft}
              </Button>
              <ArchiveAircraftButton aircraftId={aircraft.id} />
            </div>
          )
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <AircraftDetails aircraft={aircraft} />
        <div className="lg:sticky lg:top-20">
          <AircraftStatusCard aircraft={aircraft} />
        </div>
      </div>
      {canChange && (
        <AircraftFormDialog open={editing} onOpenChange={setEditing} aircraft={aircraft} />
      )}
    </>
  );
}
