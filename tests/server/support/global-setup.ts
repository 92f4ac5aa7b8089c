/**
 * Starts one real PostgreSQL for the whole API test run (embedded, or the server named by
 * TEST_DATABASE_URL) and prepares a template database with every migration applied; each test
 * file then copies it into a database of its own.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations, connectDatabase } from "../../../src/server/db/database";
import { startEmbeddedPostgres } from "../../../src/server/db/embedded-postgres";
import { TEMPLATE_DATABASE } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A connection string to the server's maintenance database (`postgres`). */
    adminDatabaseUrl: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "hangar-api-tests-"));
    const postgres = await startEmbeddedPostgres({
      dataDir,
      password: "hangar-tests",
      database: "postgres",
      log: () => {},
    });
    adminUrl = postgres.connectionString;
    stop = async () => {
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = connectDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE), { max: 1 });
  await applyMigrations(template);
  await template.close();

  project.provide("adminDatabaseUrl", adminUrl);
  return stop;
}
