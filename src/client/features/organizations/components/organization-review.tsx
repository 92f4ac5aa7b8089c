import { organizationTypeLabels } from "../../../../shared/organizations/organization.constants";
import type { CreateOrganizationData } from "../../../../shared/organizations/organization.schemas";
import { organizationTexts as texts } from "../organizations.texts";

/** What was entered, as it will be saved (trimmed, ICAO code upper-cased). */
export function OrganizationReview({ values }: { values: CreateOrganizationData }) {
  const rows: Array<[string, string | undefined]> = [
    [texts.nameLabel, values.name],
    [texts.typeLabel, organizationTypeLabels[values.type]],
    [texts.icaoCodeLabel, values.icaoCode],
    [texts.airportNameLabel, values.airportName],
    [texts.cityLabel, values.city],
    [texts.countryLabel, values.country],
    [texts.contactEmailLabel, values.contactEmail],
    [texts.phoneLabel, values.phone],
    [texts.websiteLabel, values.website],
    [texts.airportAddressLabel, values.airportAddress],
    [texts.timezoneLabel, values.timezone],
    [texts.currencyLabel, values.currency],
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-sm break-words sm:col-span-2">
            {value || (
              <span className="text-slate-600 italic dark:text-slate-400">{texts.notProvided}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
