import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The client's first-view renderer (src/client/server-render.tsx, decision 0019), built for Node
 * into dist/first-view/render.js, beside the client's files: the server loads it, and never
 * imports the client's code. Everything it uses is bundled in, React's production build
 * included, and tree-shaken: as packages, Node would load all of each (every icon of
 * lucide-react, every function of date-fns: ~120 MB resident together).
 */
export default defineConfig({
  root: fromRoot("./src/client"),
  plugins: [react()],
  // The favicon is the browser's, in dist/client.
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: fromRoot("./src/client/server-render.tsx"),
    outDir: fromRoot("./dist/first-view"),
    emptyOutDir: true,
    target: "node20",
    rolldownOptions: {
      output: { entryFileNames: "render.js" },
      // As in vite.config.ts: src/shared holds nothing that acts on import.
      treeshake: { moduleSideEffects: (id) => (id.includes("/src/shared/") ? false : undefined) },
    },
  },
});
