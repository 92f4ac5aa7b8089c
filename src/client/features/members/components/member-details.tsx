import type { ReactNode } from "react";
import type { MemberDetails as Member } from "../../../../shared/members/member.types";
import { roleLabels } from "../../../../shared/profile/roles";
import { Panel } from "../../../components/ui/panel";
import { formatTimestamp } from "../../../lib/date-format";
import { addressLines } from "../../../lib/format-address";
import { useTimeZone } from "../../../lib/viewer-time";
import { memberName } from "../member-name";
import { membersTexts as texts } from "../members.texts";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}

function Details({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>;
}

const orNotProvided = (value: string | null | undefined) => value?.trim() || texts.notProvided;

function Address({ lines }: { lines: string[] | null }) {
  if (!lines) return <>{texts.notProvided}</>;
  return (
    <span className="block">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </span>
  );
}

/** A member's sections: Personal Information, Emergency Contact, Organization Details. */
export function MemberDetails({ member }: { member: Member }) {
  const timeZone = useTimeZone();
  const contact = member.emergencyContact;
  return (
    <div className="space-y-6">
      <Panel title={texts.personalInformation}>
        <Details>
          <Detail label={texts.nameLabel}>{memberName(member) ?? texts.notProvided}</Detail>
          <Detail label={texts.emailLabel}>{orNotProvided(member.email)}</Detail>
          <Detail label={texts.phoneLabel}>{orNotProvided(member.phoneNumber)}</Detail>
          <Detail label={texts.addressLabel}>
            <Address lines={addressLines(member.address)} />
          </Detail>
        </Details>
      </Panel>
      <Panel title={texts.emergencyContact}>
        <Details>
          <Detail label={texts.nameLabel}>{orNotProvided(contact?.name)}</Detail>
          <Detail label={texts.relationshipLabel}>{orNotProvided(contact?.relationship)}</Detail>
          <Detail label={texts.emergencyPhoneLabel}>{orNotProvided(contact?.phone)}</Detail>
          <Detail label={texts.addressLabel}>{orNotProvided(contact?.address)}</Detail>
        </Details>
      </Panel>
      <Panel title={texts.organizationDetails}>
        <Details>
          <Detail label={texts.roleLabel}>{roleLabels[member.role]}</Detail>
          <Detail label={texts.joinedLabel}>
            {formatTimestamp(member.joinedOrgAt, timeZone) ?? texts.unknown}
          </Detail>
          <Detail label={texts.memberSinceLabel}>
            {formatTimestamp(member.createdAt, timeZone) ?? texts.unknown}
          </Detail>
          <Detail label={texts.updatedLabel}>
            {formatTimestamp(member.updatedAt, timeZone) ?? texts.unknown}
          </Detail>
        </Details>
      </Panel>
    </div>
  );
}
