/**
 * Whether a time zone name is one this runtime knows. Apart from the organization's schemas, on
 * purpose: the client's entry asks it on every page, and must not load the schemas for it.
 */

const knownTimeZones = new Map<string, boolean>();

/** A time zone this runtime knows (IANA names such as Europe/London, and UTC). */
export function isKnownTimeZone(zone: string): boolean {
  let known = knownTimeZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    // Only the answers for real zones are kept: anyone can send a new invalid name.
    if (known) knownTimeZones.set(zone, known);
  }
  return known;
}
