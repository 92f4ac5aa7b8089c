import type { StoredAddress } from "../../shared/profile/address.schemas";

/**
 * An address as lines: street with apartment, unit, building and floor; 'city, state postal
 * code'; country. Blank parts are left out; null when nothing is filled in. A plain-string
 * address (docs/rules/accounts.md) is shown as it is.
 */
export function addressLines(address: StoredAddress | null | undefined): string[] | null {
  if (!address) return null;
  if (typeof address === "string") return address.trim() ? [address.trim()] : null;
  const join = (parts: Array<string | undefined>, separator: string) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(separator);
  const lines = [
    join([address.street, address.apartment, address.unit, address.building, address.floor], ", "),
    join([join([address.city, address.state], ", "), address.postalCode], " "),
    join([address.country], ""),
  ].filter(Boolean);
  return lines.length > 0 ? lines : null;
}
