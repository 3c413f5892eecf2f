import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { addKyc } from '../../api/accounts';
import type { User } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import {
  GENDERS,
  ID_TYPES,
  optionsIn,
  RELIGIONS,
  SELLER_TYPES,
  SOCIAL_STATUSES,
} from '../../lib/enumerations';
import { DocumentUpload } from './DocumentUpload';
import { DraftSaver } from './DraftSaver';
import { FormActions } from './FormActions';
import { KYC_FIELDS, kycSchema, type KycValues } from './kycSchema';
import { useProfileStepForm, type ProfileStepFormProps } from './useProfileSubmit';

const toFormDate = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

function initialKyc(user: User | null): KycValues {
  const kyc = user?.kyc ?? {};
  const values = Object.fromEntries(KYC_FIELDS.map((field) => [field, ''])) as KycValues;
  for (const field of KYC_FIELDS) {
    const value = kyc[field];
    if (value != null) values[field] = String(value);
  }
  values.issue_date = toFormDate(kyc.issue_date);
  values.birthday = toFormDate(kyc.birthday);
  return values;
}

/** Identity (KYC): disclaimer, optional ID images and the fields of SPEC.md §2 /kyc. Used by /kyc and the profile. */
export function KycForm({ user, draftStep, submitLabel, showStatus = false, onSaved }: ProfileStepFormProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { initialValues, submit, failed } = useProfileStepForm(
    () => initialKyc(user),
    (values: KycValues) => {
      const clean = kycSchema.cast(values);
      return addKyc({ ...clean, dependents: clean.dependents ?? '' });
    },
    { user, draftStep, onSaved },
  );
  const field = (name: keyof KycValues) => ({ name, label: t(`onboarding.kyc.fields.${name}`) });

  return (
    <>
      <div className="alert alert-info small" role="note">
        <strong className="d-block mb-1">{t('onboarding.kyc.disclaimerTitle')}</strong>
        {t('onboarding.kyc.disclaimer')}
      </div>
      <fieldset className="mb-3">
        <legend className="h6">{t('onboarding.kyc.documents')}</legend>
        <div className="row g-3">
          <div className="col-md-6">
            <DocumentUpload
              kind="kyc_front"
              label={t('onboarding.kyc.frontId')}
              document={user?.kyc?.front}
              showStatus={showStatus}
            />
          </div>
          <div className="col-md-6">
            <DocumentUpload
              kind="kyc_back"
              label={t('onboarding.kyc.backId')}
              document={user?.kyc?.back}
              showStatus={showStatus}
            />
          </div>
        </div>
      </fieldset>
      <Formik initialValues={initialValues} validationSchema={kycSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('onboarding.kyc.formLabel')}>
            {draftStep && <DraftSaver userId={user?._id} step={draftStep} />}
            <div className="row">
              <SelectField
                {...field('type')}
                options={optionsIn(ID_TYPES, language)}
                placeholder=""
                required
                className="col-md-6 mb-3"
              />
              <TextField {...field('id')} dir="ltr" required className="col-md-6 mb-3" />
              <TextField {...field('issue_date')} type="date" required className="col-md-6 mb-3" />
              <TextField {...field('birthday')} type="date" required className="col-md-6 mb-3" />
              <TextField
                {...field('address')}
                required
                autoComplete="street-address"
                className="col-12 mb-3"
              />
              <TextField {...field('nationality')} required className="col-md-6 mb-3" />
              <SelectField
                {...field('gender')}
                options={optionsIn(GENDERS, language)}
                placeholder=""
                required
                className="col-md-6 mb-3"
              />
              <SelectField
                {...field('religion')}
                options={optionsIn(RELIGIONS, language)}
                placeholder=""
                required
                className="col-md-6 mb-3"
              />
              <SelectField
                {...field('social_status')}
                options={optionsIn(SOCIAL_STATUSES, language)}
                placeholder=""
                required
                className="col-md-6 mb-3"
              />
              <TextField
                {...field('dependents')}
                inputMode="numeric"
                dir="ltr"
                hint={t('onboarding.optional')}
                className="col-md-6 mb-3"
              />
              <TextField {...field('qualification')} required className="col-md-6 mb-3" />
              <TextField {...field('job')} required className="col-md-6 mb-3" />
              <SelectField
                {...field('seller_type')}
                options={optionsIn(SELLER_TYPES, language)}
                placeholder=""
                required
                className="col-md-6 mb-3"
              />
            </div>
            <FormActions submitting={isSubmitting} failed={failed} label={submitLabel} />
          </Form>
        )}
      </Formik>
    </>
  );
}
