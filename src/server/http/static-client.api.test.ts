import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../../../scripts/precompress";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";

// The built client as the server sends it: compressed by the build, cached by its name.
const INDEX_HTML = `<!doctype html><html><head><title>Hangar</title></head><body>${"<p>Hangar</p>".repeat(200)}</body></html>`;
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text ${i}`))};`;
const HASHED_SCRIPT = "/assets/index-Bx_z12-A.js";

let test: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "hangar-static-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(clientDir, HASHED_SCRIPT), SCRIPT);
  // Under assets/ without a hash: a file that could change under its name.
  writeFileSync(path.join(clientDir, "assets/plain.js"), SCRIPT);
  writeFileSync(path.join(clientDir, "theme-init.js"), SCRIPT);
  await precompressDirectory(clientDir);
  test = await startTestApp({ clientDir, firstViewRenderer: path.join(clientDir, "none.js") });
});
afterAll(async () => {
  await test.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The bytes as they come over the wire, not decoded (fetch would decode them). */
function raw(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
      http
        .get(`${test.url}${pathname}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    },
  );
}

const decoded = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) => {
  const encoding = answer.headers["content-encoding"];
  const body =
    encoding === "br"
      ? brotliDecompressSync(answer.body)
      : encoding === "gzip"
        ? gunzipSync(answer.body)
        : answer.body;
  return body.toString("utf8");
};

describe("the built client's files", () => {
  it("come in the encoding the browser prefers, as the build compressed them", async () => {
    const browser = await raw(HASHED_SCRIPT, "gzip, deflate, br, zstd");
    expect(browser.status).toBe(200);
    expect(browser.headers["content-encoding"]).toBe("br");
    expect(browser.headers["content-type"]).toMatch(/javascript/);
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(browser.headers["content-length"])).toBe(browser.body.length);
    expect(browser.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(browser)).toBe(SCRIPT);

    const gzip = await raw(HASHED_SCRIPT, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(SCRIPT);

    for (const plain of [await raw(HASHED_SCRIPT, "identity"), await raw(HASHED_SCRIPT)]) {
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString("utf8")).toBe(SCRIPT);
    }
  });

  it("are kept for a year when hashed, and asked again otherwise", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      expect((await raw(HASHED_SCRIPT, encoding)).headers["cache-control"]).toBe(
        "public, max-age=31536000, immutable",
      );
      for (const pathname of ["/assets/plain.js", "/theme-init.js", "/index.html", "/", "/x"]) {
        const answer = await raw(pathname, encoding);
        expect(answer.status, pathname).toBe(200);
        expect(answer.headers["cache-control"], `${pathname} ${encoding}`).toBe("no-cache");
      }
    }
  });

  it("include the plain page, compressed too", async () => {
    const page = await raw("/members", "br");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(decoded(page)).toBe(INDEX_HTML);
  });
});
