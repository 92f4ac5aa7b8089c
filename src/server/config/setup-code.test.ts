import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  generateSetupCode,
  loadOrCreateSetupCode,
  SETUP_CODE_FILE,
  setupCodeMatches,
} from "./setup-code";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hangar-setup-code-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("the setup code", () => {
  it("is written to DATA_DIR on first start, for the server's user only, and kept", async () => {
    const first = await loadOrCreateSetupCode(path.join(dataDir, "data"));
    expect(first.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(first.file).toBe(path.join(dataDir, "data", SETUP_CODE_FILE));
    expect((await readFile(first.file, "utf8")).trim()).toBe(first.code);
    expect((await stat(first.file)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateSetupCode(path.join(dataDir, "data"))).toEqual(first);
  });

  it("replaces a file that holds no code (cut short, edited by hand) instead of not starting", async () => {
    for (const damaged of ["", "not a code\n"]) {
      await writeFile(path.join(dataDir, SETUP_CODE_FILE), damaged);
      const replaced = await loadOrCreateSetupCode(dataDir);
      expect(replaced.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
      expect((await readFile(replaced.file, "utf8")).trim()).toBe(replaced.code);
      expect(await loadOrCreateSetupCode(dataDir)).toEqual(replaced);
    }
    expect((await readdir(dataDir)).sort()).toEqual([SETUP_CODE_FILE]);
  });

  it("is the same for servers that start at once on one DATA_DIR", async () => {
    const codes = await Promise.all(
      Array.from({ length: 8 }, () => loadOrCreateSetupCode(dataDir)),
    );
    expect(new Set(codes.map((c) => c.code)).size).toBe(1);
    expect((await readdir(dataDir)).sort()).toEqual([SETUP_CODE_FILE]);
  });

  it("is new for every installation", () => {
    expect(new Set(Array.from({ length: 50 }, generateSetupCode)).size).toBe(50);
  });

  it("matches as typed in any case, with or without dashes and spaces, and nothing else", () => {
    const code = "AB12-CD34-EF56-GH78";
    expect(setupCodeMatches(code, code)).toBe(true);
    expect(setupCodeMatches(" ab12 cd34ef56-gh78 ", code)).toBe(true);
    expect(setupCodeMatches("AB12-CD34-EF56-GH79", code)).toBe(false);
    // The alphabet has no O, I or L: typed, they are the digits they look like.
    expect(setupCodeMatches("1O2I-3L45-6789-ABCD", "1021-3145-6789-ABCD")).toBe(true);
    expect(setupCodeMatches("AB12\u2013CD34\u2013EF56\u2013GH78", code)).toBe(true);
    expect(setupCodeMatches("AB12-CD34-EF56", code)).toBe(false);
    expect(setupCodeMatches("", code)).toBe(false);
  });
});
