import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { negotiatedEncoding, PreparedJson } from "./reply";

describe("Accept-Encoding of a prepared answer", () => {
  it("takes gzip when named or under *, in any case, unless its quality is 0", () => {
    for (const header of [
      "gzip",
      "gzip, deflate, br, zstd",
      "br;q=1, GZIP;q=0.5",
      "*",
      ["br", "gzip"],
    ]) {
      expect(negotiatedEncoding(header), String(header)).toBe("gzip");
    }
    for (const header of [undefined, "", "br", "identity", "gzip;q=0", "*;q=0", "br, zstd"]) {
      expect(negotiatedEncoding(header), String(header)).toBeNull();
    }
  });
});

describe("a prepared answer", () => {
  it("writes its JSON on demand and gzips it once", () => {
    let writes = 0;
    const kept: number[] = [];
    const prepared = new PreparedJson<{ a: number }>(
      () => {
        writes++;
        return '{"a":1}';
      },
      (bytes) => kept.push(bytes),
    );
    expect(prepared.json()).toBe('{"a":1}');
    const gzipped = prepared.gzipped();
    expect(gunzipSync(gzipped).toString("utf8")).toBe('{"a":1}');
    expect(prepared.gzipped()).toBe(gzipped);
    expect(writes).toBe(2);
    expect(kept).toEqual([gzipped.length]);
  });
});
