import type { MetarRecord } from "../../shared/weather/metar.types";
import { weatherMessages } from "../../shared/weather/metar.types";
import { AppError, tooManyRequests } from "../http/errors";
import { type Provider, toMetarRecord, UpstreamError } from "./weather-providers";

export interface WeatherOptions {
  provider: Provider;
  /** How long an answer is reused for every user and organization. */
  ttlMs?: number;
  /** How long a failure is remembered, so a provider that is down is not hammered. */
  failureTtlMs?: number;
  /**
   * How long "no METAR for this station" is remembered: codes without a report (most of them)
   * stay without one, and each would otherwise cost the provider's quota again.
   */
  noDataTtlMs?: number;
  /** Each user's lookups that reach the provider; answers from the cache cost nothing. */
  budget?: LookupBudget;
  now?: () => number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** One line per failed fetch: a provider that is down would otherwise fill the log with stacks. */
  log?: (line: string) => void;
}

type Outcome = { record: MetarRecord } | { error: AppError };

export interface LookupBudget {
  /** Takes one lookup from the user's budget; false when none is left. */
  spend(userId: string): Promise<boolean>;
}

const NO_DATA = "WEATHER_NO_DATA";

/** Stations remembered at most; any member may ask for any of about 1.7 million codes. */
const MAX_ENTRIES = 1000;
interface Entry {
  outcome: Outcome;
  expires: number;
}

/** The first line of what went wrong, without a stack: a timeout, a refused connection, bad JSON. */
function failureReason(error: unknown): string {
  if (error instanceof UpstreamError) return error.message;
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  const text = error instanceof Error ? `${error.name}: ${error.message}${cause}` : String(error);
  return text.split("\n")[0] ?? text;
}

/**
 * METAR by station, cached per station and shared by everyone; concurrent requests for one
 * station wait for the same single upstream call, which gives up after a few seconds.
 */
export class WeatherService {
  private readonly cache = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Outcome>>();
  private readonly ttlMs: number;
  private readonly failureTtlMs: number;
  private readonly noDataTtlMs: number;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: WeatherOptions) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.failureTtlMs = options.failureTtlMs ?? 30_000;
    // Twice a report's 5 minutes, not more: a small field's first report of the day shows soon.
    this.noDataTtlMs = options.noDataTtlMs ?? 10 * 60_000;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** The station's report for this user; a lookup the cache cannot answer uses their budget. */
  async metar(icao: string, userId: string): Promise<MetarRecord> {
    let known = this.known(icao);
    if (!known) {
      if (this.options.budget && !(await this.options.budget.spend(userId))) {
        throw tooManyRequests(weatherMessages.tooManyLookups);
      }
      // Someone else may have asked for this station while the budget was checked.
      known = this.known(icao) ?? this.fetchOnce(icao);
    }
    const outcome = await known;
    if ("error" in outcome) throw outcome.error;
    return outcome.record;
  }

  /** A fresh cached answer, or the one already on its way: both cost the provider nothing. */
  private known(icao: string): Outcome | Promise<Outcome> | undefined {
    const cached = this.cache.get(icao);
    if (cached && cached.expires > this.now()) return cached.outcome;
    return this.inFlight.get(icao);
  }

  private ttlOf(outcome: Outcome): number {
    if (!("error" in outcome)) return this.ttlMs;
    return outcome.error.code === NO_DATA ? this.noDataTtlMs : this.failureTtlMs;
  }

  private fetchOnce(icao: string): Promise<Outcome> {
    let pending = this.inFlight.get(icao);
    if (!pending) {
      pending = this.load(icao).then((outcome) => {
        this.cache.delete(icao);
        this.cache.set(icao, { outcome, expires: this.now() + this.ttlOf(outcome) });
        this.prune();
        return outcome;
      });
      pending.finally(() => this.inFlight.delete(icao)).catch(() => {});
      this.inFlight.set(icao, pending);
    }
    return pending;
  }

  /** Drops expired answers, then the oldest, to stay within MAX_ENTRIES. */
  private prune() {
    if (this.cache.size <= MAX_ENTRIES) return;
    const now = this.now();
    for (const [icao, entry] of this.cache) if (entry.expires <= now) this.cache.delete(icao);
    for (const icao of this.cache.keys()) {
      if (this.cache.size <= MAX_ENTRIES) break;
      this.cache.delete(icao);
    }
  }

  private async load(icao: string): Promise<Outcome> {
    const { url, headers } = this.options.provider.request(icao);
    try {
      const response = await this.fetch(url, {
        headers,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        this.options.log?.(`METAR for ${icao} failed: the provider answered ${response.status}`);
        return {
          error: new AppError(
            502,
            "WEATHER_UPSTREAM",
            weatherMessages.fetchFailedStatus(response.status),
          ),
        };
      }
      const report = this.options.provider.read(await response.json());
      if (!report) return { error: new AppError(404, NO_DATA, weatherMessages.noData) };
      return { record: toMetarRecord(report, icao) };
    } catch (error) {
      // Never the provider's address or key: only our own words go back.
      this.options.log?.(`METAR for ${icao} failed: ${failureReason(error)}`);
      return { error: new AppError(502, "WEATHER_UPSTREAM", weatherMessages.fetchFailed) };
    }
  }
}
