/**
 * The labels of fields that more than one form shows: onboarding and Settings use the same
 * words for the same fields, from here.
 */
export const profileFieldLabels = {
  firstNameLabel: "First Name",
  lastNameLabel: "Last Name",
  phoneNumberLabel: "Phone Number",
  addressLegend: "Address",
  streetLabel: "Street",
  apartmentLabel: "Apartment",
  unitLabel: "Unit",
  cityLabel: "City",
  stateLabel: "State/Province",
  postalCodeLabel: "Postal Code",
  countryLabel: "Country",
  emergencyLegend: "Emergency Contact",
  emergencyNameLabel: "Emergency Contact Name",
  relationshipLabel: "Relationship",
  emergencyPhoneLabel: "Emergency Contact Phone",
  emergencyAddressLabel: "Emergency Contact Address",
} as const;

export const organizationFieldLabels = {
  nameLabel: "Name",
  typeLabel: "Organization Type",
  icaoCodeLabel: "ICAO Code",
  icaoCodeHint: "4 letters, e.g. EGLL",
  airportNameLabel: "Airport Name",
  cityLabel: "City",
  countryLabel: "Country",
  contactEmailLabel: "Contact Email",
  phoneLabel: "Phone",
  websiteLabel: "Website",
  airportAddressLabel: "Airport Address",
  timezoneLabel: "Time Zone",
  timezoneHint: "Every time and day in Hangar is on this clock",
  currencyLabel: "Currency",
} as const;
