/**
 * Copies kept in memory while change notices keep them true (decision 0015): what the session
 * cache and the calendar cache share.
 *
 * - Groups: each copy belongs to a group (a user, an organization); a notice drops a group's
 *   copies (`drop`), or all of them (`clear`).
 * - Generation: a read keeps its copy only if nothing it may depend on was dropped while it ran
 *   (`generation` before, `keep` after). Per group, or for the whole cache when a read cannot
 *   tell its group beforehand (a session cookie's user).
 * - Single flight: reads of one key while one is under way share it, unless something was
 *   dropped since it began (`read`).
 * - LRU by weight: past `capacity`, the least recently used go first; a copy heavier than a
 *   quarter of it is not kept.
 * - TTL: no copy is used past its expiry (`maxAgeMs`, or its own).
 * - Nothing is kept while the notices do not arrive (`active`).
 */

export interface KeptCacheOptions {
  /** What the copies may weigh together (bytes, or a count when each weighs 1). */
  capacity: number;
  /** A copy's age past which it is read again, unless it is kept with an earlier expiry. */
  maxAgeMs: number;
  /** Whether copies may be kept now: the notices that keep them true arrive. */
  active: () => boolean;
  /** "group": a read compares its own group's drops; "cache": every drop. */
  generationPer: "group" | "cache";
  now?: () => number;
}

interface Entry<V> {
  value: V;
  group: string;
  weight: number;
  expiresAt: number;
}

export class KeptCache<V> {
  /** Least recently used first. */
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByGroup = new Map<string, Set<string>>();
  private weight = 0;
  private epoch = 0;
  private drops = 0;
  private readonly groupDrops = new Map<string, number>();
  private readonly reading = new Map<string, { generation: string; value: Promise<V> }>();
  private readonly now: () => number;

  constructor(private readonly options: KeptCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The copy of `key`, if one is kept and has not expired. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Taken before a read, and passed to `keep` after it. */
  generation(group: string): string {
    const drops =
      this.options.generationPer === "cache" ? this.drops : (this.groupDrops.get(group) ?? 0);
    return `${this.epoch} ${drops}`;
  }

  /**
   * Keeps what was read since `generation`, unless something was dropped in between or notices
   * do not arrive; whether it was kept.
   */
  keep(
    key: string,
    value: V,
    copy: { group: string; generation: string; weight: number; expiresAt?: number },
  ): boolean {
    if (!this.options.active() || this.generation(copy.group) !== copy.generation) return false;
    if (copy.weight > this.options.capacity / 4) return false;
    this.delete(key);
    this.makeRoom(copy.weight);
    const expiresAt = Math.min(copy.expiresAt ?? Infinity, this.now() + this.options.maxAgeMs);
    this.entries.set(key, { value, group: copy.group, weight: copy.weight, expiresAt });
    this.weight += copy.weight;
    const keys = this.keysByGroup.get(copy.group) ?? new Set();
    keys.add(key);
    this.keysByGroup.set(copy.group, keys);
    return true;
  }

  /**
   * The copy of `key`: kept, or read by `load` (shared with a read of it under way that began
   * after the last drop) and kept when `keepIf` allows and nothing was dropped meanwhile.
   */
  async read(
    key: string,
    group: string,
    load: () => Promise<V>,
    options: { weigh: (value: V) => number; keepIf?: () => boolean },
  ): Promise<V> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const generation = this.generation(group);
    const underWay = this.reading.get(key);
    if (this.options.active() && underWay?.generation === generation) return underWay.value;
    const value = load().then((loaded) => {
      if (options.keepIf?.() !== false) {
        this.keep(key, loaded, { group, generation, weight: options.weigh(loaded) });
      }
      return loaded;
    });
    this.reading.set(key, { generation, value });
    try {
      return await value;
    } finally {
      if (this.reading.get(key)?.value === value) this.reading.delete(key);
    }
  }

  /** A kept copy grew by `weight` (a viewer's prepared answer); it goes if it grew too heavy. */
  grow(key: string, value: V, weight: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
    entry.weight += weight;
    if (entry.weight > this.options.capacity / 4) {
      this.forgetKey(entry.group, key);
      return;
    }
    this.makeRoom(entry.weight);
    this.entries.set(key, entry);
    this.weight += entry.weight;
  }

  /** Drops one copy. */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
    this.forgetKey(entry.group, key);
  }

  /** Drops a group's copies, and spoils reads of it under way; returns their keys. */
  drop(group: string): string[] {
    this.drops++;
    this.groupDrops.set(group, (this.groupDrops.get(group) ?? 0) + 1);
    const keys = [...(this.keysByGroup.get(group) ?? [])];
    for (const key of keys) this.delete(key);
    return keys;
  }

  /** Drops every copy, and spoils every read under way. */
  clear(): void {
    this.epoch++;
    this.drops++;
    this.groupDrops.clear();
    this.entries.clear();
    this.keysByGroup.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private makeRoom(weight: number) {
    while (this.weight + weight > this.options.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  private forgetKey(group: string, key: string) {
    const keys = this.keysByGroup.get(group);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByGroup.delete(group);
  }
}
