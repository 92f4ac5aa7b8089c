const pad = (value: number) => String(value).padStart(2, "0");

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** HH:mm:ss on the clock of `timeZone` (the organization's: the airfield's local time). */
export function formatLocalClock(date: Date, timeZone: string): string {
  let clock = clockFormats.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(timeZone, clock);
  }
  return clock.format(date);
}

/** HH:mm:ss in UTC. */
export function formatUtcClock(date: Date): string {
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

const zoneName = (locale: string, timeZone: string, at: Date) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value ?? "";

/**
 * The zone's abbreviation at `at` ('CET', 'CEST', 'EST'), or its offset ('GMT+5:30') where it
 * has none in English. American English names only American zones; British English names
 * Europe's.
 */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  const american = zoneName("en-US", timeZone, at);
  if (!american.startsWith("GMT")) return american;
  const british = zoneName("en-GB", timeZone, at);
  return british.startsWith("GMT") && british !== "GMT" ? american : british;
}

/** Whether two zone names are the same zone (Asia/Calcutta is Asia/Kolkata). */
export function isSameZone(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const canonical = (zone: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    return canonical(a) === canonical(b);
  } catch {
    return false;
  }
}
