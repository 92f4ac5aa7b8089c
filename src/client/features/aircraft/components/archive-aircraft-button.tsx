import { Archive } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../lib/toast";
import { aircraftTexts as texts } from "../aircraft.texts";
import { useArchiveAircraft } from "../api/archive-aircraft";

/** 'Archive Aircraft', asked first because it cannot be undone. */
export function ArchiveAircraftButton({ aircraftId }: { aircraftId: string }) {
  const [confirming, setConfirming] = useState(false);
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
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <Archive aria-hidden="true" className="size-4" />
        {texts.archiveAircraft}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.archiveAircraft}
        question={texts.archiveQuestion}
        confirmLabel={texts.archiveAircraft}
        pendingLabel={texts.archiving}
        cancelLabel={texts.cancel}
        isPending={archive.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
