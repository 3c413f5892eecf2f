import { Form, Formik } from 'formik';
import { useTranslation } from '../../i18n/useTranslation';
import { addBusinessInfo } from '../../api/accounts';
import type { User } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { EntityFields } from '../../components/form/EntityFields';
import type { Language } from '../../i18n';
import { formValuesOf } from '../../lib/entities/formSchema';
import { BUSINESS_INFO } from '../../lib/entities/onboarding';
import type { FormValues } from '../../lib/entities/types';
import { optionsIn } from '../../lib/enumerations';
import { DraftSaver } from './DraftSaver';
import { FormActions } from '../../components/form/FormActions';
import { businessInfoSchema } from './onboardingSchemas';
import { useProfileStepForm, type ProfileStepFormProps } from './useProfileSubmit';

/** The block of the current language, or the other one's as a starting point when it is still empty. */
type BusinessInfoValues = FormValues<typeof BUSINESS_INFO>;

function initialBusinessInfo(user: User | null, language: Language): BusinessInfoValues {
  const info = user?.business_info;
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return formValuesOf(BUSINESS_INFO, info?.[language]?.business_name ? info[language] : info?.[other]);
}

/** Business info, sent for the language the user is reading (the body's `lang` and `response`, docs/api.md). */
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
  return (
    <Formik initialValues={initialValues} validationSchema={businessInfoSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('onboarding.bi.formLabel')}>
          {draftStep && <DraftSaver userId={user?._id} step={draftStep} />}
          <p className="small text-muted">
            {t('onboarding.bi.languageNote', { language: t(`onboarding.languages.${language}`) })}
          </p>
          <EntityFields
            entity={BUSINESS_INFO}
            label={(name) => t(`onboarding.bi.fields.${name}`)}
            options={(list) => optionsIn(list, language)}
          />
          <FormActions submitting={isSubmitting} failed={failed} label={submitLabel} />
        </Form>
      )}
    </Formik>
  );
}
