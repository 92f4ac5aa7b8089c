import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";
import { preloadApp } from "./scripts/preload-app.ts";
import { themeScript } from "./scripts/theme-script.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot("./src/client"),
  plugins: [
    themeScript(),
    react(),
    tailwindcss(),
    preloadApp("/src/client/start.tsx"),
    precompress(),
  ],
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    rolldownOptions: {
      // src/shared holds schemas, constants and pure rules, nothing that acts on import. Said so,
      // a page loads the shared modules whose exports it uses, not every module that a texts
      // file re-exports from (the sign-in page's budget of JavaScript, docs/benchmark-budgets.md).
      treeshake: { moduleSideEffects: (id) => (id.includes("/src/shared/") ? false : undefined) },
    },
  },
  server: {
    // A fixed port keeps the dev origin predictable for the server's Origin check.
    port: 5173,
    strictPort: true,
    // The dev server forwards API calls so the browser sees one origin, as in production.
    proxy: {
      "/api": {
        target: "http://127.0.0.1:3000",
        // The server refuses state changes from other origins. Requests from this dev page
        // are the app's own, so they are passed on as such; any other origin stays as it is.
        configure: (proxy) => {
          proxy.on("proxyReq", (request) => {
            const origin = request.getHeader("origin");
            if (origin === "http://127.0.0.1:5173" || origin === "http://localhost:5173") {
              request.setHeader("origin", "http://127.0.0.1:3000");
            }
          });
        },
      },
    },
  },
});
