import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { controlClasses, Field } from "../../../components/ui/field";
import { InputField } from "../../../components/ui/input-field";
import type { OrganizationFormValues } from "../organization-form";
import { settingsTexts } from "../settings.texts";
import { DetailGroup } from "./detail-list";

const texts = settingsTexts.organization;
const DESCRIPTION_MAX = 1000;

type Form = UseFormReturn<OrganizationFormValues>;

/** Description (with a counter), logo and social links. */
export function OrganizationAboutFields({ form }: { form: Form }) {
  const { register } = form;
  const { errors } = form.formState;
  const counterId = useId();
  const length = form.watch("description").length;
  const url = { type: "url", optional: true, placeholder: "https://" } as const;
  return (
    <>
      <DetailGroup title={texts.about}>
        <Field label={texts.descriptionLabel} optional error={errors.description?.message}>
          {(control) => (
            <>
              <textarea
                {...control}
                aria-describedby={[control["aria-describedby"], counterId]
                  .filter(Boolean)
                  .join(" ")}
                rows={4}
                maxLength={DESCRIPTION_MAX}
                className={controlClasses}
                {...register("description")}
              />
              <p
                id={counterId}
                className="mt-1 text-right text-xs text-slate-600 tabular-nums dark:text-slate-400"
              >
                {texts.descriptionCount(length)}
              </p>
            </>
          )}
        </Field>
        <InputField
          label={texts.logoLabel}
          {...url}
          error={errors.logo?.message}
          {...register("logo")}
        />
      </DetailGroup>
      <DetailGroup title={texts.socialMedia}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={texts.facebookLabel}
            {...url}
            error={errors.socialMedia?.facebook?.message}
            {...register("socialMedia.facebook")}
          />
          <InputField
            label={texts.twitterLabel}
            {...url}
            error={errors.socialMedia?.twitter?.message}
            {...register("socialMedia.twitter")}
          />
          <InputField
            label={texts.instagramLabel}
            {...url}
            error={errors.socialMedia?.instagram?.message}
            {...register("socialMedia.instagram")}
          />
          <InputField
            label={texts.linkedinLabel}
            {...url}
            error={errors.socialMedia?.linkedin?.message}
            {...register("socialMedia.linkedin")}
          />
        </div>
      </DetailGroup>
    </>
  );
}
