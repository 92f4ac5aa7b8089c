import { describe, expect, it } from "vitest";
import { bookingInputSchema } from "./booking.schemas";
import { bookingRules, decideBooking } from "./booking-policy";
import { factsOf, policyCases } from "./booking-policy.cases";
import { nextFullHour } from "./booking-rules";

/** A case as the server answers it: its input schema, then the policy on the case's facts. */
function serverAnswer(policyCase: (typeof policyCases)[number]) {
  const parsed = bookingInputSchema.safeParse(policyCase.input);
  if (!parsed.success) {
    return {
      invalid: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
    };
  }
  const input = parsed.data;
  const request = {
    id: policyCase.changing?.id,
    aircraftId: input.aircraftId,
    type: input.type,
    pilotId: input.pilotId ?? policyCase.caller.userId,
    instructorId: input.instructorId,
    start: new Date(input.start),
    end: new Date(input.end),
  };
  const decision = decideBooking({
    ...factsOf(policyCase, request),
    caller: policyCase.caller,
    request,
    timeZone: policyCase.timeZone,
    earliestStart: nextFullHour(new Date(policyCase.now), policyCase.timeZone),
  });
  if (decision.allowed) return { allowed: true };
  const { status, message, fields } = decision.refusal;
  return { refusal: { status, message, ...(fields ? { fields } : {}) } };
}

describe("the booking policy", () => {
  it.each(policyCases.map((c) => [c.name, c] as const))("a booking that %s", (_, policyCase) => {
    expect(serverAnswer(policyCase)).toEqual(policyCase.expected);
  });

  it("checks its rules in the documented order", () => {
    expect(bookingRules.map((rule) => rule.name)).toEqual([
      "changeable booking",
      "lead time",
      "own bookings only",
      "pilot is a member",
      "ground needs an instructor",
      "instructor is not the pilot",
      "instructor is an instructor",
      "aircraft bookable",
      "instructor available",
      "instructor free",
      "slot free",
      "pilot free",
    ]);
  });
});
