import { asc, eq, like, or, sql } from "drizzle-orm";
import type { OrganizationRecord } from "../../shared/organizations/organization.schemas";
import type { Db } from "../db/database";
import { authUsers, organizations } from "../db/schema";

export type OrganizationRow = typeof organizations.$inferSelect;
type Executor = Pick<Db, "select" | "insert" | "update">;

export class OrganizationRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<OrganizationRow | undefined> {
    const [row] = await this.db.select().from(organizations).where(eq(organizations.id, id));
    return row;
  }

  async findByJoinCode(joinCode: string): Promise<OrganizationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(organizations)
      .where(eq(organizations.joinCode, joinCode));
    return row;
  }

  /** The account created first on this installation (the one that set it up), if any. */
  async firstAccountId(executor: Executor): Promise<string | undefined> {
    const [row] = await executor
      .select({ id: authUsers.id })
      .from(authUsers)
      .orderBy(asc(authUsers.createdAt), asc(authUsers.id))
      .limit(1);
    return row?.id;
  }

  /** Slugs already taken by `slug` itself or by its numbered variants (`slug-2`, ...). */
  async findSlugsLike(executor: Executor, slug: string): Promise<string[]> {
    const rows = await executor
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(or(eq(organizations.slug, slug), like(organizations.slug, `${slug}-%`)));
    return rows.map((row) => row.slug);
  }

  async insert(
    executor: Executor,
    record: OrganizationRecord & { ownerId: string; createdByUserId: string },
  ): Promise<OrganizationRow> {
    const [row] = await executor
      .insert(organizations)
      .values({
        name: record.name,
        slug: record.slug,
        type: record.type,
        status: record.status,
        joinCode: record.joinCode,
        baseIcao: record.baseAirport.icaoCode,
        baseName: record.baseAirport.name,
        baseCity: record.baseAirport.city,
        baseCountry: record.baseAirport.country,
        baseLatitude: record.baseAirport.coordinates.latitude,
        baseLongitude: record.baseAirport.coordinates.longitude,
        baseAddress: record.baseAirport.address,
        contactEmail: record.contact.email,
        contactPhone: record.contact.phone,
        contactWebsite: record.contact.website,
        contactAddress: record.contact.address,
        settings: record.settings,
        logo: record.logo,
        description: record.description,
        ownerId: record.ownerId,
        createdByUserId: record.createdByUserId,
      })
      .returning();
    if (!row) throw new Error("The organization insert returned no row");
    return row;
  }

  /** The organization, locked against other edits for the rest of the transaction. */
  async findByIdForUpdate(executor: Executor, id: string): Promise<OrganizationRow | undefined> {
    const [row] = await executor
      .select()
      .from(organizations)
      .where(eq(organizations.id, id))
      .for("update");
    return row;
  }

  async update(
    orgId: string,
    values: Partial<typeof organizations.$inferInsert>,
    executor: Executor = this.db,
  ): Promise<OrganizationRow | undefined> {
    const [row] = await executor
      .update(organizations)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(organizations.id, orgId))
      .returning();
    return row;
  }
}
