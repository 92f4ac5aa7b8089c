#!/usr/bin/env node
/**
 * `npm run build` (and so `npm start`) builds the server into one ESM file,
 * `dist/server/main.js`, that plain `node` runs: without tsx's loader the server needs about a
 * third less memory (docs/decisions/0014-server-bundle.md). Packages stay external, loaded
 * from node_modules as usual (native modules, the embedded PostgreSQL's binaries).
 *
 * `node scripts/build-server.mjs [outfile]`: the benchmark builds the tree it measures into a
 * place of its own, which must be inside the repository, where node_modules is found.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outfile = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, "dist/server/main.js"));

/**
 * In a bundle every module shares the bundle's `import.meta.url`, but paths a module computes
 * from its own file (the migrations folder, the client) must stay relative to its source file.
 * Each `import.meta.url` becomes its source file's URL, found from the bundle's location, so
 * the repository can still be moved as a whole.
 */
const sourceFileUrls = {
  name: "source-file-urls",
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta")) return undefined;
      if (/import\.meta\.(dirname|filename)/.test(source)) {
        throw new Error(`${args.path}: use import.meta.url, which the bundle keeps per module`);
      }
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join("/");
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
    });
  },
};

await build({
  entryPoints: [path.join(REPO_ROOT, "src/server/main.ts")],
  outfile,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [sourceFileUrls],
});
