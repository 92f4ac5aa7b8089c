import { describe, expect, it } from "vitest";
import { staticGraph } from "./preload-app";

describe("staticGraph", () => {
  it("gives a chunk and every chunk it imports, once each, the chunk first", () => {
    const chunks = new Map([
      ["start.js", { imports: ["react.js", "query.js"] }],
      ["react.js", { imports: ["runtime.js"] }],
      ["query.js", { imports: ["react.js", "runtime.js"] }],
      ["runtime.js", { imports: [] }],
      ["page.js", { imports: ["zod.js"] }],
    ]);
    expect(staticGraph(chunks, "start.js")).toEqual([
      "start.js",
      "react.js",
      "runtime.js",
      "query.js",
    ]);
  });

  it("leaves out what the build did not write as a chunk", () => {
    expect(staticGraph(new Map([["start.js", { imports: ["gone.js"] }]]), "start.js")).toEqual([
      "start.js",
    ]);
  });
});
