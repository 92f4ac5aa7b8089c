/**
 * A second Hangar installation that nobody has signed up on, for the tests that need one
 * (restoring an organization): Playwright's own server is shared by every spec, so it has users.
 *
 * It is started by the same script as Playwright's server (scripts/e2e-server.mjs: a fresh
 * DATA_DIR with its own PostgreSQL, the built client of CLIENT_DIR) on a free port, so test runs
 * side by side never meet, and it is stopped, its data removed, when the test is done. Its setup
 * code is read where the server keeps it, as the person who runs a server would.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SETUP_CODE_FILE } from "../../../src/server/config/setup-code";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 30_000;

export interface FreshInstallation {
  baseURL: string;
  /** What restoring an organization asks for. */
  setupCode: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no free port for a second installation")),
      );
    });
  });
}

async function healthy(baseURL: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** The folder scripts/e2e-server.mjs makes for a server on this port. */
const dataDirOf = (port: number) => path.join(os.tmpdir(), `hangar-e2e-${port}`);

async function stopServer(child: ChildProcess, port: number) {
  // The script passes SIGTERM on to the server, which stops its PostgreSQL before exiting.
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
  await rm(dataDirOf(port), { recursive: true, force: true });
}

/** Starts an empty installation and waits until it answers. */
export async function startFreshInstallation(): Promise<FreshInstallation> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: "error",
      TZ: "UTC",
      // As playwright.config.ts: the fake METAR provider's port, whether or not it runs.
      WEATHER_BASE_URL:
        process.env.WEATHER_BASE_URL ?? `http://127.0.0.1:${process.env.FAKE_WEATHER_PORT ?? 3213}`,
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(baseURL))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopServer(child, port);
      throw new Error(`The second installation did not start on ${baseURL}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const setupCode = (await readFile(path.join(dataDirOf(port), SETUP_CODE_FILE), "utf8")).trim();
  return { baseURL, setupCode, stop: () => stopServer(child, port) };
}
