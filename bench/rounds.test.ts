import { describe, expect, it } from "vitest";
import { measured, median, roundsNote } from "./rounds";

describe("rounds", () => {
  it("judges by the middle round, whatever the order", () => {
    expect(median([54.2, 12.1, 17])).toBe(17);
    expect(median([3])).toBe(3);
  });

  it("shows every round's figure and the host's share, in the rounds' order", () => {
    const rounds = [
      { result: 12.1, steal: 0.02 },
      { result: 54.2, steal: 0.25 },
      { result: 17, steal: Number.NaN },
    ];
    expect(roundsNote(rounds, (value) => value, "ms")).toBe(
      "rounds 12.1 / 54.2 / 17 ms (host took 2 % / 25 % / ? of the CPU)",
    );
  });

  it("reads the host's share of the CPU around a measurement", async () => {
    const round = await measured(async () => {
      const until = performance.now() + 50;
      while (performance.now() < until);
      return "done";
    });
    expect(round.result).toBe("done");
    // Linux (CI, the benchmark's machines) tells; elsewhere the share is unknown.
    if (process.platform !== "linux") return expect(round.steal).toBeNaN();
    expect(round.steal).toBeGreaterThanOrEqual(0);
    expect(round.steal).toBeLessThanOrEqual(1);
  });
});
