import type { RateLimitRepository } from "../http/rate-limit.repository";
import type { LookupBudget } from "./weather.service";

/**
 * Provider lookups per user per hour. The screens ask for the home airport every 10 minutes and
 * the cache answers most of those; this leaves room for a person looking up many stations, and
 * stops a script walking through station codes long before the provider's quota is gone.
 */
export const WEATHER_LOOKUPS_PER_HOUR = 60;

/** Counted in PostgreSQL, so every server instance shares one budget per user. */
export class WeatherLookupBudget implements LookupBudget {
  constructor(private readonly counters: RateLimitRepository) {}

  async spend(userId: string): Promise<boolean> {
    const used = await this.counters.increment(`weather:user:${userId}`, 3600);
    return used <= WEATHER_LOOKUPS_PER_HOUR;
  }
}
