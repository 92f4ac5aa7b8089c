import type { CurrentUser } from "../../../../shared/profile/user.types";
import { addressLines } from "../../../lib/format-address";
import { settingsTexts } from "../settings.texts";
import { Detail, DetailGroup, DetailList } from "./detail-list";

const texts = settingsTexts.profile;

/** The signed-in user's profile as saved. */
export function ProfileView({ user }: { user: CurrentUser }) {
  const contact = user.emergencyContact;
  const address = addressLines(user.address);
  return (
    <div className="space-y-6">
      <DetailList>
        <Detail label={texts.firstNameLabel}>{user.firstName.trim()}</Detail>
        <Detail label={texts.lastNameLabel}>{user.lastName.trim()}</Detail>
        <Detail label={texts.emailLabel}>{user.email}</Detail>
        <Detail label={texts.phoneNumberLabel}>{user.phoneNumber.trim()}</Detail>
        <Detail label={texts.addressLegend}>
          {address?.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Detail>
      </DetailList>
      <DetailGroup title={texts.emergencyLegend}>
        <DetailList>
          <Detail label={texts.emergencyNameLabel}>{contact?.name?.trim()}</Detail>
          <Detail label={texts.relationshipLabel}>{contact?.relationship?.trim()}</Detail>
          <Detail label={texts.emergencyPhoneLabel}>{contact?.phone?.trim()}</Detail>
          <Detail label={texts.emergencyAddressLabel}>{contact?.address?.trim()}</Detail>
        </DetailList>
      </DetailGroup>
    </div>
  );
}
