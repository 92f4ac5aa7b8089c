import { and, asc, eq, sql } from "drizzle-orm";
import type { AircraftData } from "../../shared/aircraft/aircraft.schemas";
import type { Db } from "../db/database";
import { aircraft } from "../db/schema";

export type AircraftRow = typeof aircraft.$inferSelect;

const columns = (input: AircraftData) => ({
  registration: input.registration,
  model: input.model,
  manufacturer: input.manufacturer,
  year: input.year,
  baseAirportIcao: input.baseAirportICAO,
  category: input.category,
  avionics: input.avionics,
  fuelType: input.fuelType,
  hourlyRate: input.hourlyRate,
  bookingEnabled: input.bookingEnabled,
  isArchived: input.isArchived,
  color: input.color,
  type: input.type,
  status: input.status,
});

/** Every method is scoped to one organization: an id of another one finds nothing. */
export class AircraftRepository {
  constructor(private readonly db: Db) {}

  /** The organization's fleet ordered by registration, archived aircraft only if asked. */
  async findByOrg(
    orgId: string,
    { includeArchived }: { includeArchived: boolean },
  ): Promise<AircraftRow[]> {
    return this.db
      .select()
      .from(aircraft)
      .where(
        includeArchived
          ? eq(aircraft.orgId, orgId)
          : and(eq(aircraft.orgId, orgId), eq(aircraft.isArchived, false)),
      )
      .orderBy(asc(aircraft.registrationKey));
  }

  async findById(orgId: string, id: string): Promise<AircraftRow | undefined> {
    const [row] = await this.db
      .select()
      .from(aircraft)
      .where(and(eq(aircraft.orgId, orgId), eq(aircraft.id, id)));
    return row;
  }

  async insert(orgId: string, input: AircraftData): Promise<AircraftRow> {
    const [row] = await this.db
      .insert(aircraft)
      .values({ orgId, ...columns(input) })
      .returning();
    if (!row) throw new Error("The aircraft insert returned no row");
    return row;
  }

  /** Updates an aircraft that is not archived; undefined when there is none such. */
  async updateUnarchived(
    orgId: string,
    id: string,
    input: AircraftData,
  ): Promise<AircraftRow | undefined> {
    const [row] = await this.db
      .update(aircraft)
      .set({ ...columns(input), updatedAt: sql`now()` })
      .where(and(eq(aircraft.orgId, orgId), eq(aircraft.id, id), eq(aircraft.isArchived, false)))
      .returning();
    return row;
  }

  /** Archives an aircraft that is not archived yet; undefined when there is none such. */
  async archiveUnarchived(orgId: string, id: string): Promise<AircraftRow | undefined> {
    const [row] = await this.db
      .update(aircraft)
      .set({ isArchived: true, bookingEnabled: false, status: "archived", updatedAt: sql`now()` })
      .where(and(eq(aircraft.orgId, orgId), eq(aircraft.id, id), eq(aircraft.isArchived, false)))
      .returning();
    return row;
  }
}
