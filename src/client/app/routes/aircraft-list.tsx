import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { aircraftTexts } from "../../features/aircraft/aircraft.texts";
import { AircraftFormDialog } from "../../features/aircraft/components/aircraft-form-dialog";
import { AircraftList } from "../../features/aircraft/components/aircraft-list";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useCurrentOrganization } from "../../features/organizations/api/get-current-organization";

export function AircraftListRoute() {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === "admin";
  const organization = useCurrentOrganization({ enabled: isAdmin });
  const [adding, setAdding] = useState(false);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {aircraftTexts.listTitle}
        </h1>
        {isAdmin && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {aircraftTexts.addAircraft}
          </Button>
        )}
      </div>
      <AircraftList {...(isAdmin ? { onAdd: () => setAdding(true) } : {})} />
      {isAdmin && (
        <AircraftFormDialog
          open={adding}
          onOpenChange={setAdding}
          baseAirportICAO={organization.data?.baseAirport.icaoCode}
        />
      )}
    </>
  );
}
