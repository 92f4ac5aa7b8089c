/**
 * A Vite plugin that writes the theme script (src/shared/http/theme-script.ts) into index.html
 * as the head's first script, inline.
 */
import type { Plugin } from "vite";
import { THEME_SCRIPT } from "../src/shared/http/theme-script.ts";

export function themeScript(): Plugin {
  return {
    name: "hangar-theme-script",
    transformIndexHtml: {
      order: "pre",
      handler: () => [{ tag: "script", children: THEME_SCRIPT, injectTo: "head-prepend" }],
    },
  };
}
