import { describe, expect, it } from "vitest";
import {
  createOrganizationInputSchema,
  firstFreeSlug,
  normalizeJoinCode,
  organizationFieldMessages,
  organizationUpdateSchema,
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
    ["icaoCode", "K1P2", organizationFieldMessages.icaoCode],
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

describe("creating and editing an organization", () => {
  // The create form's flat field, the edit's path, and the longest text each takes.
  const fields = [
    ["name", ["name"], 100],
    ["airportName", ["baseAirport", "name"], 200],
    ["city", ["baseAirport", "city"], 200],
    ["country", ["baseAirport", "country"], 200],
    ["phone", ["contact", "phone"], 50],
    ["airportAddress", ["baseAirport", "address"], 500],
  ] as const;
  const edit = ([section, field]: readonly [string, string?], value: string) =>
    field ? { [section]: { [field]: value } } : { [section]: value };

  it.each(fields)("take the same longest %s", (field, path, max) => {
    for (const [length, accepted] of [
      [max, true],
      [max + 1, false],
    ] as const) {
      const text = "x".repeat(length);
      expect(createOrganizationInputSchema.safeParse({ ...valid, [field]: text }).success).toBe(
        accepted,
      );
      expect(organizationUpdateSchema.safeParse(edit(path, text)).success).toBe(accepted);
    }
  });

  it("refuse a bad name, ICAO code, website or city with the same message", () => {
    for (const [field, path, value] of [
      ["name", ["name"], "A"],
      ["icaoCode", ["baseAirport", "icaoCode"], "KPA"],
      ["website", ["contact", "website"], "ftp://example.org"],
      ["city", ["baseAirport", "city"], " "],
    ] as const) {
      const created = createOrganizationInputSchema.safeParse({ ...valid, [field]: value });
      const edited = organizationUpdateSchema.safeParse(edit(path, value));
      expect(edited.error?.issues[0]?.message).toBe(created.error?.issues[0]?.message);
      expect(created.success).toBe(false);
    }
  });
});
