import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { addBusinessInfo } from '../../api/accounts';
import type { User } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import type { Language } from '../../i18n';
import { BUSINESS_LOCATIONS, BUSINESS_OWNERSHIPS, optionsIn } from '../../lib/enumerations';
import { BUSINESS_INFO_FIELDS, businessInfoSchema, type BusinessInfoValues } from './businessInfoSchema';
import { DraftSaver } from './DraftSaver';
import { FormActions } from './FormActions';
import { useProfileStepForm, type ProfileStepFormProps } from './useProfileSubmit';

/** The block of the current language, or the other one's as a starting point when it is still empty. */
function initialBusinessInfo(user: User | null, language: Language): BusinessInfoValues {
  const info = user?.business_info;
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const block = info?.[language]?.business_name ? info[language] : (info?.[other] ?? {});
  return Object.fromEntries(
    BUSINESS_INFO_FIELDS.map((field) => [field, String(block?.[field] ?? '')]),
  ) as BusinessInfoValues;
}

/** Business info, sent for the language the user is reading (SPEC.md §7 lang + response). */
export function BusinessInfoForm({
  user,
  draftStep,
  submitLabel,
  onSaved,
}: Omit<ProfileStepFormProps, 'showStatus'>) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { initialValues, submit, failed } = useProfileStepForm(
    () => initialBusinessInfo(user, language),
    (values: BusinessInfoValues) => addBusinessInfo(language, businessInfoSchema.cast(values)),
    { user, draftStep, onSaved },
  );
  const field = (name: keyof BusinessInfoValues) => ({
    name,
    label: t(`onboarding.bi.fields.${name}`),
    required: true,
  });

  return (
    <Formik initialValues={initialValues} validationSchema={businessInfoSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('onboarding.bi.formLabel')}>
          {draftStep && <DraftSaver userId={user?._id} step={draftStep} />}
          <p className="small text-muted">
            {t('onboarding.bi.languageNote', { language: t(`onboarding.languages.${language}`) })}
          </p>
          <div className="row">
            <TextField {...field('business_name')} autoComplete="organization" className="col-md-6 mb-3" />
            <TextField
              {...field('business_phone')}
              type="tel"
              inputMode="numeric"
              dir="ltr"
              autoComplete="tel"
              maxLength={11}
              className="col-md-6 mb-3"
            />
            <TextField {...field('business_type')} className="col-md-6 mb-3" />
            <TextField {...field('business_sector')} className="col-md-6 mb-3" />
            <TextField {...field('main_activity')} className="col-md-6 mb-3" />
            <TextField {...field('secondary_activity')} className="col-md-6 mb-3" />
            <TextField {...field('business_address')} className="col-12 mb-3" />
            <SelectField
              {...field('business_location')}
              options={optionsIn(BUSINESS_LOCATIONS, language)}
              placeholder=""
              className="col-md-6 mb-3"
            />
            <SelectField
              {...field('business_ownership')}
              options={optionsIn(BUSINESS_OWNERSHIPS, language)}
              placeholder=""
              className="col-md-6 mb-3"
            />
          </div>
          <FormActions submitting={isSubmitting} failed={failed} label={submitLabel} />
        </Form>
      )}
    </Formik>
  );
}
