import { describe, expect, it } from "vitest";
import { Turns } from "./turns";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("turns", () => {
  it("runs at most `max` at once, all of them in the end, in order, failures included", async () => {
    const turns = new Turns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        turns.run(async () => {
          started.push(i);
          running++;
          most = Math.max(most, running);
          await pause(5);
          running--;
          if (i === 3) throw new Error("fails");
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(7);
    // Still two at once after a failure.
    await Promise.all([turns.run(() => pause(1)), turns.run(() => pause(1))]);
  });
});
