import type { Currency } from "./organization.constants";

/**
 * The currency a new organization's form proposes for the country typed (a name or an ISO
 * code, in English): the country's own when it is one Hangar offers, else none (the form
 * keeps what it proposed before). Only a proposal: the creator may choose another.
 */
const countriesByCurrency: Record<Currency, readonly string[]> = {
  USD: ["us", "usa", "united states", "united states of america", "america"],
  CAD: ["ca", "canada"],
  AUD: ["au", "australia"],
  GBP: [
    "gb",
    "uk",
    "united kingdom",
    "great britain",
    "britain",
    "england",
    "scotland",
    "wales",
    "northern ireland",
  ],
  EUR: [
    "at",
    "austria",
    "be",
    "belgium",
    "hr",
    "croatia",
    "cy",
    "cyprus",
    "ee",
    "estonia",
    "fi",
    "finland",
    "fr",
    "france",
    "de",
    "germany",
    "gr",
    "greece",
    "ie",
    "ireland",
    "it",
    "italy",
    "lv",
    "latvia",
    "lt",
    "lithuania",
    "lu",
    "luxembourg",
    "mt",
    "malta",
    "nl",
    "netherlands",
    "the netherlands",
    "pt",
    "portugal",
    "sk",
    "slovakia",
    "si",
    "slovenia",
    "es",
    "spain",
    "mc",
    "monaco",
    "sm",
    "san marino",
    "va",
    "vatican",
    "ad",
    "andorra",
    "me",
    "montenegro",
    "xk",
    "kosovo",
  ],
};

const currencyByCountry = new Map<string, Currency>(
  Object.entries(countriesByCurrency).flatMap(([currency, countries]) =>
    countries.map((country) => [country, currency as Currency] as const),
  ),
);

export function currencyOfCountry(country: string): Currency | undefined {
  const key = country
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/\.$/, "")
    .replace(/^the /, "");
  return currencyByCountry.get(key) ?? currencyByCountry.get(key.replace(/\./g, ""));
}
