/**
 * A Vite plugin that writes the theme script (src/shared/http/theme-script.ts) into index.html
 * as the head's first script, inline.
 */
import type { Plugin } from "vite";
import { THEME_SCRIPT } from "../src/shared/http/theme-script.ts";

/** The page's inline theme script, as the CSP's hash of it allows it to run. */
export const THEME_SCRIPT_ELEMENT = `<script>${THEME_SCRIPT}</script>`;

export function themeScript(): Plugin {
  if (/<\/script|<!--/i.test(THEME_SCRIPT)) {
    throw new Error("The theme script may not hold what ends a script element");
  }
  return {
    name: "hangar-theme-script",
    transformIndexHtml: {
      order: "pre",
      handler: () => [{ tag: "script", children: THEME_SCRIPT, injectTo: "head-prepend" }],
    },
    // The page as written: the script must be there as hashed, or the CSP would not run it.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const page = Object.values(bundle).find((output) => output.fileName === "index.html");
        if (page?.type === "asset" && !String(page.source).includes(THEME_SCRIPT_ELEMENT)) {
          throw new Error("index.html lost the theme script as its CSP hash allows it");
        }
      },
    },
  };
}
