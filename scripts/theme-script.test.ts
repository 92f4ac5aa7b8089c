import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "../src/shared/http/theme-script";
import { themeScript } from "./theme-script";

describe("themeScript", () => {
  it("puts the theme script first in the head, as the CSP's hash has it", () => {
    const plugin = themeScript();
    const transform = plugin.transformIndexHtml as { handler: () => unknown };
    expect(transform.handler()).toEqual([
      { tag: "script", children: THEME_SCRIPT, injectTo: "head-prepend" },
    ]);
  });

  it("leaves no other script in the page's source than the app's module", () => {
    const page = readFileSync(new URL("../src/client/index.html", import.meta.url), "utf8");
    expect(page.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="/main.tsx">']);
  });
});
