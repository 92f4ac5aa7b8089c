import { describe, expect, it } from "vitest";
import { allStepsDone, getStartedSteps } from "./get-started";

const newClub = { aircraftCount: 0, memberCount: 1, timeZoneAndCurrencyConfirmed: false };
const done = (facts: typeof newClub) =>
  Object.fromEntries(getStartedSteps(facts).map((step) => [step.id, step.done]));

describe("getStartedSteps", () => {
  it("a new club has every step to do, in order", () => {
    expect(getStartedSteps(newClub).map((step) => step.id)).toEqual([
      "aircraft",
      "zoneAndCurrency",
      "members",
    ]);
    expect(done(newClub)).toEqual({ aircraft: false, zoneAndCurrency: false, members: false });
  });

  it("ticks each step from the club's data alone", () => {
    expect(done({ ...newClub, aircraftCount: 1 }).aircraft).toBe(true);
    expect(done({ ...newClub, timeZoneAndCurrencyConfirmed: true }).zoneAndCurrency).toBe(true);
    // The administrator alone is not yet a club: a second member is.
    expect(done({ ...newClub, memberCount: 1 }).members).toBe(false);
    expect(done({ ...newClub, memberCount: 2 }).members).toBe(true);
  });

  it("is over once all three are done", () => {
    expect(allStepsDone(getStartedSteps(newClub))).toBe(false);
    expect(
      allStepsDone(
        getStartedSteps({ aircraftCount: 3, memberCount: 2, timeZoneAndCurrencyConfirmed: true }),
      ),
    ).toBe(true);
  });
});
