import type { Currency } from "../../../../shared/organizations/organization.constants";
import { organizationTypeLabels } from "../../../../shared/organizations/organization.constants";
import type { Organization } from "../../../../shared/organizations/organization.types";
import { linkClasses } from "../../../components/ui/link-classes";
import { formatMoney } from "../../../lib/money";
import { settingsTexts } from "../settings.texts";
import { Detail, DetailGroup, DetailList, yesNo } from "./detail-list";

const texts = settingsTexts.organization;

/** A saved web address as a link; the server only keeps http and https addresses. */
function WebLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClasses} break-all`}>
      {href}
    </a>
  );
}

const money = (amount: number | undefined, currency: Currency) =>
  amount === undefined ? undefined : formatMoney(amount, currency);

/** The organization as saved; everyone in it may read this. */
export function OrganizationView({ organization }: { organization: Organization }) {
  const { contact, baseAirport, settings } = organization;
  const billing = settings.billingSettings;
  const notifications = settings.notificationSettings;
  const social = organization.socialMedia;
  return (
    <div className="space-y-6">
      <DetailGroup title={texts.general}>
        <DetailList>
          <Detail label={texts.nameLabel}>{organization.name}</Detail>
          <Detail label={texts.typeLabel}>{organizationTypeLabels[organization.type]}</Detail>
          <Detail label={texts.contactEmailLabel}>{contact.email}</Detail>
          <Detail label={texts.phoneLabel}>{contact.phone}</Detail>
          <Detail label={texts.websiteLabel}>
            {contact.website && <WebLink href={contact.website} />}
          </Detail>
        </DetailList>
      </DetailGroup>
      <DetailGroup title={texts.baseAirport}>
        <DetailList>
          <Detail label={texts.icaoCodeLabel}>{baseAirport.icaoCode}</Detail>
          <Detail label={texts.airportNameLabel}>{baseAirport.name}</Detail>
          <Detail label={texts.cityLabel}>{baseAirport.city}</Detail>
          <Detail label={texts.countryLabel}>{baseAirport.country}</Detail>
          <Detail label={texts.latitudeLabel}>{baseAirport.coordinates.latitude}</Detail>
          <Detail label={texts.longitudeLabel}>{baseAirport.coordinates.longitude}</Detail>
          <Detail label={texts.airportAddressLabel}>{baseAirport.address}</Detail>
        </DetailList>
      </DetailGroup>
      <DetailGroup title={texts.operations}>
        <DetailList>
          <Detail label={texts.timezoneLabel}>{settings.timezone}</Detail>
          <Detail label={texts.currencyLabel}>{settings.currency}</Detail>
          <Detail label={texts.flightSharingLabel}>{yesNo(settings.enableFlightSharing)}</Detail>
          <Detail label={texts.dispatchLabel}>{yesNo(settings.enableDispatch)}</Detail>
        </DetailList>
      </DetailGroup>
      <DetailGroup title={texts.preflight}>
        <DetailList>
          <Detail label={texts.weatherCheckLabel}>
            {yesNo(settings.preflightRequirements.requireWeatherCheck)}
          </Detail>
          <Detail label={texts.weightBalanceLabel}>
            {yesNo(settings.preflightRequirements.requireWeightBalance)}
          </Detail>
          <Detail label={texts.flightPlanLabel}>
            {yesNo(settings.preflightRequirements.requireFlightPlan)}
          </Detail>
          <Detail label={texts.maintenanceCheckLabel}>
            {yesNo(settings.preflightRequirements.requireMaintenanceCheck)}
          </Detail>
        </DetailList>
      </DetailGroup>
      <DetailGroup title={texts.billing}>
        <DetailList>
          <Detail label={texts.hourlyRateLabel}>
            {money(billing?.hourlyRate, settings.currency)}
          </Detail>
          <Detail label={texts.minimumHoursLabel}>{billing?.minimumHours}</Detail>
          <Detail label={texts.requireDepositLabel}>{yesNo(billing?.requireDeposit)}</Detail>
          <Detail label={texts.depositAmountLabel}>
            {money(billing?.depositAmount, settings.currency)}
          </Detail>
        </DetailList>
      </DetailGroup>
      <DetailGroup title={texts.notifications}>
        <DetailList>
          <Detail label={texts.emailNotificationsLabel}>
            {yesNo(notifications?.emailNotifications)}
          </Detail>
          <Detail label={texts.smsNotificationsLabel}>
            {yesNo(notifications?.smsNotifications)}
          </Detail>
          <Detail label={texts.notifyOnBookingLabel}>
            {yesNo(notifications?.notifyOnBooking)}
          </Detail>
          <Detail label={texts.notifyOnMaintenanceLabel}>
            {yesNo(notifications?.notifyOnMaintenance)}
          </Detail>
        </DetailList>
      </DetailGroup>
      <DetailGroup title={texts.about}>
        <DetailList>
          <Detail label={texts.descriptionLabel}>
            {organization.description && (
              <span className="whitespace-pre-line">{organization.description}</span>
            )}
          </Detail>
          <Detail label={texts.logoLabel}>
            {organization.logo && <WebLink href={organization.logo} />}
          </Detail>
          <Detail label={texts.facebookLabel}>
            {social?.facebook && <WebLink href={social?.facebook} />}
          </Detail>
          <Detail label={texts.twitterLabel}>
            {social?.twitter && <WebLink href={social?.twitter} />}
          </Detail>
          <Detail label={texts.instagramLabel}>
            {social?.instagram && <WebLink href={social?.instagram} />}
          </Detail>
          <Detail label={texts.linkedinLabel}>
            {social?.linkedin && <WebLink href={social?.linkedin} />}
          </Detail>
        </DetailList>
      </DetailGroup>
    </div>
  );
}
