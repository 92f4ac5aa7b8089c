import { describe, expect, it } from "vitest";
import {
  createOrganizationInputSchema,
  firstFreeSlug,
  normalizeJoinCode,
  organizationFieldMessages,
  slugify,
} from "./organization.schemas";

const valid = {
  name: "Bay Area Flying Club",
  icaoCode: "kpao",
  airportName: "Palo Alto",
  city: "Palo Alto",
  country: "US",
  contactEmail: "ops@example.org",
};

describe("createOrganizationInputSchema", () => {
  it("accepts the required fields, upper-cases the ICAO code and defaults the type to club", () => {
    const parsed = createOrganizationInputSchema.parse(valid);
    expect(parsed.icaoCode).toBe("KPAO");
    expect(parsed.type).toBe("club");
    expect(parsed.website).toBeUndefined();
  });

  it.each([
    ["name", "A", organizationFieldMessages.name],
    ["name", "AB", null],
    ["name", "x".repeat(100), null],
    ["name", "x".repeat(101), organizationFieldMessages.name],
    ["icaoCode", "KPA", organizationFieldMessages.icaoCode],
    ["icaoCode", "KPAOX", organizationFieldMessages.icaoCode],
    ["icaoCode", "K1P2", null],
    ["contactEmail", "ops@", organizationFieldMessages.contactEmail],
    ["website", "", null],
    ["website", "https://club.example", null],
    ["website", "ftp://club.example", organizationFieldMessages.website],
    ["website", "club.example", organizationFieldMessages.website],
  ])("%s = %j gives %s", (field, value, message) => {
    const result = createOrganizationInputSchema.safeParse({ ...valid, [field]: value });
    if (message === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});

describe("slugify", () => {
  it.each([
    ["Bay Area Flying Club", "bay-area-flying-club"],
    ["  Sky--Riders' Club!! ", "sky-riders-club"],
    ["Aéroclub de Genève", "aeroclub-de-geneve"],
    ["A", "club-a"],
    ["!!", "club"],
    ["x".repeat(120), "x".repeat(100)],
  ])("%j becomes %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe("firstFreeSlug", () => {
  it("numbers a taken slug from 2 on and stays within 100 characters", () => {
    expect(firstFreeSlug("club", [])).toBe("club");
    expect(firstFreeSlug("club", ["club"])).toBe("club-2");
    expect(firstFreeSlug("club", ["club", "club-2", "club-3"])).toBe("club-4");
    const long = "x".repeat(100);
    expect(firstFreeSlug(long, [long])).toHaveLength(100);
  });
});

describe("normalizeJoinCode", () => {
  it("trims and upper-cases", () => {
    expect(normalizeJoinCode("  ab12cd34 ")).toBe("AB12CD34");
  });
});
