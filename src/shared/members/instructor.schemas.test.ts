import { describe, expect, it } from "vitest";
import { controlCharacterMessage, tooLong } from "../validation/text";
import { instructorInputSchema, instructorRateFromInput } from "./instructor.schemas";
import { memberMessages } from "./member.constants";

const valid = { isInstructor: true, instructorRate: 65.5, instructorRatings: "CFI, CFII" };
const issue = (overrides: object, field: string) =>
  instructorInputSchema
    .safeParse({ ...valid, ...overrides })
    .error?.issues.find((i) => i.path[0] === field)?.message;

describe("instructorInputSchema boundaries", () => {
  it.each([
    [null, undefined],
    [0, undefined],
    [0.01, undefined],
    [100_000, undefined],
    [-0.01, memberMessages.instructorRate],
    [100_000.01, memberMessages.instructorRate],
    [1.005, memberMessages.instructorRateCents],
    [Number.NaN, memberMessages.instructorRate],
    ["65", memberMessages.instructorRate],
  ])("rate %s gives %s", (instructorRate, message) => {
    expect(issue({ instructorRate }, "instructorRate")).toBe(message);
  });

  it.each([
    ["", undefined],
    ["R".repeat(100), undefined],
    ["R".repeat(101), tooLong(100)],
    ["CFI\nCFII", controlCharacterMessage],
    ["CFI\tCFII", controlCharacterMessage],
  ])("ratings %j give %s", (instructorRatings, message) => {
    expect(issue({ instructorRatings }, "instructorRatings")).toBe(message);
  });

  it("trims the ratings", () => {
    expect(instructorInputSchema.parse({ ...valid, instructorRatings: "  CFI  " })).toEqual({
      ...valid,
      instructorRatings: "CFI",
    });
  });

  it("says how many lessons stay booked", () => {
    expect(memberMessages.upcomingLessons(1)).toBe("This instructor has 1 upcoming lesson");
    expect(memberMessages.upcomingLessons(3)).toBe("This instructor has 3 upcoming lessons");
  });
});

describe("instructorRateFromInput", () => {
  it("reads an empty field as no rate", () => {
    expect(instructorRateFromInput("  ")).toBeNull();
    expect(instructorRateFromInput("65.50")).toBe(65.5);
  });
});
