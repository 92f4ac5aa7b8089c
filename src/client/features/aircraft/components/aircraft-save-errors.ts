import { aircraftMessages } from "../../../../shared/aircraft/aircraft.constants";
import { isApiError } from "../../../lib/api-client";
import { aircraftTexts as texts } from "../aircraft.texts";

/** The registration is taken in this organization (409); its message belongs on the field. */
export function isDuplicateRegistration(error: unknown): boolean {
  return isApiError(error, 409) && error.message === aircraftMessages.duplicateRegistration;
}

/**
 * The server's own explanation of a refused save, when it has one worth reading here: not for
 * field errors (shown on the fields), not for failures of the server or the network.
 */
function serverExplanation(error: unknown): string | null {
  if (!isApiError(error) || !error.fromServer || isDuplicateRegistration(error)) return null;
  return error.status > 400 && error.status < 500 ? error.message : null;
}

/** Adding: 'Failed to add aircraft.' and the server's reason, if any (docs/rules/aircraft.md). */
export function addFailure(error: unknown): string {
  const reason = serverExplanation(error);
  return reason ? `${texts.addFailed} ${reason}` : texts.addFailed;
}

/** Editing: the server's reason (e.g. the aircraft is archived), else 'Failed to update aircraft'. */
export function updateFailure(error: unknown): string {
  return serverExplanation(error) ?? aircraftMessages.updateFailed;
}
