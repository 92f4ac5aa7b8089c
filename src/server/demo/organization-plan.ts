/**
 * A generated organization as plain data: its members (with profiles complete enough to pass
 * onboarding) and its fleet. Pure and seeded, so the same seed gives the same club.
 */
import type { AircraftCategory, FuelType } from "../../shared/aircraft/aircraft.constants";
import { JOIN_CODE_ALPHABET } from "../../shared/organizations/organization.constants";
import type { Address } from "../../shared/profile/address.schemas";
import { Random, seedOf } from "./random";
import {
  AIRCRAFT_COLORS,
  AIRCRAFT_MODELS,
  AIRPORTS,
  type Airport,
  FIRST_NAMES,
  LAST_NAMES,
  PLACES,
  STREETS,
} from "./sample-values";

export interface OrganizationSpec {
  /** Same seed, same organization. */
  seed: string;
  name: string;
  aircraftCount: number;
  memberCount: number;
  /** The first members are administrators; the very first one owns the organization. */
  adminCount: number;
  /** The last members teach (instructors, every day 08:00–18:00); none when omitted. */
  instructorCount?: number;
  /** Members' addresses are `first.last@<emailDomain>`. */
  emailDomain: string;
  /** The base airport; a seeded pick when omitted. */
  airport?: Airport;
  /** The organization's time zone; the airport's when omitted. */
  timeZone?: string;
  /** When the organization was founded; members joined between then and `now`. */
  foundedAt: Date;
  now: Date;
}

export interface PlannedMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "admin" | "member";
  isInstructor: boolean;
  phoneNumber: string;
  address: Address;
  joinedAt: Date;
}

export interface PlannedAircraft {
  id: string;
  registration: string;
  manufacturer: string;
  model: string;
  year: number;
  category: AircraftCategory;
  fuelType: FuelType;
  hourlyRate: number;
  avionics: string[];
  color: string;
  type: "training" | "rental" | "private";
}

export interface PlannedOrganization {
  id: string;
  name: string;
  slug: string;
  joinCode: string;
  airport: Airport;
  timeZone: string;
  contactEmail: string;
  foundedAt: Date;
  members: PlannedMember[];
  aircraft: PlannedAircraft[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lowercase ASCII letters only, for email addresses made of names. */
const emailPart = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function planMembers(spec: OrganizationSpec, random: Random): PlannedMember[] {
  const emails = new Set<string>();
  const span = Math.max(1, spec.now.getTime() - spec.foundedAt.getTime());
  return Array.from({ length: spec.memberCount }, (_, index) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const local = `${emailPart(firstName)}.${emailPart(lastName)}`;
    let email = `${local}@${spec.emailDomain}`;
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@${spec.emailDomain}`;
    emails.add(email);
    const place = random.pick(PLACES);
    return {
      id: random.alphanumeric(32),
      email,
      firstName,
      lastName,
      role: index < spec.adminCount ? "admin" : "member",
      isInstructor: index >= spec.memberCount - (spec.instructorCount ?? 0),
      phoneNumber: `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}`,
      address: {
        street: `${random.int(1, 2400)} ${random.pick(STREETS)}`,
        city: place.city,
        state: place.state,
        postalCode: place.postalCode,
        country: place.country,
      },
      // The owner founded it; everyone else joined later.
      joinedAt: new Date(spec.foundedAt.getTime() + (index === 0 ? 0 : random.next() * span)),
    };
  });
}

function planAircraft(spec: OrganizationSpec, random: Random): PlannedAircraft[] {
  const registrations = new Set<string>();
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  return Array.from({ length: spec.aircraftCount }, () => {
    let registration: string;
    do {
      const suffix = `${random.pick([...letters])}${random.pick([...letters])}`;
      registration = `N${random.int(100, 999)}${suffix}`;
    } while (registrations.has(registration));
    registrations.add(registration);
    const model = random.pick(AIRCRAFT_MODELS);
    return {
      id: random.uuid(),
      registration,
      manufacturer: model.manufacturer,
      model: model.model,
      year: random.int(1978, 2024),
      category: model.category,
      fuelType: model.fuelType,
      hourlyRate: model.hourlyRate + random.int(-2, 4) * 5,
      avionics: [...model.avionics],
      color: random.pick(AIRCRAFT_COLORS),
      type: random.pick(["training", "rental", "rental", "private"] as const),
    };
  });
}

export function planOrganization(spec: OrganizationSpec): PlannedOrganization {
  const random = new Random(seedOf("organization", spec.seed));
  const airport = spec.airport ?? random.pick(AIRPORTS);
  const joinCode = Array.from({ length: 8 }, () => random.pick([...JOIN_CODE_ALPHABET])).join("");
  return {
    id: random.uuid(),
    name: spec.name,
    slug: slugOf(spec.name),
    joinCode,
    airport,
    timeZone: spec.timeZone ?? airport.timeZone,
    contactEmail: `office@${spec.emailDomain}`,
    foundedAt: spec.foundedAt,
    members: planMembers(spec, random),
    aircraft: planAircraft(spec, random),
  };
}

/** `years` whole years before `now`, for `foundedAt`. */
export const yearsBefore = (now: Date, years: number) =>
  new Date(now.getTime() - years * 365 * DAY_MS);
