import {
  EXPORT_VERSION,
  exportHeaderSchema,
  portabilityMessages,
} from "../../../shared/portability/organization-export";

export type ExportFileReading = { ok: true; file: unknown } | { ok: false; message: string };

/**
 * The chosen file's text as the import sends it: parsed JSON. A file that is not JSON, or whose
 * header does not name a Hangar export, or names a newer version, is refused here with the
 * server's own message, so a wrong file of many megabytes is not uploaded for nothing. The rest
 * of the file is the server's to judge.
 */
export function readExportFile(text: string): ExportFileReading {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, message: portabilityMessages.notAnExport };
  }
  const header = exportHeaderSchema.safeParse(file);
  if (!header.success) return { ok: false, message: portabilityMessages.notAnExport };
  if (header.data.version > EXPORT_VERSION) {
    return { ok: false, message: portabilityMessages.newerVersion };
  }
  return { ok: true, file };
}

/**
 * The file name a `Content-Disposition` header gives, or null. `filename*` (RFC 5987, UTF-8)
 * wins over the plain `filename`; any path is cut off, since the name is used to save a file.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, "$1");
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}
