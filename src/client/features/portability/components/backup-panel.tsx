import { Download } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { toast } from "../../../lib/toast";
import { useDownloadExport } from "../api/download-export";
import { portabilityMessages, portabilityTexts } from "../portability.texts";

const texts = portabilityTexts.backup;

/** Settings' 'Backup', for administrators: the organization's data as one file. */
export function BackupPanel() {
  const download = useDownloadExport();

  const onDownload = () =>
    download.mutate(undefined, {
      onError: (error) => {
        console.error("Downloading the organization's data failed", error);
        toast.error(portabilityMessages.exportFailed);
      },
    });

  return (
    <Panel title={texts.title}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600 sm:max-w-md dark:text-slate-400">
          {texts.description}
        </p>
        <Button
          variant="secondary"
          onClick={onDownload}
          disabled={download.isPending}
          className="shrink-0"
        >
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? texts.downloading : texts.download}
        </Button>
      </div>
    </Panel>
  );
}
