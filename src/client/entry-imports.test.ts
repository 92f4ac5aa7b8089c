/**
 * What the client evaluates before the server's first view is painted (the entry, main.tsx, and
 * every module it imports statically) and before the view is taken over (the app, start.tsx,
 * and its static imports), on every page. The entry reaches no package: evaluating the app held
 * the calendar's first paint back by a few hundred milliseconds (decision 0051). Packages that
 * are costly to evaluate stay behind the pages' dynamic imports: zod builds every schema when its
 * module is evaluated, which once held the take-over back as long (the benchmark's calendar
 * paint, docs/benchmark-budgets.md).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = path.dirname(fileURLToPath(new URL(".", import.meta.url)));
const ENTRY = "client/main.tsx";
const APP = "client/start.tsx";
/** Packages the entry may not reach without a dynamic import. */
const KEPT_OUT = ["zod"];

const STATEMENT =
  /^\s*(import|export)\s+([^;]*?)\s*from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm;

/** The specifiers of a module's imports that stay in the built code (not type-only ones). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(STATEMENT)) {
    if (match[4]) {
      found.push(match[4]);
      continue;
    }
    const clause = (match[2] ?? "").trim();
    if (/^type\s/.test(clause)) continue;
    const named = /^\{([^}]*)\}$/.exec(clause);
    if (named && (named[1] ?? "").split(",").every((part) => /^\s*(type\s|$)/.test(part))) {
      continue;
    }
    found.push(match[3] as string);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The packages reached from `entry` by static imports, with one path that reaches each. */
function packagesReached(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...trail, path.relative(SRC, file)];
    for (const specifier of valueImports(readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".")) {
        const next = resolve(file, specifier);
        if (next) walk(next, here);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, here);
      }
    }
  };
  walk(path.join(SRC, entry), []);
  return packages;
}

describe("the client's entry", () => {
  it("loads no package before the first view is painted", () => {
    expect([...packagesReached(ENTRY).keys()]).toEqual([]);
  });

  it("takes the first view over without the packages kept behind the pages", () => {
    const reached = packagesReached(APP);
    expect(reached.has("react")).toBe(true);
    const offending = KEPT_OUT.filter((name) => reached.has(name)).map(
      (name) => `${name}: ${reached.get(name)?.join(" → ")}`,
    );
    expect(offending).toEqual([]);
  });

  it("tells value imports from type-only ones", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C, d } from "./cd";',
      'import { type E } from "./e";',
      'export { f } from "./f";',
      'export type { G } from "./g";',
      'import "./h.css";',
      'const lazy = () => import("./page");',
    ].join("\n");
    expect(valueImports(source)).toEqual(["./a", "./cd", "./f", "./h.css"]);
  });
});
