/**
 * Which way imports may point (docs/import-direction.md). Biome's `noRestrictedImports` matches
 * an import's text, and ours are relative (`../../members/api/get-member`): whether that leaves a
 * feature depends on where the importing file is. So this test resolves each relative import of
 * src/ and judges the pair of files.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** One import: both files relative to src/, without extension (`client/lib/cn`). */
type Edge = { from: string; to: string };

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm;

const isTest = (file: string) => /\.test$/.test(file);
/** Test-only code lives outside src/ (tests/server/support, tests/server/trust). */
const testOnly = (file: string) => file.startsWith("../");

/** The feature a client file belongs to, and its path inside that feature. */
function feature(file: string): { name: string; inside: string } | null {
  const match = /^client\/features\/([^/]+)\/(.+)$/.exec(file);
  return match ? { name: match[1] as string, inside: match[2] as string } : null;
}

/** The layer of a file: shared, server, or the client's lib (lib and ui components), features, app. */
function layer(file: string): string {
  if (file.startsWith("shared/")) return "shared";
  if (file.startsWith("server/")) return "server";
  if (/^client\/(lib|components)\//.test(file)) return "client-lib";
  if (file.startsWith("client/features/")) return "client-features";
  return file.startsWith("client/") ? "client-app" : "other";
}

/** What each layer may not import, by layer. */
const forbidden: Record<string, string[]> = {
  shared: ["server", "client-lib", "client-features", "client-app"],
  server: ["client-lib", "client-features", "client-app"],
  "client-lib": ["server", "client-features", "client-app"],
  "client-features": ["server", "client-app"],
  "client-app": ["server"],
};

/**
 * A feature's public surface: the files directly in its folder, in its `api/` and in its
 * `components/`. A deeper folder (`components/grid/…`) is the feature's own, and tests are no one
 * else's to import.
 */
const isPublic = (inside: string) => !isTest(inside) && /^((api|components)\/)?[^/]+$/.test(inside);

function violations(edges: Edge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const why = (rule: string) => found.push(`${from} → ${to}: ${rule}`);
    if (forbidden[layer(from)]?.includes(layer(to)))
      why(`${layer(from)} may not import ${layer(to)}`);
    if (testOnly(to) && !isTest(from)) why("production code imports test-only code");
    const target = feature(to);
    if (target && feature(from)?.name !== target.name && !isPublic(target.inside)) {
      why(`outside the ${target.name} feature's public surface`);
    }
  }
  return found;
}

/**
 * The packages shared code may use: pure ones that run the same in the browser and on the
 * server. Not node's modules, React or anything of the database.
 */
const SHARED_PACKAGES = ["zod", "date-fns", "@date-fns/tz"];

function foreignPackages(file: string, source: string): string[] {
  if (!file.startsWith("shared/") || isTest(file)) return [];
  return specifiersOf(source)
    .filter((specifier) => !specifier.startsWith("."))
    .filter(
      (name) =>
        !SHARED_PACKAGES.some((allowed) => name === allowed || name.startsWith(`${allowed}/`)),
    )
    .map((name) => `${file} → ${name}: shared may not import this package`);
}

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((file) =>
    /\.tsx?$/.test(file),
  );
}

const withoutExtension = (file: string) =>
  file
    .replace(/\.tsx?$/, "")
    .split(path.sep)
    .join("/");

function specifiersOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].flatMap((match) => match[1] ?? match[2] ?? match[3] ?? []);
}

function edgesOf(file: string, source: string): Edge[] {
  return specifiersOf(source)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      return { from: file, to: to.replace(/\.(tsx?|js)$/, "") };
    });
}

describe("import direction", () => {
  it("holds in src/", () => {
    const sources = sourceFiles().map((file) => ({
      file: withoutExtension(file),
      source: readFileSync(path.join(SRC, file), "utf8"),
    }));
    const edges = sources.flatMap(({ file, source }) => edgesOf(file, source));
    expect(edges.length).toBeGreaterThan(1000);
    expect(violations(edges)).toEqual([]);
    expect(sources.flatMap(({ file, source }) => foreignPackages(file, source))).toEqual([]);
  });

  it("keeps shared code to pure packages", () => {
    const source =
      'import { z } from "zod";\nimport { tz } from "@date-fns/tz";\nimport x from "node:fs";\nimport { useState } from "react";';
    expect(foreignPackages("shared/bookings/policy", source)).toEqual([
      "shared/bookings/policy → node:fs: shared may not import this package",
      "shared/bookings/policy → react: shared may not import this package",
    ]);
    expect(foreignPackages("shared/bookings/policy.test", 'import { it } from "vitest";')).toEqual(
      [],
    );
    expect(foreignPackages("client/lib/x", source)).toEqual([]);
  });

  it("reads static, type-only, re-export, dynamic and bare imports", () => {
    const source = [
      'import { a } from "../lib/a";',
      'import type {\n  B,\n} from "./b";',
      'export { c } from "../c";',
      'const d = () => import("./d");',
      'import "./e.css";',
      'import { z } from "zod";',
    ].join("\n");
    expect(edgesOf("client/app/x", source).map((edge) => edge.to)).toEqual([
      "client/lib/a",
      "client/app/b",
      "client/c",
      "client/app/d",
      "client/app/e.css",
    ]);
  });

  it.each([
    ["shared/bookings/policy", "server/db/schema", "shared may not import server"],
    ["shared/bookings/policy", "client/lib/cn", "shared may not import client-lib"],
    ["server/http/first-view", "client/app/first-view", "server may not import client-app"],
    [
      "client/lib/toast",
      "client/features/auth/auth.texts",
      "client-lib may not import client-features",
    ],
    [
      "client/components/ui/panel",
      "client/app/layout/top-bar",
      "client-lib may not import client-app",
    ],
    [
      "client/features/bookings/components/x",
      "client/app/router",
      "client-features may not import client-app",
    ],
    [
      "client/features/bookings/api/x",
      "server/bookings/booking.service",
      "client-features may not import server",
    ],
    [
      "server/bookings/booking.service",
      "../tests/server/support/factories",
      "production code imports test-only code",
    ],
    [
      "client/features/bookings/components/x",
      "client/features/members/components/table/row",
      "outside the members feature's public surface",
    ],
    [
      "client/app/routes/members",
      "client/features/members/member-name.test",
      "outside the members feature's public surface",
    ],
  ])("refuses %s → %s", (from, to, rule) => {
    expect(violations([{ from, to }])).toEqual([`${from} → ${to}: ${rule}`]);
  });

  it.each([
    ["client/app/routes/members", "client/features/members/components/member-list"],
    ["client/features/bookings/components/x", "client/features/aircraft/api/get-aircraft"],
    ["client/features/settings/x", "client/features/onboarding/onboarding.texts"],
    ["client/features/bookings/components/x", "client/features/bookings/components/grid/row"],
    ["client/features/bookings/api/x", "shared/bookings/booking.schemas"],
    ["server/bookings/booking.api.test", "../tests/server/support/factories"],
  ])("allows %s → %s", (from, to) => {
    expect(violations([{ from, to }])).toEqual([]);
  });
});
