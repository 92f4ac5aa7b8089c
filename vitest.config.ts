import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.api.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["src/**/*.api.test.ts", "tests/server/**/*.api.test.ts"],
          environment: "node",
          globalSetup: ["tests/server/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: files in parallel, each on its own database.
          maxWorkers: 2,
        },
      },
    ],
  },
});
