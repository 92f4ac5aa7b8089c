import { describe, expect, it } from "vitest";
import { controlCharacterMessage } from "../validation/text";
import { bookingInputSchema } from "./booking.schemas";

const input = (overrides: Record<string, unknown> = {}) => ({
  aircraftId: "plane",
  title: "Pattern work",
  type: "training",
  start: "2031-03-03T10:00:00.000Z",
  end: "2031-03-03T11:00:00.000Z",
  ...overrides,
});

const issues = (overrides: Record<string, unknown>) => {
  const result = bookingInputSchema.safeParse(input(overrides));
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
};

describe("booking text fields", () => {
  it("refuses control characters in the purpose, tabs and line breaks too", () => {
    for (const title of [
      "Pattern\u0001work",
      "Pattern\twork",
      "Pattern\nwork",
      "x\u007f",
      "x\u0085",
    ]) {
      expect(issues({ title })).toEqual([{ path: ["title"], message: controlCharacterMessage }]);
    }
  });

  it("keeps line breaks and tabs in the notes, and refuses every other control character", () => {
    expect(issues({ notes: "Fuel to tabs\r\n\tthen taxi\nvia A" })).toEqual([]);
    for (const notes of ["\u0001", "a\u001bb", "a\u007fb", "a\u009fb"]) {
      expect(issues({ notes })).toEqual([{ path: ["notes"], message: controlCharacterMessage }]);
    }
  });

  it("takes the text a person types, in any script", () => {
    expect(issues({ title: "Vol d'essai – 試験飛行 ✈️", notes: "Ölwechsel «bald»" })).toEqual([]);
  });
});

describe("a booking's aircraft", () => {
  it("is required on every type but Ground", () => {
    for (const type of ["rental", "training", "maintenance"]) {
      for (const aircraftId of [undefined, null, "", "  "]) {
        expect(issues({ type, aircraftId })).toEqual([
          { path: ["aircraftId"], message: "Please select an aircraft" },
        ]);
      }
    }
  });

  it("is none on a Ground booking: absent, null or empty all read as none", () => {
    for (const aircraftId of [undefined, null, ""]) {
      const parsed = bookingInputSchema.parse(input({ type: "ground", aircraftId }));
      expect(parsed.aircraftId).toBeNull();
    }
  });

  it("is refused on a Ground booking", () => {
    expect(issues({ type: "ground", aircraftId: "plane" })).toEqual([
      { path: ["aircraftId"], message: "A Ground booking has no aircraft" },
    ]);
  });
});
