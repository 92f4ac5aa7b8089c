import { useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { currencies } from "../../../../shared/organizations/organization.constants";
import { timeZoneOptions } from "../../../components/forms/organization-inputs";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { InputField } from "../../../components/ui/input-field";
import { SelectField } from "../../../components/ui/select-field";
import type { OrganizationFormValues } from "../organization-form";
import { settingsTexts } from "../settings.texts";
import { DetailGroup } from "./detail-list";

const texts = settingsTexts.organization;
const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));

type Form = UseFormReturn<OrganizationFormValues>;

const groupClasses = "grid gap-x-4 sm:grid-cols-2";

/** Time zone, currency, flight sharing, dispatch and the preflight requirements. */
export function OrganizationOperationsFields({ form }: { form: Form }) {
  const { register } = form;
  const savedZone = form.formState.defaultValues?.settings?.timezone ?? "UTC";
  const zones = useMemo(() => timeZoneOptions(savedZone), [savedZone]);
  return (
    <>
      <DetailGroup title={texts.operations}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={texts.timezoneLabel}
            options={zones}
            {...register("settings.timezone")}
          />
          <SelectField
            label={texts.currencyLabel}
            options={currencyOptions}
            {...register("settings.currency")}
          />
        </div>
        <div className={groupClasses}>
          <CheckboxField
            label={texts.flightSharingLabel}
            {...register("settings.enableFlightSharing")}
          />
          <CheckboxField label={texts.dispatchLabel} {...register("settings.enableDispatch")} />
        </div>
      </DetailGroup>
      <DetailGroup title={texts.preflight}>
        <div className={groupClasses}>
          <CheckboxField
            label={texts.weatherCheckLabel}
            {...register("settings.preflightRequirements.requireWeatherCheck")}
          />
          <CheckboxField
            label={texts.weightBalanceLabel}
            {...register("settings.preflightRequirements.requireWeightBalance")}
          />
          <CheckboxField
            label={texts.flightPlanLabel}
            {...register("settings.preflightRequirements.requireFlightPlan")}
          />
          <CheckboxField
            label={texts.maintenanceCheckLabel}
            {...register("settings.preflightRequirements.requireMaintenanceCheck")}
          />
        </div>
      </DetailGroup>
    </>
  );
}

/** Billing and notification settings. */
export function OrganizationBillingFields({ form }: { form: Form }) {
  const { register } = form;
  const errors = form.formState.errors.settings?.billingSettings;
  const money = { type: "number", inputMode: "decimal", min: 0, step: "0.01" } as const;
  return (
    <>
      <DetailGroup title={texts.billing}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={texts.hourlyRateLabel}
            {...money}
            error={errors?.hourlyRate?.message}
            {...register("settings.billingSettings.hourlyRate")}
          />
          <InputField
            label={texts.minimumHoursLabel}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={errors?.minimumHours?.message}
            {...register("settings.billingSettings.minimumHours")}
          />
          <CheckboxField
            label={texts.requireDepositLabel}
            className="sm:col-span-2"
            {...register("settings.billingSettings.requireDeposit")}
          />
          <InputField
            label={texts.depositAmountLabel}
            optional
            {...money}
            error={errors?.depositAmount?.message}
            {...register("settings.billingSettings.depositAmount")}
          />
        </div>
      </DetailGroup>
      <DetailGroup title={texts.notifications}>
        <div className={groupClasses}>
          <CheckboxField
            label={texts.emailNotificationsLabel}
            {...register("settings.notificationSettings.emailNotifications")}
          />
          <CheckboxField
            label={texts.smsNotificationsLabel}
            {...register("settings.notificationSettings.smsNotifications")}
          />
          <CheckboxField
            label={texts.notifyOnBookingLabel}
            {...register("settings.notificationSettings.notifyOnBooking")}
          />
          <CheckboxField
            label={texts.notifyOnMaintenanceLabel}
            {...register("settings.notificationSettings.notifyOnMaintenance")}
          />
        </div>
      </DetailGroup>
    </>
  );
}
