import { createContext, useContext } from "react";
import type { Currency } from "../../shared/organizations/organization.constants";

/** The organization's currency once it is read (the protected pages provide it). */
export const OrganizationCurrencyContext = createContext<Currency | null>(null);

/** The currency every amount is shown in: the organization's (USD until it is read). */
export function useCurrency(): Currency {
  return useContext(OrganizationCurrencyContext) ?? "USD";
}

/** How a form's hint names the currency an amount is entered in ('In euros'). */
export const currencyNames: Record<Currency, string> = {
  USD: "dollars",
  EUR: "euros",
  GBP: "pounds",
  CAD: "Canadian dollars",
  AUD: "Australian dollars",
};

const formats = new Map<Currency, Intl.NumberFormat>();

/**
 * '$165.50', '€165.50', '£165.50', 'CA$165.50', 'A$165.50': the same in every browser, so that a
 * server-rendered view and the browser's agree.
 */
export function formatMoney(amount: number, currency: Currency): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(currency, format);
  }
  return format.format(amount);
}
