import { describe, expect, it } from "vitest";
import { defaultOrganizationSettings } from "../organizations/organization.schemas";
import { exportFileName, organizationExportSchema } from "./organization-export";

const ADMIN = "AdminUserId00000000000000000001";
const PILOT = "FormerPilotId000000000000000002";
const PLANE = "4f7d1c6e-4b0a-4a39-9a7e-1f2b3c4d5e6f";
const AT = "2025-03-30T01:00:00.000Z";

/** A list whose first element the type knows is there. */
const list = <T>(first: T): [T, ...T[]] => [first];

const file = () => ({
  format: "hangar.organization-export",
  version: 1,
  exportedAt: AT,
  organization: {
    id: "0b8f6a3e-3c1d-4a5b-8e9f-0a1b2c3d4e5f",
    name: "Club",
    slug: "club",
    type: "club",
    status: "pending",
    joinCode: "ABCD1234",
    baseAirport: {
      icaoCode: "LFPN",
      name: "Toussus",
      city: "Toussus",
      country: "France",
      coordinates: { latitude: 48.75, longitude: 2.1 },
      address: null,
    },
    contact: { email: "ops@club.example", phone: null, website: null, address: null },
    settings: defaultOrganizationSettings,
    logo: null,
    description: null,
    socialMedia: null,
    ownerId: ADMIN,
    createdByUserId: ADMIN,
    createdAt: AT,
    updatedAt: AT,
  },
  members: list({
    id: ADMIN,
    email: "Chief@Club.example",
    name: "",
    role: "admin",
    firstName: "A",
    lastName: "B",
    phoneNumber: "1",
    address: null,
    emergencyContact: null,
    joinedOrgAt: AT,
    createdAt: AT,
    updatedAt: AT,
  }),
  formerPeople: [{ id: PILOT, firstName: "", lastName: "" }],
  aircraft: list({
    id: PLANE,
    registration: "F-GABC",
    model: "DR400",
    manufacturer: "Robin",
    year: 1980,
    baseAirportIcao: "LFPN",
    category: "Single Engine",
    avionics: [],
    fuelType: "100LL",
    hourlyRate: null,
    bookingEnabled: true,
    isArchived: false,
    color: "#3174ad",
    type: "rental",
    status: "available",
    createdAt: AT,
    updatedAt: AT,
  }),
  bookings: list({
    id: "9a8b7c6d-5e4f-4a3b-9c1d-0e1f2a3b4c5d",
    aircraftId: PLANE,
    title: "Flight",
    startsAt: AT,
    endsAt: "2025-03-30T03:00:00.000Z",
    notes: null,
    type: "rental",
    userId: ADMIN,
    pilotId: PILOT,
    status: "active",
    editableByMember: true,
    cancelledAt: null,
    createdAt: AT,
    updatedAt: AT,
  }),
});

type File = ReturnType<typeof file>;
const accepts = (edit: (f: File) => void) => {
  const f = file();
  edit(f);
  return organizationExportSchema.safeParse(f).success;
};

describe("the organization export's schema", () => {
  it("accepts a whole file, former pilots included, and keeps emails in lower case", () => {
    const parsed = organizationExportSchema.parse(file());
    expect(parsed.members[0]?.email).toBe("chief@club.example");
  });

  it("restores a file made before instructors with no instructor and no lesson", () => {
    const parsed = organizationExportSchema.parse(file());
    expect(parsed.members[0]).toMatchObject({
      isInstructor: false,
      instructorRate: null,
      instructorRatings: "",
    });
    expect(parsed.bookings[0]?.instructorId).toBeNull();
  });

  it("keeps instructors and a lesson's instructor, and refuses an unknown or odd one", () => {
    const parsed = organizationExportSchema.parse({
      ...file(),
      members: [
        {
          ...file().members[0],
          isInstructor: true,
          instructorRate: 65.5,
          instructorRatings: "CFI",
        },
      ],
      bookings: [{ ...file().bookings[0], instructorId: ADMIN }],
    });
    expect(parsed.members[0]).toMatchObject({ isInstructor: true, instructorRate: 65.5 });
    expect(parsed.bookings[0]?.instructorId).toBe(ADMIN);
    // Nobody teaches their own flight.
    expect(accepts((f) => Object.assign(f.bookings[0], { instructorId: PILOT }))).toBe(false);
    expect(
      accepts((f) => Object.assign(f.bookings[0], { instructorId: PILOT.replace("2", "3") })),
    ).toBe(false);
    expect(accepts((f) => Object.assign(f.members[0], { instructorRate: -1 }))).toBe(false);
    expect(accepts((f) => Object.assign(f.members[0], { instructorRatings: "CFI\nCFII" }))).toBe(
      false,
    );
  });

  it("refuses references to people or aircraft the file does not hold", () => {
    expect(
      accepts((f) => {
        f.formerPeople = [];
      }),
    ).toBe(false);
    expect(accepts((f) => void f.aircraft.pop())).toBe(false);
    expect(
      accepts((f) => {
        f.organization.ownerId = PILOT.replace("2", "3");
      }),
    ).toBe(false);
  });

  it("refuses ids used twice, two members with one email, and no administrator", () => {
    expect(accepts((f) => f.bookings.push({ ...f.bookings[0] }))).toBe(false);
    expect(accepts((f) => f.formerPeople.push({ id: ADMIN, firstName: "", lastName: "" }))).toBe(
      false,
    );
    expect(
      accepts((f) => f.members.push({ ...f.members[0], id: "AnotherUser000000000000000003" })),
    ).toBe(false);
    expect(
      accepts((f) => {
        f.members[0].role = "member";
      }),
    ).toBe(false);
  });

  it("refuses bookings that end before they start or last longer than 30 days", () => {
    expect(
      accepts((f) => {
        f.bookings[0].endsAt = AT;
      }),
    ).toBe(false);
    expect(
      accepts((f) => {
        f.bookings[0].endsAt = "2025-05-30T01:00:00.000Z";
      }),
    ).toBe(false);
  });

  it("refuses text PostgreSQL cannot store and values out of range", () => {
    expect(
      accepts((f) => {
        f.aircraft[0].model = "a\u0000b";
      }),
    ).toBe(false);
    expect(
      accepts((f) => {
        f.organization.baseAirport.coordinates.latitude = 91;
      }),
    ).toBe(false);
    expect(
      accepts((f) => {
        f.bookings[0].startsAt = "yesterday";
      }),
    ).toBe(false);
  });

  it("checks links, the slug, the logo and colours with the API's own field schemas", () => {
    // biome-ignore lint/suspicious/noExplicitAny: each case writes what the type would not allow.
    const organization = (f: File): any => f.organization;
    const refused: Record<string, (f: File) => void> = {
      "a slug with a line break": (f) => {
        f.organization.slug = "club\nX-Injected: 1";
      },
      "a slug with a quote": (f) => {
        f.organization.slug = 'club"';
      },
      "a slug in capitals": (f) => {
        f.organization.slug = "Club";
      },
      "a javascript: website": (f) => {
        organization(f).contact.website = "javascript:alert(1)";
      },
      "a website that is no URL": (f) => {
        organization(f).contact.website = "club";
      },
      "a data: logo": (f) => {
        organization(f).logo = "data:text/html,<b>x</b>";
      },
      "a javascript: social link": (f) => {
        organization(f).socialMedia = { facebook: "javascript:alert(1)" };
      },
      "a social network the app does not know": (f) => {
        organization(f).socialMedia = { myspace: "https://myspace.com/club" };
      },
      "a colour that is no hex colour": (f) => {
        f.aircraft[0].color = "red;x:url(y)";
      },
    };
    for (const [what, edit] of Object.entries(refused)) expect(accepts(edit), what).toBe(false);

    const allowed = accepts((f) => {
      f.organization.slug = "bay-area-2";
      organization(f).contact.website = "https://club.example";
      organization(f).logo = "https://club.example/logo.png";
      organization(f).socialMedia = { facebook: "https://facebook.com/club" };
      f.aircraft[0].color = "#A0b1C2";
    });
    expect(allowed).toBe(true);
  });
});

describe("the export's file name", () => {
  it("names the organization and the day", () => {
    expect(exportFileName("bay-area", new Date("2026-11-21T23:30:00Z"))).toBe(
      "hangar-bay-area-2026-11-21.json",
    );
  });
});

describe("instructors' availability in the export", () => {
  const TIME_OFF = "7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
  type Lists = { instructorHours: unknown[]; instructorTimeOff: unknown[] };
  const withAvailability = (edit: (f: Lists) => void = () => {}) => {
    const f = {
      ...file(),
      instructorHours: [
        { userId: ADMIN, weekday: 1, startMinute: 480, endMinute: 720 },
        { userId: ADMIN, weekday: 1, startMinute: 720, endMinute: 1440 },
      ] as unknown[],
      instructorTimeOff: [
        {
          id: TIME_OFF,
          userId: ADMIN,
          startsAt: AT,
          endsAt: "2025-04-02T00:00:00.000Z",
          reason: "Holiday",
          createdAt: AT,
        },
      ] as unknown[],
    };
    edit(f);
    return organizationExportSchema.safeParse(f).success;
  };

  it("accepts members' hours and time off, and files made before instructors without them", () => {
    expect(withAvailability()).toBe(true);
    const parsed = organizationExportSchema.parse(file());
    expect(parsed.instructorHours).toEqual([]);
    expect(parsed.instructorTimeOff).toEqual([]);
  });

  it("refuses hours the API would refuse: overlapping on a day, outside it, ending before they start", () => {
    const hours =
      (startMinute: number, endMinute: number, weekday = 1) =>
      (f: Lists) => {
        f.instructorHours.push({ userId: ADMIN, weekday, startMinute, endMinute });
      };
    expect(withAvailability(hours(600, 660))).toBe(false);
    expect(withAvailability(hours(600, 1441, 2))).toBe(false);
    expect(withAvailability(hours(600, 600, 2))).toBe(false);
    expect(withAvailability(hours(600, 660, 7))).toBe(false);
    expect(withAvailability(hours(600, 660, 2))).toBe(true);
  });

  it("refuses hours or time off of someone who is no member of the file, and time off twice or backwards", () => {
    expect(
      withAvailability((f) => {
        f.instructorHours = [{ userId: PILOT, weekday: 1, startMinute: 0, endMinute: 60 }];
      }),
    ).toBe(false);
    const timeOff = (changes: Record<string, unknown>) => (f: Lists) => {
      f.instructorTimeOff.push({ ...(f.instructorTimeOff[0] as object), ...changes });
    };
    expect(withAvailability(timeOff({ id: TIME_OFF.replace("7c", "8c"), userId: PILOT }))).toBe(
      false,
    );
    expect(withAvailability(timeOff({}))).toBe(false);
    expect(withAvailability(timeOff({ id: TIME_OFF.replace("7c", "8c"), endsAt: AT }))).toBe(false);
    expect(withAvailability(timeOff({ id: TIME_OFF.replace("7c", "8c") }))).toBe(true);
    expect(
      withAvailability(timeOff({ id: TIME_OFF.replace("7c", "8c"), reason: "x".repeat(201) })),
    ).toBe(false);
  });
});
