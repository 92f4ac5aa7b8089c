import { and, asc, eq, gt, sql } from "drizzle-orm";
import type {
  ExportedAircraft,
  ExportedBooking,
  ExportedFormerPerson,
  ExportedInstructorHours,
  ExportedInstructorTimeOff,
  ExportedMember,
  ExportedOrganization,
  OrganizationExport,
} from "../../shared/portability/organization-export";
import type { Db } from "../db/database";
import {
  aircraft,
  authAccounts,
  authUsers,
  bookings,
  formerMembers,
  instructorHours,
  instructorTimeOff,
  organizations,
  userProfiles,
} from "../db/schema";

type Executor = Pick<Db, "select" | "insert" | "execute">;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Rows are written in batches of this many, to stay far below PostgreSQL's parameter limit. */
const INSERT_BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await insert(rows.slice(start, start + INSERT_BATCH));
  }
}

/**
 * Reads an organization in the export's shape, and writes one back. The reads take an
 * executor so that the export can run them all in one snapshot.
 */
export class PortabilityRepository {
  async organization(tx: Executor, orgId: string): Promise<ExportedOrganization | undefined> {
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, orgId));
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      type: row.type as ExportedOrganization["type"],
      status: row.status as ExportedOrganization["status"],
      joinCode: row.joinCode,
      baseAirport: {
        icaoCode: row.baseIcao,
        name: row.baseName,
        city: row.baseCity,
        country: row.baseCountry,
        coordinates: { latitude: row.baseLatitude, longitude: row.baseLongitude },
        address: row.baseAddress,
      },
      contact: {
        email: row.contactEmail,
        phone: row.contactPhone,
        website: row.contactWebsite,
        address: row.contactAddress,
      },
      settings: row.settings,
      logo: row.logo,
      description: row.description,
      socialMedia: row.socialMedia,
      ownerId: row.ownerId,
      createdByUserId: row.createdByUserId,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }

  async members(tx: Executor, orgId: string): Promise<ExportedMember[]> {
    const rows = await tx
      .select({ profile: userProfiles, email: authUsers.email, name: authUsers.name })
      .from(userProfiles)
      .innerJoin(authUsers, eq(authUsers.id, userProfiles.userId))
      .where(eq(userProfiles.orgId, orgId))
      .orderBy(asc(userProfiles.userId));
    return rows.map(({ profile, email, name }) => ({
      id: profile.userId,
      email,
      name,
      role: profile.role as ExportedMember["role"],
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber,
      address: profile.address ?? null,
      emergencyContact: (profile.emergencyContact as Record<string, string> | null) ?? null,
      joinedOrgAt: isoOrNull(profile.joinedOrgAt),
      isInstructor: profile.isInstructor,
      instructorRate: profile.instructorRate === null ? null : Number(profile.instructorRate),
      instructorRatings: profile.instructorRatings,
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    }));
  }

  /**
   * People the organization's history names (its owner, its creator, who booked, who flew and
   * who taught) who are no longer among its members: removed members and deleted accounts, with
   * the name they left with.
   */
  async formerPeople(tx: Executor, orgId: string): Promise<ExportedFormerPerson[]> {
    const result = await tx.execute<{ id: string; first_name: string; last_name: string }>(sql`
      with named as (
        select owner_id as id from organizations where id = ${orgId}
        union select created_by_user_id from organizations where id = ${orgId}
        union select user_id from bookings where org_id = ${orgId}
        union select pilot_id from bookings where org_id = ${orgId}
        union select instructor_id from bookings
          where org_id = ${orgId} and instructor_id is not null
      )
      select named.id, coalesce(f.first_name, '') as first_name, coalesce(f.last_name, '') as last_name
      from named
      left join user_profiles p on p.user_id = named.id
      left join former_members f on f.org_id = ${orgId} and f.user_id = named.id
      where p.org_id is distinct from ${orgId}
      order by named.id`);
    return result.rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
    }));
  }

  async aircraft(tx: Executor, orgId: string): Promise<ExportedAircraft[]> {
    const rows = await tx
      .select()
      .from(aircraft)
      .where(eq(aircraft.orgId, orgId))
      .orderBy(asc(aircraft.id));
    return rows.map((row) => ({
      id: row.id,
      registration: row.registration,
      model: row.model,
      manufacturer: row.manufacturer,
      year: row.year,
      baseAirportIcao: row.baseAirportIcao,
      category: row.category as ExportedAircraft["category"],
      avionics: row.avionics,
      fuelType: row.fuelType as ExportedAircraft["fuelType"],
      hourlyRate: row.hourlyRate,
      bookingEnabled: row.bookingEnabled,
      isArchived: row.isArchived,
      color: row.color,
      type: row.type as ExportedAircraft["type"],
      status: row.status as ExportedAircraft["status"],
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  }

  /** One page of the organization's bookings in id order, after `afterId`. */
  async bookingsPage(
    tx: Executor,
    orgId: string,
    afterId: string | undefined,
    limit: number,
  ): Promise<ExportedBooking[]> {
    const rows = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.orgId, orgId), afterId ? gt(bookings.id, afterId) : undefined))
      .orderBy(asc(bookings.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      aircraftId: row.aircraftId,
      title: row.title,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      notes: row.notes,
      type: row.type as ExportedBooking["type"],
      userId: row.userId,
      pilotId: row.pilotId,
      instructorId: row.instructorId,
      status: row.status as ExportedBooking["status"],
      editableByMember: row.editableByMember,
      cancelledAt: isoOrNull(row.cancelledAt),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  }

  /**
   * Holds off sign-ups for the rest of the transaction and says whether anyone has an
   * account yet: an import goes only into an installation nobody uses.
   */
  async lockEmptyInstallation(tx: Executor): Promise<boolean> {
    await tx.execute(sql`lock table auth_users in share row exclusive mode`);
    const [row] = await tx.select({ id: authUsers.id }).from(authUsers).limit(1);
    return row === undefined;
  }

  /** Whether anyone has an account yet (reading does not wait for a running import). */
  async hasUsers(db: Executor): Promise<boolean> {
    const [row] = await db.select({ id: authUsers.id }).from(authUsers).limit(1);
    return row !== undefined;
  }

  /**
   * Writes the whole file: people first (members, then former members without a way to sign
   * in), the organization, its aircraft, then its bookings; the restorer's password.
   */
  async insertExport(
    tx: Executor,
    file: OrganizationExport,
    restorer: { userId: string; passwordHash: string },
  ): Promise<void> {
    const people = [
      ...file.members.map((member) => ({
        id: member.id,
        name: member.name,
        email: member.email,
        createdAt: new Date(member.createdAt),
        updatedAt: new Date(member.updatedAt),
      })),
      ...file.formerPeople.map((person) => ({
        id: person.id,
        name: "",
        // No one signs in as a former member; the address only fills the required column.
        email: `former-${person.id}@imported.invalid`,
      })),
    ];
    await insertInBatches(people, (batch) => tx.insert(authUsers).values(batch));
    await tx.insert(authAccounts).values({
      id: crypto.randomUUID(),
      accountId: restorer.userId,
      providerId: "credential",
      userId: restorer.userId,
      password: restorer.passwordHash,
    });

    const { organization: org } = file;
    await tx.insert(organizations).values({
      id: org.id,
      name: org.name,
      slug: org.slug,
      type: org.type,
      status: org.status,
      joinCode: org.joinCode,
      baseIcao: org.baseAirport.icaoCode,
      baseName: org.baseAirport.name,
      baseCity: org.baseAirport.city,
      baseCountry: org.baseAirport.country,
      baseLatitude: org.baseAirport.coordinates.latitude,
      baseLongitude: org.baseAirport.coordinates.longitude,
      baseAddress: org.baseAirport.address,
      contactEmail: org.contact.email,
      contactPhone: org.contact.phone,
      contactWebsite: org.contact.website,
      contactAddress: org.contact.address,
      settings: org.settings,
      logo: org.logo,
      description: org.description,
      socialMedia: org.socialMedia,
      ownerId: org.ownerId,
      createdByUserId: org.createdByUserId,
      createdAt: new Date(org.createdAt),
      updatedAt: new Date(org.updatedAt),
    });

    const profiles = [
      ...file.members.map((member) => ({
        userId: member.id,
        orgId: org.id,
        role: member.role,
        firstName: member.firstName,
        lastName: member.lastName,
        phoneNumber: member.phoneNumber,
        address: member.address,
        emergencyContact: member.emergencyContact,
        joinedOrgAt: member.joinedOrgAt ? new Date(member.joinedOrgAt) : null,
        isInstructor: member.isInstructor,
        instructorRate: member.instructorRate === null ? null : member.instructorRate.toFixed(2),
        instructorRatings: member.instructorRatings,
        createdAt: new Date(member.createdAt),
        updatedAt: new Date(member.updatedAt),
      })),
      ...file.formerPeople.map((person) => ({
        userId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
      })),
    ];
    await insertInBatches(profiles, (batch) => tx.insert(userProfiles).values(batch));
    await insertInBatches(file.formerPeople, (batch) =>
      tx.insert(formerMembers).values(
        batch.map((person) => ({
          orgId: org.id,
          userId: person.id,
          firstName: person.firstName,
          lastName: person.lastName,
        })),
      ),
    );

    await insertInBatches(file.aircraft, (batch) =>
      tx.insert(aircraft).values(
        batch.map((a) => ({
          ...a,
          orgId: org.id,
          createdAt: new Date(a.createdAt),
          updatedAt: new Date(a.updatedAt),
        })),
      ),
    );
    await insertInBatches(file.bookings, (batch) =>
      tx.insert(bookings).values(
        batch.map((b) => ({
          ...b,
          orgId: org.id,
          startsAt: new Date(b.startsAt),
          endsAt: new Date(b.endsAt),
          cancelledAt: b.cancelledAt ? new Date(b.cancelledAt) : null,
          createdAt: new Date(b.createdAt),
          updatedAt: new Date(b.updatedAt),
          // Left out of the pilot's constraint until the line below has judged them all.
          pilotOverlapGrandfathered: true,
        })),
      ),
    );
    // A file may hold bookings of one pilot that overlapped before pilots were kept to one
    // booking at a time: they are grandfathered as an upgraded installation's were (decision 0053).
    await tx.execute(sql`select hangar_grandfather_pilot_overlaps(${org.id}::uuid)`);
    await this.insertAvailability(tx, org.id, file);
  }

  // --- Instructors' availability: weekly hours and time off. ---

  /**
   * The weekly hours of the organization's members. Those of people who left stay behind in
   * the database, as their membership's did: the file has no one to give them to.
   */
  async instructorHours(tx: Executor, orgId: string): Promise<ExportedInstructorHours[]> {
    return tx
      .select({
        userId: instructorHours.userId,
        weekday: instructorHours.weekday,
        startMinute: instructorHours.startMinute,
        endMinute: instructorHours.endMinute,
      })
      .from(instructorHours)
      .innerJoin(
        userProfiles,
        and(eq(userProfiles.userId, instructorHours.userId), eq(userProfiles.orgId, orgId)),
      )
      .where(eq(instructorHours.orgId, orgId))
      .orderBy(
        asc(instructorHours.userId),
        asc(instructorHours.weekday),
        asc(instructorHours.startMinute),
      );
  }

  /** The time off of the organization's members, past ones included, by id. */
  async instructorTimeOff(tx: Executor, orgId: string): Promise<ExportedInstructorTimeOff[]> {
    const rows = await tx
      .select({ timeOff: instructorTimeOff })
      .from(instructorTimeOff)
      .innerJoin(
        userProfiles,
        and(eq(userProfiles.userId, instructorTimeOff.userId), eq(userProfiles.orgId, orgId)),
      )
      .where(eq(instructorTimeOff.orgId, orgId))
      .orderBy(asc(instructorTimeOff.id));
    return rows.map(({ timeOff }) => ({
      id: timeOff.id,
      userId: timeOff.userId,
      startsAt: iso(timeOff.startsAt),
      endsAt: iso(timeOff.endsAt),
      reason: timeOff.reason,
      createdAt: iso(timeOff.createdAt),
    }));
  }

  private async insertAvailability(tx: Executor, orgId: string, file: OrganizationExport) {
    await insertInBatches(file.instructorHours, (batch) =>
      tx.insert(instructorHours).values(batch.map((range) => ({ ...range, orgId }))),
    );
    await insertInBatches(file.instructorTimeOff, (batch) =>
      tx.insert(instructorTimeOff).values(
        batch.map((off) => ({
          ...off,
          orgId,
          startsAt: new Date(off.startsAt),
          endsAt: new Date(off.endsAt),
          createdAt: new Date(off.createdAt),
        })),
      ),
    );
  }

  // --- End of instructors' availability. ---
}
