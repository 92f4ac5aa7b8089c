/**
 * A Vite plugin that has the page preload the app's code (src/client/start.tsx and every chunk
 * it imports): the entry imports it dynamically, once the server's first view has been painted
 * (decision 0051), but its files are fetched while the page is parsed, as the entry's own
 * imports are.
 */
import type { Plugin } from "vite";

/** The chunk files of `root` and of every chunk it imports statically, `root`'s own first. */
export function staticGraph(
  chunks: ReadonlyMap<string, { imports: readonly string[] }>,
  root: string,
): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file) || !chunks.has(file)) return;
    files.push(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(root);
  return files;
}

export function preloadApp(appModule: string): Plugin {
  let base = "/";
  return {
    name: "hangar-preload-app",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map<string, { imports: readonly string[] }>();
        let app: string | undefined;
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          chunks.set(output.fileName, output);
          if (output.facadeModuleId?.replaceAll("\\", "/").endsWith(appModule)) {
            app = output.fileName;
          }
        }
        if (!app) throw new Error(`no chunk was built for ${appModule}`);
        return staticGraph(chunks, app)
          .filter((file) => !html.includes(`${base}${file}`))
          .map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${file}` },
            injectTo: "head" as const,
          }));
      },
    },
  };
}
