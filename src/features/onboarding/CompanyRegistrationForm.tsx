import { Form, Formik } from 'formik';
import { useTranslation } from '../../i18n/useTranslation';
import { addCompanyRegistration } from '../../api/accounts';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { EntityFields } from '../../components/form/EntityFields';
import { dateFieldNames } from '../../lib/entities/field';
import { formValuesOf } from '../../lib/entities/formSchema';
import { COMPANY_REGISTRATION } from '../../lib/entities/onboarding';
import type { FormValues } from '../../lib/entities/types';
import { optionsIn } from '../../lib/enumerations';
import { DocumentUpload } from './DocumentUpload';
import { DraftSaver } from './DraftSaver';
import { FormActions } from '../../components/form/FormActions';
import { companyRegistrationSchema } from './onboardingSchemas';
import { useProfileStepForm, type ProfileStepFormProps } from './useProfileSubmit';

type CompanyRegistrationValues = FormValues<typeof COMPANY_REGISTRATION>;

/** The form's calendar days become ISO strings (docs/onboarding.md: dates sent as ISO strings). */
export function toRegistrationRequest(values: CompanyRegistrationValues) {
  const clean = companyRegistrationSchema.cast(values);
  const request = { ...clean };
  for (const field of dateFieldNames(COMPANY_REGISTRATION)) {
    request[field] = new Date(`${clean[field].slice(0, 10)}T00:00:00.000Z`).toISOString();
  }
  return request;
}

/** Company registration with its one optional document and the disclaimer under it. */
export function CompanyRegistrationForm({
  user,
  draftStep,
  submitLabel,
  showStatus = false,
  onSaved,
}: ProfileStepFormProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { initialValues, submit, failed } = useProfileStepForm(
    () => formValuesOf(COMPANY_REGISTRATION, user?.company_registration),
    (values: CompanyRegistrationValues) => addCompanyRegistration(toRegistrationRequest(values)),
    { user, draftStep, onSaved },
  );
  return (
    <>
      <Formik initialValues={initialValues} validationSchema={companyRegistrationSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('onboarding.cr.formLabel')} id="company-registration-form">
            {draftStep && <DraftSaver userId={user?._id} step={draftStep} />}
            <EntityFields
              entity={COMPANY_REGISTRATION}
              label={(name) => t(`onboarding.cr.fields.${name}`)}
              options={(list) => optionsIn(list, language)}
              hint={(name) => (name === 'capital' ? t('onboarding.cr.capitalHint') : undefined)}
            />
            <DocumentUpload
              kind="company_reg"
              label={t('onboarding.cr.document')}
              document={user?.company_registration?.doc}
              allowPdf
              showStatus={showStatus}
            />
            <p className="small text-muted border-start border-3 ps-2 mb-3">
              {t('onboarding.cr.disclaimer')}
            </p>
            <FormActions submitting={isSubmitting} failed={failed} label={submitLabel} />
          </Form>
        )}
      </Formik>
    </>
  );
}
