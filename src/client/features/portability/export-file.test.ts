import { describe, expect, it } from "vitest";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  portabilityMessages,
} from "../../../shared/portability/organization-export";
import { fileNameFromDisposition, readExportFile } from "./export-file";

const header = { format: EXPORT_FORMAT, version: EXPORT_VERSION };

describe("readExportFile", () => {
  it("passes on the parsed file when its header names a Hangar export of this version", () => {
    const file = { ...header, organization: { name: "Bay Area Flying Club" } };
    expect(readExportFile(JSON.stringify(file))).toEqual({ ok: true, file });
  });

  it("accepts older versions: the server reads them", () => {
    const file = { format: EXPORT_FORMAT, version: 1 };
    expect(readExportFile(JSON.stringify(file)).ok).toBe(true);
  });

  it.each([
    ["text that is not JSON", "not json {"],
    ["an empty file", ""],
    ["JSON that is not an object", "[1, 2]"],
    ["JSON null", "null"],
    ["another program's JSON", JSON.stringify({ name: "backup", items: [] })],
    ["a misspelt format", JSON.stringify({ ...header, format: "hangar.organisation-export" })],
    ["a version that is not a whole number", JSON.stringify({ ...header, version: "1" })],
    ["version 0", JSON.stringify({ ...header, version: 0 })],
  ])("refuses %s as not an export", (_, text) => {
    expect(readExportFile(text)).toEqual({ ok: false, message: portabilityMessages.notAnExport });
  });

  it("says that a file of a newer version needs a newer Hangar", () => {
    const text = JSON.stringify({ ...header, version: EXPORT_VERSION + 1 });
    expect(readExportFile(text)).toEqual({ ok: false, message: portabilityMessages.newerVersion });
  });
});

describe("fileNameFromDisposition", () => {
  it("reads a quoted file name", () => {
    expect(
      fileNameFromDisposition('attachment; filename="hangar-bay-area-flying-club-2025-05-26.json"'),
    ).toBe("hangar-bay-area-flying-club-2025-05-26.json");
  });

  it("reads an unquoted file name and ignores what follows", () => {
    expect(fileNameFromDisposition("attachment; filename=hangar-x.json; size=12")).toBe(
      "hangar-x.json",
    );
  });

  it("prefers the UTF-8 name to the plain one", () => {
    expect(
      fileNameFromDisposition(
        "attachment; filename=\"hangar-a.json\"; filename*=UTF-8''hangar-%C3%A9t%C3%A9.json",
      ),
    ).toBe("hangar-été.json");
  });

  it("unescapes quoted characters", () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".json"')).toBe('a "b".json');
  });

  it("keeps only the last part of a path", () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/hangar.json"')).toBe(
      "hangar.json",
    );
    expect(fileNameFromDisposition('attachment; filename="C:\\\\tmp\\\\hangar.json"')).toBe(
      "hangar.json",
    );
  });

  it("is null without a header, without a name, or with an empty one", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });

  it("falls back to the plain name when the UTF-8 one is malformed", () => {
    expect(
      fileNameFromDisposition(
        "attachment; filename=\"plain.json\"; filename*=UTF-8''%E0%A4%A.json",
      ),
    ).toBe("plain.json");
  });
});
