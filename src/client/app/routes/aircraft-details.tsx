import { ArrowLeft, Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClasses } from "../../components/ui/button";
import { LoadingMessage } from "../../components/ui/spinner";
import { aircraftMessages, aircraftTexts } from "../../features/aircraft/aircraft.texts";
import { useAircraft } from "../../features/aircraft/api/get-aircraft";
import { AircraftDetails } from "../../features/aircraft/components/aircraft-details";
import { AircraftFormDialog } from "../../features/aircraft/components/aircraft-form-dialog";
import { AircraftStatusCard } from "../../features/aircraft/components/aircraft-status-card";
import { ArchiveAircraftButton } from "../../features/aircraft/components/archive-aircraft-button";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { isApiError } from "../../lib/api-client";

const headingClasses = "text-2xl font-semibold tracking-tight sm:text-3xl";

/** 'Aircraft not found' (also for another organization's aircraft), or a failed fetch. */
function Unavailable({ title, message }: { title: string; message?: string }) {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <h1 className={headingClasses}>{title}</h1>
      {message && (
        <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
          {message}
        </p>
      )}
      <Link to="/aircrafts" className={buttonClasses("primary", "mt-6")}>
        {aircraftTexts.backToAircraft}
      </Link>
    </div>
  );
}

export function AircraftDetailsRoute() {
  const { id = "" } = useParams();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === "admin";
  const query = useAircraft(id);
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState(false);

  // Opened directly (no history inside the app): Back goes to the list.
  const goBack = () => (location.key === "default" ? navigate("/aircrafts") : navigate(-1));

  if (query.isPending) {
    return <LoadingMessage label={aircraftTexts.loadingOne} className="py-16" />;
  }
  if (query.isError) {
    return isApiError(query.error, 404) ? (
      <Unavailable title={aircraftTexts.notFound} />
    ) : (
      <Unavailable title={aircraftTexts.listTitle} message={aircraftMessages.fetchFailed} />
    );
  }

  const aircraft = query.data;
  // An archived aircraft cannot be changed any more (the server refuses), so neither action shows.
  const canChange = isAdmin && !aircraft.isArchived;
  return (
    <>
      <Button variant="ghost" onClick={goBack} className="-ml-3 mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {aircraftTexts.back}
      </Button>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className={headingClasses}>{aircraft.registration}</h1>
          {aircraft.isArchived && <Badge>{aircraftTexts.archived}</Badge>}
        </div>
        {canChange && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {aircraftTexts.editAircraft}
            </Button>
            <ArchiveAircraftButton aircraftId={aircraft.id} />
          </div>
        )}
      </div>
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
