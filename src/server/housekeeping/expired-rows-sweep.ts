import type { FastifyBaseLogger } from "fastify";
import type { ExpiredRowsRepository, SweptRows } from "./expired-rows.repository";

const MINUTE_MS = 60 * 1000;

/**
 * Deletes expired sessions, sign-in links and verifications, and rate-limit counters whose
 * window has passed, once an hour (the first a minute after start). Each server instance runs
 * its own; on one database they take turns (see `ExpiredRowsRepository`). The timer does not
 * keep the process alive, and `stop` waits for a sweep under way.
 */
export class ExpiredRowsSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly rows: ExpiredRowsRepository,
    private readonly keep: Parameters<ExpiredRowsRepository["deleteExpired"]>[0],
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = 60 * MINUTE_MS,
  ) {}

  start(firstAfterMs = MINUTE_MS): void {
    const next = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.sweep().finally(() => {
          if (this.timer) next(this.everyMs);
        });
      }, delay);
      this.timer.unref();
    };
    next(firstAfterMs);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One sweep; null when another instance was sweeping. Failures are logged, not thrown. */
  async sweep(): Promise<SweptRows | null> {
    try {
      return await this.rows.deleteExpired(this.keep);
    } catch (error) {
      this.log.warn({ err: error }, "sweeping expired rows failed; next time, then");
      return null;
    }
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's sweep of expired rows (tests run one by hand). */
    expiredRows: ExpiredRowsSweep;
  }
}
