#!/usr/bin/env node
/** The server the browser tests run against: a fresh DATA_DIR each time, the built client. */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

rmSync(process.env.DATA_DIR ?? ".test-output/e2e-data", { recursive: true, force: true });
const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
