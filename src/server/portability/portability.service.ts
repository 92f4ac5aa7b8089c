import { Readable } from "node:stream";
import { drizzle } from "drizzle-orm/node-postgres";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportHeaderSchema,
  type ImportRequest,
  organizationExportSchema,
  portabilityMessages,
} from "../../shared/portability/organization-export";
import type { AuthService, SignedIn } from "../auth/auth.service";
import { asNewPassword, hashPassword } from "../auth/password-hashing";
import { setupCodeMatches } from "../config/setup-code";
import { type Db, sqlState } from "../db/database";
import * as schema from "../db/schema";
import type { AttemptLimit, AttemptThrottle } from "../http/attempt-throttle";
import { addressKey } from "../http/client-address";
import { AppError, badRequest, conflict, notFound, tooManyRequests } from "../http/errors";
import type { ExportConnection, ExportConnections } from "./export-connections";
import type { PortabilityRepository } from "./portability.repository";

/** Bookings are read and written out this many at a time, so memory stays flat. */
const BOOKINGS_PAGE = 2000;

/** Wrong setup codes per address; the code's 80 bits make this a courtesy, not the defence. */
const setupCodeLimits = (ip: string): AttemptLimit[] => [
  { key: `setup-code:ip:${addressKey(ip)}`, max: 10, windowSeconds: 15 * 60 },
];

const refusedSetupCode = (message: string, code: string) =>
  new AppError(403, code, message, { setupCode: message });

const invalidFile = () =>
  badRequest(
    portabilityMessages.invalidFile,
    { file: portabilityMessages.invalidFile },
    "INVALID_EXPORT",
  );

/**
 * An organization's data out as one JSON file, and back in on a new installation.
 * See docs/decisions/0011-organization-export.md.
 */
export class PortabilityService {
  constructor(
    private readonly db: Db,
    private readonly exports: ExportConnections,
    private readonly repository: PortabilityRepository,
    private readonly auth: AuthService,
    private readonly throttle: AttemptThrottle,
    /** The installation's one-time setup code (DATA_DIR/setup-code.txt). */
    private readonly setupCode: string,
  ) {}

  /** How long a download may go without its reader taking anything. */
  get exportSocketTimeoutMs(): number {
    return this.exports.limits.socketTimeoutMs;
  }

  /**
   * The organization's file as a stream, read on a connection of the exports' own (refused
   * while another export of the organization runs, or too many run: `ExportConnections`). Its
   * first piece is read before it is returned, so a failure still gets a proper error. The
   * connection goes back when the stream ends, however it ends, and the stream fails when the
   * connection is lost (PostgreSQL ended a transaction its reader left idle).
   */
  async exportFile(orgId: string, now = new Date()): Promise<Readable> {
    const connection = await this.exports.acquire(orgId);
    const chunks = this.exportChunks(connection, orgId, now);
    const first = await chunks.next();
    async function* file() {
      if (!first.done) yield first.value;
      yield* chunks;
    }
    // One piece ahead at most: a page of bookings waits in memory for its reader, not sixteen.
    const stream = Readable.from(file(), { highWaterMark: 1 });
    // `file` ends `chunks` with the stream, unless the reader went before it started: then
    // this does. A failure there is the stream's, already told.
    stream.once("close", () => {
      chunks.return(undefined).catch(() => {});
    });
    connection.lost.addEventListener("abort", () => stream.destroy(connection.lost.reason), {
      once: true,
    });
    return stream;
  }

  /**
   * The organization's file, piece by piece. Every read runs in one read-only snapshot, so a
   * booking made during a long download is either wholly in the file or not at all.
   */
  private async *exportChunks(
    connection: ExportConnection,
    orgId: string,
    now: Date,
  ): AsyncGenerator<string> {
    const { client } = connection;
    let finished = false;
    try {
      await client.query("begin isolation level repeatable read read only");
      const tx = drizzle(client, { schema });
      const organization = await this.repository.organization(tx, orgId);
      if (!organization) throw notFound("Organization not found");
      const head = JSON.stringify({
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: now.toISOString(),
        organization,
        members: await this.repository.members(tx, orgId),
        formerPeople: await this.repository.formerPeople(tx, orgId),
        aircraft: await this.repository.aircraft(tx, orgId),
        instructorHours: await this.repository.instructorHours(tx, orgId),
        instructorTimeOff: await this.repository.instructorTimeOff(tx, orgId),
      });
      // The head without its closing brace, then the bookings' array, streamed.
      yield `${head.slice(0, -1)},"bookings":[`;
      let after: string | undefined;
      for (;;) {
        const page = await this.repository.bookingsPage(tx, orgId, after, BOOKINGS_PAGE);
        if (page.length === 0) break;
        yield (after ? "," : "") + page.map((booking) => JSON.stringify(booking)).join(",");
        after = page[page.length - 1]?.id;
      }
      yield "]}";
      await client.query("commit");
      finished = true;
    } finally {
      if (!finished && !connection.lost.aborted) await client.query("rollback").catch(() => {});
      connection.release();
    }
  }

  /** True until someone signs up: only then does this installation take an import. */
  async acceptsImport(): Promise<boolean> {
    return !(await this.repository.hasUsers(this.db));
  }

  /** Refuses an import on an installation someone uses (409). */
  async assertAcceptsImport(): Promise<void> {
    if (!(await this.acceptsImport())) throw this.inUse();
  }

  /**
   * Whether this request may import at all, from its headers alone: the installation takes an
   * import (409), and the caller holds its setup code (403), within the throttle (429).
   */
  async assertMayImport(setupCode: string | undefined, ip: string): Promise<void> {
    await this.assertAcceptsImport();
    if (!setupCode?.trim()) {
      throw refusedSetupCode(portabilityMessages.setupCodeRequired, "SETUP_CODE_REQUIRED");
    }
    const attempt = await this.throttle.reserve(setupCodeLimits(ip));
    if (!attempt) throw tooManyRequests(portabilityMessages.tooManySetupCodes);
    if (!setupCodeMatches(setupCode, this.setupCode)) {
      throw refusedSetupCode(portabilityMessages.setupCodeWrong, "SETUP_CODE_WRONG");
    }
    await attempt.succeeded();
  }

  /**
   * Restores an organization from its file on an installation nobody uses yet, with every id
   * and date as it was; the restorer, an administrator in the file, chooses a new password and
   * is signed in. All of it in one transaction: a file that breaks any rule stores nothing.
   */
  async importOrganization(input: ImportRequest, headers: Headers, ip: string): Promise<SignedIn> {
    const header = exportHeaderSchema.safeParse(input.file);
    if (!header.success) {
      throw badRequest(
        portabilityMessages.notAnExport,
        { file: portabilityMessages.notAnExport },
        "NOT_AN_EXPORT",
      );
    }
    if (header.data.version > EXPORT_VERSION) {
      throw badRequest(
        portabilityMessages.newerVersion,
        { file: portabilityMessages.newerVersion },
        "NEWER_EXPORT",
      );
    }
    const parsed = organizationExportSchema.safeParse(input.file);
    if (!parsed.success) throw invalidFile();
    const file = parsed.data;
    const email = input.email.toLowerCase();
    const restorer = file.members.find((m) => m.role === "admin" && m.email === email);
    if (!restorer) {
      throw badRequest(portabilityMessages.notAnAdministrator, {
        email: portabilityMessages.notAnAdministrator,
      });
    }
    await this.assertAcceptsImport();

    const passwordHash = await asNewPassword({ address: ip, account: email }, () =>
      hashPassword(input.password),
    );
    try {
      await this.db.transaction(async (tx) => {
        if (!(await this.repository.lockEmptyInstallation(tx))) throw this.inUse();
        await this.repository.insertExport(tx, file, { userId: restorer.id, passwordHash });
      });
    } catch (error) {
      // Integrity (23…) and data (22…) errors: the file breaks a rule the schema leaves to
      // the database, such as two active bookings of one aircraft at once.
      const state = sqlState(error);
      if (state?.startsWith("23") || state?.startsWith("22")) throw invalidFile();
      throw error;
    }
    return this.auth.login({ email, password: input.password }, headers, ip);
  }

  private inUse() {
    return conflict(portabilityMessages.notFresh, "INSTALLATION_IN_USE");
  }
}
