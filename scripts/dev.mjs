#!/usr/bin/env node
/** `npm run dev`: the server in watch mode and Vite with hot reload (proxying /api to it). */
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    stdio: "inherit",
  }),
  spawn("npx", ["vite", "--port", "5173", "--host", "127.0.0.1"], { stdio: "inherit" }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) child.on("exit", () => stop("SIGTERM"));
