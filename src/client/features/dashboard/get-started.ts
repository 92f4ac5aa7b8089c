/** What the server knows of a new club's first steps (decision 0043). */
export interface GetStartedFacts {
  aircraftCount: number;
  memberCount: number;
  timeZoneAndCurrencyConfirmed: boolean;
}

export type GetStartedStepId = "aircraft" | "zoneAndCurrency" | "members";

export interface GetStartedStep {
  id: GetStartedStepId;
  done: boolean;
}

/**
 * The 'Get started' steps in their order, each done from the club's own data: an aircraft
 * exists (archived ones too: it was added), the time zone and currency were saved by an
 * administrator, and someone besides the first administrator belongs to the organization.
 */
export function getStartedSteps(facts: GetStartedFacts): GetStartedStep[] {
  return [
    { id: "aircraft", done: facts.aircraftCount > 0 },
    { id: "zoneAndCurrency", done: facts.timeZoneAndCurrencyConfirmed },
    { id: "members", done: facts.memberCount > 1 },
  ];
}

/** The panel shows until every step is done. */
export const allStepsDone = (steps: GetStartedStep[]) => steps.every((step) => step.done);
