import { aircraftMessages } from "../../shared/aircraft/aircraft.constants";
import { type AircraftData, withArchiveRule } from "../../shared/aircraft/aircraft.schemas";
import { isUuid } from "../../shared/validation/ids";
import type { Changes } from "../changes/changes";
import { sqlState } from "../db/database";
import type { Actor } from "../http/access";
import { conflict, notFound } from "../http/errors";
import type { AircraftRepository, AircraftRow } from "./aircraft.repository";

const UNIQUE_VIOLATION = "23505";

/** The admin-only writes are guarded by the routes' access; scoping to the org happens here. */
export class AircraftService {
  constructor(
    private readonly fleet: AircraftRepository,
    private readonly changes: Pick<Changes, "announce">,
  ) {}

  /** Members never see archived aircraft (docs/rules/aircraft.md). */
  list(actor: Actor): Promise<AircraftRow[]> {
    return this.fleet.findByOrg(actor.orgId, { includeArchived: actor.role === "admin" });
  }

  async get(actor: Actor, id: string): Promise<AircraftRow> {
    const found = isUuid(id) ? await this.fleet.findById(actor.orgId, id) : undefined;
    if (!found || (found.isArchived && actor.role !== "admin"))
      throw notFound(aircraftMessages.notFound);
    return found;
  }

  async create(actor: Actor, input: AircraftData): Promise<AircraftRow> {
    const created = await this.uniqueRegistration(() =>
      this.fleet.insert(actor.orgId, withArchiveRule(input)),
    );
    this.announce(actor.orgId, created.id, "created");
    return created;
  }

  /** An archived aircraft stays archived: archiving cannot be undone. */
  async update(actor: Actor, id: string, input: AircraftData): Promise<AircraftRow> {
    if (!isUuid(id)) throw notFound(aircraftMessages.notFound);
    const updated = await this.uniqueRegistration(() =>
      this.fleet.updateUnarchived(actor.orgId, id, withArchiveRule(input)),
    );
    if (updated) {
      this.announce(actor.orgId, id, updated.isArchived ? "archived" : "updated");
      return updated;
    }
    await this.get(actor, id);
    throw conflict(aircraftMessages.archivedIsFinal, "AIRCRAFT_ARCHIVED");
  }

  /** Archiving one that already was changes nothing, and tells no one. */
  async archive(actor: Actor, id: string): Promise<AircraftRow> {
    const archived = isUuid(id) ? await this.fleet.archiveUnarchived(actor.orgId, id) : undefined;
    if (!archived) return this.get(actor, id);
    this.announce(actor.orgId, id, "archived");
    return archived;
  }

  /**
   * After the commit. No copy kept in memory holds aircraft; open screens hear of the change
   * from the database's trigger, which also says who may (members never hear of an aircraft
   * they cannot read).
   */
  private announce(orgId: string, id: string, action: "created" | "updated" | "archived") {
    this.changes.announce([{ scope: { org: orgId }, kind: "aircraft", ids: [id], action }]);
  }

  private async uniqueRegistration<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) {
        throw conflict(aircraftMessages.duplicateRegistration, "DUPLICATE_REGISTRATION");
      }
      throw error;
    }
  }
}
