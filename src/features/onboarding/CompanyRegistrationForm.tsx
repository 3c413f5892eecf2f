import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { addCompanyRegistration } from '../../api/accounts';
import type { User } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { GOVERNORATES, optionsIn } from '../../lib/enumerations';
import {
  COMPANY_REGISTRATION_FIELDS,
  companyRegistrationSchema,
  CR_DATE_FIELDS,
  type CompanyRegistrationValues,
} from './companyRegistrationSchema';
import { DocumentUpload } from './DocumentUpload';
import { DraftSaver } from './DraftSaver';
import { FormActions } from './FormActions';
import { useProfileStepForm, type ProfileStepFormProps } from './useProfileSubmit';

function initialRegistration(user: User | null): CompanyRegistrationValues {
  const cr = user?.company_registration ?? {};
  const values = Object.fromEntries(
    COMPANY_REGISTRATION_FIELDS.map((field) => [field, cr[field] == null ? '' : String(cr[field])]),
  ) as CompanyRegistrationValues;
  // The API keeps ISO timestamps; a date input shows the calendar day.
  for (const field of CR_DATE_FIELDS) values[field] = values[field].slice(0, 10);
  return values;
}

/** The form's calendar days become ISO strings (SPEC.md §3: dates sent as ISO strings). */
export function toRegistrationRequest(values: CompanyRegistrationValues) {
  const clean = companyRegistrationSchema.cast(values);
  const request = { ...clean };
  for (const field of CR_DATE_FIELDS) {
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
    () => initialRegistration(user),
    (values: CompanyRegistrationValues) => addCompanyRegistration(toRegistrationRequest(values)),
    { user, draftStep, onSaved },
  );
  const field = (name: keyof CompanyRegistrationValues) => ({
    name,
    label: t(`onboarding.cr.fields.${name}`),
    required: true,
  });

  return (
    <>
      <Formik initialValues={initialValues} validationSchema={companyRegistrationSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('onboarding.cr.formLabel')} id="company-registration-form">
            {draftStep && <DraftSaver userId={user?._id} step={draftStep} />}
            <div className="row">
              <TextField {...field('reg_nb')} dir="ltr" className="col-md-6 mb-3" />
              <TextField {...field('tax_number')} dir="ltr" className="col-md-6 mb-3" />
              <TextField {...field('owner_name')} className="col-md-6 mb-3" />
              <SelectField
                {...field('governorate')}
                options={optionsIn(GOVERNORATES, language)}
                placeholder=""
                className="col-md-6 mb-3"
              />
              <TextField {...field('reg_section')} className="col-md-6 mb-3" />
              <TextField
                {...field('capital')}
                inputMode="decimal"
                dir="ltr"
                hint={t('onboarding.cr.capitalHint')}
                className="col-md-6 mb-3"
              />
              <TextField {...field('activity_start_date')} type="date" className="col-md-6 mb-3" />
              <TextField {...field('license_date')} type="date" className="col-md-6 mb-3" />
              <TextField {...field('start_date')} type="date" className="col-md-6 mb-3" />
              <TextField {...field('end_date')} type="date" className="col-md-6 mb-3" />
            </div>
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
