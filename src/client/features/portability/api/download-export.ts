import { useMutation } from "@tanstack/react-query";
import { isApiErrorBody } from "../../../../shared/http/api-error";
import { ApiError } from "../../../lib/api-client";
import { fileNameFromDisposition } from "../export-file";
import { saveFile } from "../save-file";

/** When the server names no file (it always should). */
const FALLBACK_FILE_NAME = "hangar-organization.json";

/**
 * The organization's export as a file: fetched with the session's cookie (a plain link would
 * leave no way to show a failure), then saved under the name the server gives.
 */
export async function downloadExport(): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch("/api/organizations/current/export", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch (cause) {
    throw new ApiError({
      status: 0,
      code: "NETWORK_ERROR",
      message: "The server could not be reached",
      fromServer: false,
      cause,
    });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError({
      status: response.status,
      code: isApiErrorBody(body) ? body.error.code : "UNEXPECTED_RESPONSE",
      message: isApiErrorBody(body)
        ? body.error.message
        : `Request failed with status ${response.status}`,
      fromServer: isApiErrorBody(body),
    });
  }
  const fileName = fileNameFromDisposition(response.headers.get("content-disposition"));
  return { blob: await response.blob(), fileName: fileName ?? FALLBACK_FILE_NAME };
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: downloadExport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
