import { describe, expect, it } from "vitest";
import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
} from "../../shared/organizations/organization.constants";
import { organizationRecordSchema } from "../../shared/organizations/organization.schemas";
import { generateJoinCode } from "./join-code";

describe("join codes", () => {
  it("are drawn without characters that read as others (0/O, 1/I/L)", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = generateJoinCode();
      expect(code).toHaveLength(JOIN_CODE_LENGTH);
      expect(code).not.toMatch(/[01OIL]/);
      for (const character of code) seen.add(character);
    }
    // Every character of the alphabet is used, so none was dropped by mistake.
    expect([...seen].sort().join("")).toBe([...JOIN_CODE_ALPHABET].sort().join(""));
  });

  it("keeps codes made with the former alphabet valid", () => {
    const stored = organizationRecordSchema.shape.joinCode;
    expect(stored.safeParse("O0I1L0OI").success).toBe(true);
    expect(stored.safeParse(generateJoinCode()).success).toBe(true);
  });
});
