#!/usr/bin/env node
/**
 * The server the browser tests run against: a fresh DATA_DIR each time, removed when the server
 * has stopped, and the built client.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// In the system's temp folder: as root, PostgreSQL runs as the postgres user, who must be able
// to reach it (Playwright makes its own output folder private).
const dataDir = path.join(os.tmpdir(), `hangar-e2e-${process.env.PORT ?? "3100"}`);
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  // The server has stopped its PostgreSQL by now: nothing of the run is left behind.
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
