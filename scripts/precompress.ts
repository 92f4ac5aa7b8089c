/**
 * A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of
 * the build, at the highest levels: done once per build, so the server sends the smallest bytes
 * without compressing a thing per request (src/server/http/static-client.ts).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

/** What compresses: scripts, styles, the page and the icons. Fonts and images are already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 1024;

/** The compressed copies of `data`, by the extension the server looks for. */
export function compressedCopies(data: Buffer): { ".br": Buffer; ".gz": Buffer } {
  return {
    ".br": brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    ".gz": gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every compressible file under `dir`; a copy no smaller than its file is left out. */
export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    for (const [extension, copy] of Object.entries(compressedCopies(data))) {
      if (copy.length >= data.length) continue;
      await writeFile(`${file}${extension}`, copy);
      written++;
    }
  }
  return written;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "hangar-precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    // After every file is written, the public folder's included.
    async closeBundle() {
      if (config.build.ssr) return;
      const written = await precompressDirectory(path.resolve(config.root, config.build.outDir));
      config.logger.info(`precompress: ${written} brotli and gzip copies`);
    },
  };
}
