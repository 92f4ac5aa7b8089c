import { describe, expect, it } from "vitest";
import { KeptCache } from "./kept-cache";

function cache(options: Partial<ConstructorParameters<typeof KeptCache<string>>[0]> = {}) {
  let now = 1000;
  const kept = new KeptCache<string>({
    capacity: 100,
    maxAgeMs: 60_000,
    active: () => true,
    generationPer: "group",
    now: () => now,
    ...options,
  });
  return { kept, later: (ms: number) => (now += ms) };
}

const keep = (kept: KeptCache<string>, key: string, group: string, weight = 1) =>
  kept.keep(key, `value of ${key}`, { group, generation: kept.generation(group), weight });

describe("a kept cache", () => {
  it("keeps what was read unless its group was dropped meanwhile", () => {
    const { kept } = cache();
    const before = kept.generation("club");
    kept.drop("other club");
    expect(kept.keep("a", "A", { group: "club", generation: before, weight: 1 })).toBe(true);
    const again = kept.generation("club");
    kept.drop("club");
    expect(kept.keep("b", "B", { group: "club", generation: again, weight: 1 })).toBe(false);
    expect(kept.get("b")).toBeUndefined();
    const beforeClear = kept.generation("club");
    kept.clear();
    expect(kept.keep("c", "C", { group: "club", generation: beforeClear, weight: 1 })).toBe(false);
  });

  it("compares every drop when its reads cannot tell their group", () => {
    const { kept } = cache({ generationPer: "cache" });
    const before = kept.generation("ann");
    kept.drop("bob");
    expect(kept.keep("a", "A", { group: "ann", generation: before, weight: 1 })).toBe(false);
  });

  it("drops a group's copies and no other's", () => {
    const { kept } = cache();
    keep(kept, "a", "ann");
    keep(kept, "b", "ann");
    keep(kept, "c", "bob");
    expect(kept.drop("ann").sort()).toEqual(["a", "b"]);
    expect(kept.get("a")).toBeUndefined();
    expect(kept.get("c")).toBe("value of c");
  });

  it("keeps nothing while notices do not arrive", () => {
    const { kept } = cache({ active: () => false });
    expect(keep(kept, "a", "ann")).toBe(false);
  });

  it("lets the least recently used go first when full, and keeps nothing too heavy", () => {
    const { kept } = cache();
    for (const key of ["a", "b", "c", "d"]) keep(kept, key, "g", 25);
    kept.get("a");
    keep(kept, "e", "g", 25);
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBe("value of a");
    expect(keep(kept, "heavy", "g", 26)).toBe(false);
  });

  it("makes room for a copy that grew, and lets it go when it grew too heavy", () => {
    const { kept } = cache();
    for (const key of ["a", "b", "c", "d"]) keep(kept, key, "g", 20);
    kept.grow("a", "value of a", 4);
    keep(kept, "e", "g", 20);
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBe("value of a");
    kept.grow("a", "value of a", 2);
    expect(kept.get("a")).toBeUndefined();
  });

  it("uses no copy past its age or its own expiry", () => {
    const { kept, later } = cache();
    keep(kept, "a", "g");
    kept.keep("b", "B", {
      group: "g",
      generation: kept.generation("g"),
      weight: 1,
      expiresAt: 2000,
    });
    later(1000);
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBe("value of a");
    later(60_000);
    expect(kept.get("a")).toBeUndefined();
  });

  it("shares a read under way, unless its group was dropped since it began", async () => {
    const { kept } = cache();
    let loads = 0;
    const load = async () => {
      const load = ++loads;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `load ${load}`;
    };
    const read = () => kept.read("a", "g", load, { weigh: () => 1, keepIf: () => false });
    expect(new Set(await Promise.all([read(), read(), read()])).size).toBe(1);
    expect(loads).toBe(1);
    const first = read();
    kept.drop("g");
    expect(await Promise.all([first, read()])).toEqual(["load 2", "load 3"]);
    // Kept when `keepIf` allows: the next read loads nothing.
    await kept.read("a", "g", load, { weigh: () => 1 });
    expect(await read()).toBe("load 4");
    expect(loads).toBe(4);
  });
});
