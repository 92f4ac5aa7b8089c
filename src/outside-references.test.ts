import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

/**
 * The repository explains itself: a comment or a decision points to docs/ (the rules the code
 * relies on, in our own words), never to documents a newcomer does not have — the product's
 * specification, its clarifications, the design notes, or an issue by number. The session log of
 * the benchmark (docs/results/) quotes history as it was, and is left out.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCANNED = ["src", "bench", "scripts", "tests", "drizzle", "docs", "README.md"];
const LEFT_OUT = new Set(["docs/results", "drizzle/meta"]);
const OUTSIDE = /spec section|SPEC\.md|CLARIFICATIONS|DESIGN\.md|\bissues? \d+\b/i;
const TEXT = /\.(ts|tsx|mjs|js|sql|md|css|html)$/;

function files(relative: string): string[] {
  if (LEFT_OUT.has(relative)) return [];
  const full = path.join(ROOT, relative);
  if (TEXT.test(relative) && !relative.includes("/")) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) return files(child);
    return TEXT.test(entry.name) && !LEFT_OUT.has(child) ? [child] : [];
  });
}

function outsideReferences(text: string): string[] {
  return text.split("\n").filter((line) => OUTSIDE.test(line));
}

it("finds the kinds of reference it forbids", () => {
  expect(outsideReferences("// the lead time (spec section 5)")).toHaveLength(1);
  expect(outsideReferences("# 0013 The benchmark (issue 8)")).toHaveLength(1);
  expect(outsideReferences("see CLARIFICATIONS.md")).toHaveLength(1);
  expect(outsideReferences("// the lead time (docs/rules/bookings.md)")).toEqual([]);
  expect(
    outsideReferences("const issuer = link.issuerId; issues.map((issue) => issue.path)"),
  ).toEqual([]);
});

it("holds in the repository: comments and decisions point to docs/", () => {
  const found: Record<string, string[]> = {};
  for (const file of SCANNED.flatMap(files)) {
    if (file === "src/outside-references.test.ts") continue;
    const lines = outsideReferences(readFileSync(path.join(ROOT, file), "utf8"));
    if (lines.length > 0) found[file] = lines;
  }
  expect(found).toEqual({});
});
