import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * drizzle's migrator applies a migration only when its journal stamp (`when`) is later than the
 * stamp of the last migration the database has run: a migration stamped earlier than the one
 * before it is silently skipped by every installation that upgrades across it.
 */
const folder = join(import.meta.dirname, "../../../drizzle");
const journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe("the migration journal", () => {
  it("stamps every migration later than the one before it, so an upgrade runs each", () => {
    const late = journal.entries.filter(
      (entry, i) => i > 0 && entry.when <= (journal.entries[i - 1]?.when ?? 0),
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });

  it("lists every migration file once, in file order", () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith(".sql"))
      .map((name) => name.replace(/\.sql$/, ""))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
  });
});
