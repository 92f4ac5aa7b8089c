import { describe, expect, it } from "vitest";
import { Turns, TurnsFull } from "./turns";

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

  it("refuses work at once when as many as its limit are waiting, and keeps the rest for others", async () => {
    const turns = new Turns(2);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done: string[] = [];
    const queued = (name: string, limit?: number) =>
      turns.run(async () => {
        await held;
        done.push(name);
      }, limit);
    // Two running, then three waiting: two under the lower limit, one under the higher.
    const admitted = [queued("a"), queued("b"), queued("c", 2), queued("d", 2), queued("e", 3)];
    await expect(queued("f", 2)).rejects.toBeInstanceOf(TurnsFull);
    await expect(queued("g", 3)).rejects.toBeInstanceOf(TurnsFull);
    release();
    await Promise.all(admitted);
    expect(done).toEqual(["a", "b", "c", "d", "e"]);
    // With the queue empty again, the lower limit is admitted again.
    await turns.run(() => pause(1), 0);
  });
});
