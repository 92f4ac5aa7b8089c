import type { MetarRecord } from "../../shared/weather/metar.types";
import { weatherMessages } from "../../shared/weather/metar.types";
import { AppError } from "../http/errors";
import { type Provider, toMetarRecord, UpstreamError } from "./weather-providers";

export interface WeatherOptions {
  provider: Provider;
  /** How long an answer is reused for every user and organization. */
  ttlMs?: number;
  /** How long a failure is remembered, so a provider that is down is not hammered. */
  failureTtlMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (message: string, error?: unknown) => void;
}

type Outcome = { record: MetarRecord } | { error: AppError };

/** Stations remembered at most; any member may ask for any of about 1.7 million codes. */
const MAX_ENTRIES = 1000;
interface Entry {
  outcome: Outcome;
  expires: number;
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
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: WeatherOptions) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.failureTtlMs = options.failureTtlMs ?? 30_000;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? fetch;
  }

  async metar(icao: string): Promise<MetarRecord> {
    const cached = this.cache.get(icao);
    const outcome =
      cached && cached.expires > Date.now() ? cached.outcome : await this.fetchOnce(icao);
    if ("error" in outcome) throw outcome.error;
    return outcome.record;
  }

  private fetchOnce(icao: string): Promise<Outcome> {
    let pending = this.inFlight.get(icao);
    if (!pending) {
      pending = this.load(icao).then((outcome) => {
        const ttl = "error" in outcome ? this.failureTtlMs : this.ttlMs;
        this.cache.delete(icao);
        this.cache.set(icao, { outcome, expires: Date.now() + ttl });
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
    const now = Date.now();
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
        return {
          error: new AppError(
            502,
            "WEATHER_UPSTREAM",
            weatherMessages.fetchFailedStatus(response.status),
          ),
        };
      }
      const report = this.options.provider.read(await response.json());
      if (!report) return { error: new AppError(404, "WEATHER_NO_DATA", weatherMessages.noData) };
      return { record: toMetarRecord(report, icao) };
    } catch (error) {
      // Never the provider's address or key: only our own words go back.
      this.options.log?.(
        `METAR for ${icao} failed`,
        error instanceof UpstreamError ? error.message : error,
      );
      return { error: new AppError(502, "WEATHER_UPSTREAM", weatherMessages.fetchFailed) };
    }
  }
}
