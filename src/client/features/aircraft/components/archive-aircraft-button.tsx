import { Archive } from "lucide-react";
import { ConfirmButton } from "../../../components/ui/confirm-button";
import { toast } from "../../../lib/toast";
import { aircraftTexts as texts } from "../aircraft.texts";
import { useArchiveAircraft } from "../api/archive-aircraft";

/** 'Archive Aircraft', asked first because it cannot be undone. */
export function ArchiveAircraftButton({ aircraftId }: { aircraftId: string }) {
  const archive = useArchiveAircraft();

  // Awaited rather than per-call callbacks: once archived, the page hides this button, and the
  // toast must still appear.
  const onConfirm = async () => {
    try {
      await archive.mutateAsync(aircraftId);
      toast.success(texts.archivedSuccess);
    } catch (error) {
      console.error("Archiving the aircraft failed", error);
      toast.error(texts.archiveError);
    }
  };

  return (
    <ConfirmButton
      variant="secondary"
      icon={<Archive aria-hidden="true" className="size-4" />}
      label={texts.archiveAircraft}
      question={texts.archiveQuestion}
      pendingLabel={texts.archiving}
      cancelLabel={texts.cancel}
      onConfirm={onConfirm}
    />
  );
}
